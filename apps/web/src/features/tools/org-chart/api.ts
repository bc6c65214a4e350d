import { type TOrgNode, toolsRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** The organisation chart kept with the account (issue 8; needs the tools plan). */
export const orgChartApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedOrgChart: build.query(fromEndpoint(toolsRoutes.orgChart, (_: void) => ({ body: {} }))),
    saveOrgChart: build.mutation(fromEndpoint(toolsRoutes.saveOrgChart, (chart: TOrgNode) => ({ body: { chart } }))),
  }),
});

export const { useSavedOrgChartQuery, useSaveOrgChartMutation } = orgChartApi;
