import { type TSoftwareToolsRequest, toolsRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** Issue 8: the software directory (plans with Business tools). */
export const softwareApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSoftwareTools: build.query(
      fromEndpoint(
        toolsRoutes.softwareTools,
        (body: TSoftwareToolsRequest) => ({ body }),
        ({ data, page_meta }) => ({ data, page_meta }),
      ),
    ),
  }),
});

export const { useListSoftwareToolsQuery } = softwareApi;
