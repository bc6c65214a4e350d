import { TOOLS_WORKSPACE_PATHS, type TOrgNode, type TSavedOrgChart } from '@launchpad/shared';
import { api } from '@/lib/api';

/** The organisation chart kept with the account (issue 8; needs the tools plan). */
export const orgChartApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedOrgChart: build.query<TSavedOrgChart, void>({
      query: () => ({ url: TOOLS_WORKSPACE_PATHS.orgChartRead, method: 'POST', body: {} }),
      transformResponse: (response: { data: TSavedOrgChart }) => response.data,
    }),
    saveOrgChart: build.mutation<NonNullable<TSavedOrgChart>, TOrgNode>({
      query: (chart) => ({ url: TOOLS_WORKSPACE_PATHS.orgChartSave, method: 'POST', body: { chart } }),
      transformResponse: (response: { data: NonNullable<TSavedOrgChart> }) => response.data,
    }),
  }),
});

export const { useSavedOrgChartQuery, useSaveOrgChartMutation } = orgChartApi;
