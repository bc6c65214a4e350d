import { type TBusinessNamesRequest, toolsRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** Issue 8: business name ideas with domain availability (plans with Business tools). */
export const businessNamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateBusinessNames: build.mutation(
      fromEndpoint(toolsRoutes.businessNames, (body: TBusinessNamesRequest) => ({ body })),
    ),
  }),
});

export const { useGenerateBusinessNamesMutation } = businessNamesApi;
