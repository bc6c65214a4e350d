import {
  SUBSCRIPTION_PATHS,
  type TCreateSubscriptionPaymentRequest,
  type TCurrentSubscription,
  type TServiceSubscription,
  type TSubscriptionOutcome,
  usersEndpoints,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';
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
    /** Services bought through the cart that renew (bookkeeping), newest first. */
    getServiceSubscriptions: build.query<TServiceSubscription[], void>({
      query: () => ({ url: SUBSCRIPTION_PATHS.services, method: 'POST', body: {} }),
      transformResponse: (response: { data: TServiceSubscription[] }) => response.data,
      providesTags: ['Orders'],
    }),
    /** Stops a service renewing: it runs to the end of the paid period. Answers with the server's message. */
    cancelServiceSubscription: build.mutation<string, { id: string }>({
      query: (body) => ({ url: SUBSCRIPTION_PATHS.cancelService, method: 'POST', body }),
      transformResponse: (response: { message: string }) => response.message,
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
    rereadAccount: build.mutation({
      ...fromEndpoint(usersEndpoints.profile, (_: void) => ({})),
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
  useCancelServiceSubscriptionMutation,
  useCreateSubscriptionPaymentMutation,
  useGetServiceSubscriptionsQuery,
  useRereadAccountMutation,
} = subscriptionApi;
