import {
  BUSINESS_TOOLS_PATHS,
  type TBusinessNamesRequest,
  type TBusinessNamesResponse,
} from '@launchpad/shared/contracts/tools';
import { api } from '@/lib/api';

/** Issue 8: business name ideas with domain availability (plans with Business tools). */
export const businessNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateBusinessNames: build.mutation<TBusinessNamesResponse['data'], TBusinessNamesRequest>({
      query: (body) => ({ url: BUSINESS_TOOLS_PATHS.businessNames, method: 'POST', body }),
      transformResponse: (response: TBusinessNamesResponse) => response.data,
    }),
  }),
});

export const { useGenerateBusinessNamesMutation } = businessNamesApi;
