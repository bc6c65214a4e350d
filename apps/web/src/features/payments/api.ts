import {
  type TAuthenticatePaymentRequest,
  type TCardSetupAction,
  type TCheckoutRequest,
  type TConfirmPaymentRequest,
  type TNewCard,
  type TSavedCard,
  cardRoutes,
  paymentRoutes,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** The add-card answer that asks for the bank's step first (nothing saved yet). */
export const needsBankStep = (result: TSavedCard | TCardSetupAction): result is TCardSetupAction =>
  'status' in result && result.status === 'requires_action';

/** SPEC §7 "User": saved cards (the server keeps provider tokens, brand, last 4 digits and expiry). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Primary first, then newest first. */
    listCards: build.query({
      ...fromEndpoint(cardRoutes.list, (_: void) => ({ body: {} })),
      providesTags: ['Cards'],
    }),
    /** Which processor takes payments (and, for Stripe, the publishable key for Stripe.js). */
    paymentConfig: build.query(fromEndpoint(paymentRoutes.config, (_: void) => ({}))),
    /** Built-in gateway: card details in, a payment method id out, as Stripe.js does at Stripe. */
    tokeniseCard: build.mutation(fromEndpoint(paymentRoutes.builtinTokenise, (card: TNewCard) => ({ body: { card } }))),
    /**
     * Saves a tokenised card (never the card details themselves). When the bank asks the cardholder to
     * confirm the card (3-D Secure) nothing is saved yet: the answer (202) is the SetupIntent for that step.
     */
    addCard: build.mutation({
      ...fromEndpoint(cardRoutes.add, ({ paymentMethodId }: { paymentMethodId: string }) => ({
        body: { paymentMethodId },
      })),
      invalidatesTags: ['Cards'],
    }),
    /** After the bank's step for a card being saved: the api saves it if the bank confirmed it. */
    confirmCard: build.mutation({
      ...fromEndpoint(cardRoutes.confirm, (body: { setupIntentId: string }) => ({ body })),
      invalidatesTags: ['Cards'],
    }),
    setPrimaryCard: build.mutation({
      ...fromEndpoint(cardRoutes.setPrimary, (id: string) => ({ params: { id }, body: {} })),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(paymentsApi.util.upsertQueryData('listCards', undefined, result.data));
      },
    }),
    deleteCard: build.mutation({
      ...fromEndpoint(cardRoutes.remove, (id: string) => ({ params: { id } })),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(paymentsApi.util.upsertQueryData('listCards', undefined, result.data));
      },
    }),
    /**
     * Pays for the signed-in customer's server cart. The idempotency key is the caller's: one per
     * attempt, sent again on a retry of the same attempt (the server charges once).
     */
    checkout: build.mutation({
      ...fromEndpoint(paymentRoutes.checkout, (body: TCheckoutRequest) => ({ body })),
      invalidatesTags: (result) => (result?.status === 'paid' ? ['Cart', 'Orders', 'Cards'] : ['Cards']),
    }),
    /** Built-in gateway: the cardholder completes or fails the bank's confirmation step. */
    authenticatePayment: build.mutation(
      fromEndpoint(paymentRoutes.builtinAuthenticate, (body: TAuthenticatePaymentRequest) => ({ body })),
    ),
    /** After the bank's step: the order settles from the payment the processor confirmed. */
    confirmPayment: build.mutation({
      ...fromEndpoint(paymentRoutes.confirm, (body: TConfirmPaymentRequest) => ({ body })),
      invalidatesTags: (result) => (result?.status === 'paid' ? ['Cart', 'Orders', 'Cards'] : []),
    }),
  }),
});

export const { useCheckoutMutation, useConfirmPaymentMutation, useAuthenticatePaymentMutation } = paymentsApi;
export const { usePaymentConfigQuery, useTokeniseCardMutation } = paymentsApi;
export const { useListCardsQuery, useAddCardMutation, useSetPrimaryCardMutation, useDeleteCardMutation } = paymentsApi;
export const { useConfirmCardMutation } = paymentsApi;
