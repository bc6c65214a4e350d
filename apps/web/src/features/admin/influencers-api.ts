import { type TAdminInfluencer, type TInfluencerStatus, influencerRoutes as routes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TPageOf, type TWritten, fromEndpoint, pageOf, written } from '@/lib/endpoint';

export type TAdminInfluencerPage = TPageOf<TAdminInfluencer>;
export type TAdminInfluencerListArgs = { page: number; pageSize: number; status?: TInfluencerStatus };
export type TInfluencerDecision =
  { status: 'approved'; commissionRate: number } | { status: 'rejected'; reason: string };
/** What a write answered: the server's message (shown as is) and its data. */
export type TAdminWrite<T> = TWritten<T>;
const LIST_TAG = { type: 'Influencer' as const, id: 'ADMIN_LIST' };

/** Issue 10, staff side of Connect & Earn: applications, decisions and payouts. */
export const adminInfluencersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminInfluencers: build.query({
      ...fromEndpoint(
        routes.adminApplications,
        (body: TAdminInfluencerListArgs) => ({ body }),
        (response) => pageOf(response),
      ),
      providesTags: [LIST_TAG],
    }),
    decideInfluencer: build.mutation({
      ...fromEndpoint(
        routes.adminDecide,
        ({ id, decision }: { id: string; decision: TInfluencerDecision }) => ({ params: { id }, body: decision }),
        (response) => written(response),
      ),
      invalidatesTags: [LIST_TAG],
    }),
    recordInfluencerPayout: build.mutation({
      ...fromEndpoint(
        routes.adminPayout,
        ({ id, reference }: { id: string; reference?: string }) => ({
          params: { id },
          body: reference ? { reference } : {},
        }),
        (response) => written(response),
      ),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useListAdminInfluencersQuery, useDecideInfluencerMutation, useRecordInfluencerPayoutMutation } =
  adminInfluencersApi;
