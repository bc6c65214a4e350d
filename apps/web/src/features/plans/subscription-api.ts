import {
  SUBSCRIPTION_PATHS,
  USER_PATH,
  type TCreateSubscriptionPaymentRequest,
  type TCurrentSubscription,
  type TSubscriptionOutcome,
  type TUserInfo,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { userReceived } from '@/lib/session-events';

/** SPEC §7: the startup plan subscription (lazy pages only: the contracts bring zod). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentSubscription: build.query<TCurrentSubscription | null, void>({
      query: () => ({ url: SUBSCRIPTION_PATHS.current, method: 'POST', body: {} }),
      transformResponse: (response: { data: TCurrentSubscription | null }) => response.data,
      providesTags: ['Orders'],
    }),
    /** Cancels at the end of the paid period; answers with the subscription as it now is. */
    cancelCurrentSubscription: build.mutation<TCurrentSubscription, void>({
      query: () => ({ url: SUBSCRIPTION_PATHS.cancelCurrent, method: 'POST', body: {} }),
      transformResponse: (response: { data: TCurrentSubscription }) => response.data,
      invalidatesTags: ['Orders'],
    }),
    createSubscriptionPayment: build.mutation<TSubscriptionOutcome, TCreateSubscriptionPaymentRequest>({
      query: (body) => ({ url: SUBSCRIPTION_PATHS.createPayment, method: 'POST', body }),
      transformResponse: (response: { data: TSubscriptionOutcome }) => response.data,
      invalidatesTags: ['Orders', 'Cards'],
    }),
    /**
     * The account as the server now sees it: after a plan payment its planType (tools,
     * build_startup_ai) changed, and the stored user must follow at once so /tools opens.
     */
    rereadAccount: build.mutation<TUserInfo, void>({
      query: () => ({ url: USER_PATH, method: 'POST', body: {} }),
      transformResponse: (response: { data: TUserInfo }) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result?.data) dispatch(userReceived(result.data));
      },
    }),
  }),
});

export const {
  useGetCurrentSubscriptionQuery,
  useCancelCurrentSubscriptionMutation,
  useCreateSubscriptionPaymentMutation,
  useRereadAccountMutation,
} = subscriptionApi;
