import { api } from '@/lib/api';

/** Auth endpoints (SPEC §7 "Auth and user"). Login and friends arrive with the auth issue. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/delete-account', method: 'POST', body: {} }),
      invalidatesTags: ['User', 'Cart', 'Orders'],
    }),
  }),
});

export const { useDeleteAccountMutation } = authApi;
