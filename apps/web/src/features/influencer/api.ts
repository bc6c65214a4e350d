import {
  INFLUENCER_PAGE_SIZE,
  INFLUENCER_PATHS,
  type TCouponUsage,
  type TInfluencerApplication,
  type TInfluencerApplicationRequest,
  type TInfluencerCoupon,
  type TInfluencerPayment,
  type TInfluencerStats,
  type TListPageMeta,
  type TReferralStats,
  type TReferralUsage,
} from '@launchpad/shared';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
type TPagedEnvelope<T> = TEnvelope<T[]> & { page_meta: TListPageMeta };

/** One page of a list the "More" button extends (SPEC §2). */
export type TPageOf<T> = { items: T[]; pageMeta: TListPageMeta };
export type TPaymentTotals = {
  totalCommission: number;
  totalCompletedPayments: number;
  totalPendingCommission: number;
};
export type TPaymentPage = TPageOf<TInfluencerPayment> & { totals: TPaymentTotals };
/** What a write answered: the server's message (shown as is) and its data. */
export type TWritten<T> = { message: string | null; data: T };

const unwrap = <T>(response: TEnvelope<T>): T => response.data;
const paged = <T>(response: TPagedEnvelope<T>): TPageOf<T> => ({ items: response.data, pageMeta: response.page_meta });
const pageInfinite = {
  initialPageParam: 1,
  getNextPageParam: (last: TPageOf<unknown>) => (last.pageMeta.has_next_page ? last.pageMeta.page + 1 : undefined),
};
const post = (url: string, body: object) => ({ url, method: 'POST', body });

/** SPEC §7 "Influencer": the caller's application and, once approved, their coupons, referrals and payments. */
export const influencerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's application, or null when they have not applied. Open to any signed-in user. */
    influencerStatus: build.query<TInfluencerApplication | null, void>({
      query: () => post(INFLUENCER_PATHS.status, {}),
      transformResponse: unwrap<TInfluencerApplication | null>,
      providesTags: [{ type: 'Influencer', id: 'STATUS' }],
    }),
    applyAsInfluencer: build.mutation<TWritten<TInfluencerApplication>, TInfluencerApplicationRequest>({
      query: (body) => post(INFLUENCER_PATHS.application, body),
      transformResponse: (response: TEnvelope<TInfluencerApplication>) => ({
        message: response.message ?? null,
        data: response.data,
      }),
      invalidatesTags: [{ type: 'Influencer', id: 'STATUS' }],
    }),
    influencerStats: build.query<TInfluencerStats, void>({
      query: () => post(INFLUENCER_PATHS.stats, {}),
      transformResponse: unwrap<TInfluencerStats>,
    }),
    /** The influencer's coupons (SPEC §7: coupon stats take a pageSize). */
    couponUsageStats: build.query<TPageOf<TInfluencerCoupon>, void>({
      query: () => post(INFLUENCER_PATHS.couponUsageStats, { pageSize: INFLUENCER_PAGE_SIZE }),
      transformResponse: paged<TInfluencerCoupon>,
    }),
    couponUsageList: build.infiniteQuery<TPageOf<TCouponUsage>, void, number>({
      infiniteQueryOptions: pageInfinite,
      query: ({ pageParam }) =>
        post(INFLUENCER_PATHS.couponUsageList, { page: pageParam, pageSize: INFLUENCER_PAGE_SIZE }),
      transformResponse: paged<TCouponUsage>,
    }),
    /** SPEC §7: referral data carries influencerId (the caller's own) and apiType customer. */
    referralUsageStats: build.query<TReferralStats, string>({
      query: (influencerId) => post(INFLUENCER_PATHS.referralUsageStats, { influencerId, apiType: 'customer' }),
      transformResponse: unwrap<TReferralStats>,
    }),
    referralUsageList: build.infiniteQuery<TPageOf<TReferralUsage>, string, number>({
      infiniteQueryOptions: pageInfinite,
      query: ({ queryArg: influencerId, pageParam }) =>
        post(INFLUENCER_PATHS.referralUsageList, {
          page: pageParam,
          pageSize: INFLUENCER_PAGE_SIZE,
          influencerId,
          apiType: 'customer',
        }),
      transformResponse: paged<TReferralUsage>,
    }),
    paymentList: build.infiniteQuery<TPaymentPage, void, number>({
      infiniteQueryOptions: pageInfinite,
      query: ({ pageParam }) => post(INFLUENCER_PATHS.paymentList, { page: pageParam, pageSize: INFLUENCER_PAGE_SIZE }),
      transformResponse: (response: TPagedEnvelope<TInfluencerPayment> & { totals: TPaymentTotals }) => ({
        ...paged(response),
        totals: response.totals,
      }),
    }),
  }),
});

export const {
  useInfluencerStatusQuery,
  useApplyAsInfluencerMutation,
  useInfluencerStatsQuery,
  useCouponUsageStatsQuery,
  useCouponUsageListInfiniteQuery,
  useReferralUsageStatsQuery,
  useReferralUsageListInfiniteQuery,
  usePaymentListInfiniteQuery,
} = influencerApi;
