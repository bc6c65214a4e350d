import {
  INFLUENCER_PAGE_SIZE,
  type TCouponUsage,
  type TInfluencerApplicationRequest,
  type TInfluencerPayment,
  type TReferralUsage,
  influencerRoutes as routes,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TPageOf, fromEndpoint, pageOf, written } from '@/lib/endpoint';

export type { TPageOf, TWritten } from '@/lib/endpoint';
export type TPaymentTotals = {
  totalCommission: number;
  totalCompletedPayments: number;
  totalPendingCommission: number;
};
export type TPaymentPage = TPageOf<TInfluencerPayment> & { totals: TPaymentTotals };

const pageInfinite = {
  initialPageParam: 1,
  getNextPageParam: (last: TPageOf<unknown>) => (last.pageMeta.has_next_page ? last.pageMeta.page + 1 : undefined),
};

/** SPEC §7 "Influencer": the caller's application and, once approved, their coupons, referrals and payments. */
export const influencerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's application, or null when they have not applied. Open to any signed-in user. */
    influencerStatus: build.query({
      ...fromEndpoint(routes.status, (_: void) => ({ body: {} })),
      providesTags: [{ type: 'Influencer', id: 'STATUS' }],
    }),
    applyAsInfluencer: build.mutation({
      ...fromEndpoint(routes.application, (body: TInfluencerApplicationRequest) => ({ body }), written),
      invalidatesTags: [{ type: 'Influencer', id: 'STATUS' }],
    }),
    influencerStats: build.query(fromEndpoint(routes.stats, (_: void) => ({ body: {} }))),
    /** The influencer's coupons (SPEC §7: coupon stats take a pageSize). */
    couponUsageStats: build.query(
      fromEndpoint(
        routes.couponUsageStats,
        (_: void) => ({ body: { pageSize: INFLUENCER_PAGE_SIZE } }),
        (r) => pageOf(r),
      ),
    ),
    couponUsageList: build.infiniteQuery<TPageOf<TCouponUsage>, void, number>({
      infiniteQueryOptions: pageInfinite,
      ...fromEndpoint(
        routes.couponUsageList,
        ({ pageParam }: { pageParam: number }) => ({ body: { page: pageParam, pageSize: INFLUENCER_PAGE_SIZE } }),
        (response) => pageOf(response),
      ),
    }),
    /** SPEC §7: referral data carries influencerId (the caller's own) and apiType customer. */
    referralUsageStats: build.query(
      fromEndpoint(routes.referralUsageStats, (influencerId: string) => ({
        body: { influencerId, apiType: 'customer' as const },
      })),
    ),
    referralUsageList: build.infiniteQuery<TPageOf<TReferralUsage>, string, number>({
      infiniteQueryOptions: pageInfinite,
      ...fromEndpoint(
        routes.referralUsageList,
        ({ queryArg: influencerId, pageParam }: { queryArg: string; pageParam: number }) => ({
          body: { page: pageParam, pageSize: INFLUENCER_PAGE_SIZE, influencerId, apiType: 'customer' as const },
        }),
        (response) => pageOf(response),
      ),
    }),
    paymentList: build.infiniteQuery<TPaymentPage, void, number>({
      infiniteQueryOptions: pageInfinite,
      ...fromEndpoint(
        routes.paymentList,
        ({ pageParam }: { pageParam: number }) => ({ body: { page: pageParam, pageSize: INFLUENCER_PAGE_SIZE } }),
        (response): TPaymentPage => ({ ...pageOf(response), totals: response.totals }),
      ),
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
