import { CATALOG_PATHS, type TPlan } from '@launchpad/shared';
import { api } from '@/lib/api';

/** SPEC §7: the startup plans compared on /startup-package. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStartupPackages: build.query<TPlan[], void>({
      query: () => ({ url: CATALOG_PATHS.plans, method: 'POST', body: {} }),
      transformResponse: (response: { data: TPlan[] }) => response.data,
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetStartupPackagesQuery } = plansApi;
