import {
  INFLUENCER_PATHS,
  adminInfluencerDecisionPath,
  adminInfluencerPayoutPath,
  type TAdminInfluencer,
  type TInfluencerApplication,
  type TInfluencerPayment,
  type TInfluencerStatus,
  type TListPageMeta,
} from '@launchpad/shared';
import { api } from '@/lib/api';

export type TAdminInfluencerPage = { items: TAdminInfluencer[]; pageMeta: TListPageMeta };
export type TAdminInfluencerListArgs = { page: number; pageSize: number; status?: TInfluencerStatus };
export type TInfluencerDecision =
  { status: 'approved'; commissionRate: number } | { status: 'rejected'; reason: string };
/** What a write answered: the server's message (shown as is) and its data. */
export type TAdminWrite<T> = { message: string | null; data: T };

type TEnvelope<T> = { success: true; message?: string; data: T };
const written = <T>(response: TEnvelope<T>): TAdminWrite<T> => ({
  message: response.message ?? null,
  data: response.data,
});
const LIST_TAG = { type: 'Influencer' as const, id: 'ADMIN_LIST' };

/** Issue 10, staff side of Connect & Earn: applications, decisions and payouts. */
export const adminInfluencersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminInfluencers: build.query<TAdminInfluencerPage, TAdminInfluencerListArgs>({
      query: (body) => ({ url: INFLUENCER_PATHS.adminApplications, method: 'POST', body }),
      transformResponse: (response: { data: TAdminInfluencer[]; page_meta: TListPageMeta }) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: [LIST_TAG],
    }),
    decideInfluencer: build.mutation<
      TAdminWrite<TInfluencerApplication>,
      { id: string; decision: TInfluencerDecision }
    >({
      query: ({ id, decision }) => ({ url: adminInfluencerDecisionPath(id), method: 'POST', body: decision }),
      transformResponse: written<TInfluencerApplication>,
      invalidatesTags: [LIST_TAG],
    }),
    recordInfluencerPayout: build.mutation<TAdminWrite<TInfluencerPayment>, { id: string; reference?: string }>({
      query: ({ id, reference }) => ({
        url: adminInfluencerPayoutPath(id),
        method: 'POST',
        body: reference ? { reference } : {},
      }),
      transformResponse: written<TInfluencerPayment>,
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useListAdminInfluencersQuery, useDecideInfluencerMutation, useRecordInfluencerPayoutMutation } =
  adminInfluencersApi;
