import { type TCreateSubscriptionPaymentRequest, subscriptionRoutes, usersRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';
import { userReceived } from '@/lib/session-events';

/** SPEC §7: the startup plan subscription (lazy pages only: the contracts bring zod). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentSubscription: build.query({
      ...fromEndpoint(subscriptionRoutes.current, (_: void) => ({ body: {} })),
      providesTags: ['Orders'],
    }),
    /** Cancels at the end of the paid period; answers with the subscription as it now is. */
    cancelCurrentSubscription: build.mutation({
      ...fromEndpoint(subscriptionRoutes.cancelCurrent, (_: void) => ({ body: {} })),
      invalidatesTags: ['Orders'],
    }),
    /** Services bought through the cart that renew (bookkeeping), newest first. */
    getServiceSubscriptions: build.query({
      ...fromEndpoint(subscriptionRoutes.services, (_: void) => ({ body: {} })),
      providesTags: ['Orders'],
    }),
    /** Stops a service renewing: it runs to the end of the paid period. Answers with the server's message. */
    cancelServiceSubscription: build.mutation({
      ...fromEndpoint(
        subscriptionRoutes.cancelService,
        (body: { id: string }) => ({ body }),
        (response) => response.message ?? '',
      ),
      invalidatesTags: ['Orders'],
    }),
    createSubscriptionPayment: build.mutation({
      ...fromEndpoint(subscriptionRoutes.createPayment, (body: TCreateSubscriptionPaymentRequest) => ({ body })),
      invalidatesTags: ['Orders', 'Cards'],
    }),
    /**
     * The account as the server now sees it: after a plan payment its planType (tools,
     * build_startup_ai) changed, and the stored user must follow at once so /tools opens.
     */
    rereadAccount: build.mutation({
      ...fromEndpoint(usersRoutes.profile, (_: void) => ({})),
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
