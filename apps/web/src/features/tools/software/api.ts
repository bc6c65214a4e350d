import {
  BUSINESS_TOOLS_PATHS,
  type TSoftwareToolsRequest,
  type TSoftwareToolsResponse,
} from '@launchpad/shared/contracts/tools';
import { api } from '@/lib/api';

/** Issue 8: the software directory (plans with Business tools). */
export const softwareApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSoftwareTools: build.query<Omit<TSoftwareToolsResponse, 'success' | 'message'>, TSoftwareToolsRequest>({
      query: (body) => ({ url: BUSINESS_TOOLS_PATHS.softwareTools, method: 'POST', body }),
      transformResponse: (response: TSoftwareToolsResponse) => ({ data: response.data, page_meta: response.page_meta }),
    }),
  }),
});

export const { useListSoftwareToolsQuery } = softwareApi;
