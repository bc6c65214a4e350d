import { catalogRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** SPEC §7: the startup plans compared on /startup-package. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStartupPackages: build.query({
      ...fromEndpoint(catalogRoutes.plans, (_: void) => ({ body: {} })),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetStartupPackagesQuery } = plansApi;
