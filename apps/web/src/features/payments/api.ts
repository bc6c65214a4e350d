import {
  CARDS_PATHS,
  ORDERS_PATHS,
  PAYMENT_PATHS,
  cardPath,
  type TAuthenticatePaymentRequest,
  type TCardSetupAction,
  type TCheckoutRequest,
  type TCheckoutResult,
  type TConfirmPaymentRequest,
  type TNewCard,
  type TPaymentConfig,
  type TSavedCard,
} from '@launchpad/shared';
import { api } from '@/lib/api';

type TCardsResponse = { success: true; message?: string; data: TSavedCard[] };
type TCardResponse = { success: true; message?: string; data: TSavedCard };

/** The add-card answer that asks for the bank's step first (nothing saved yet). */
export const needsBankStep = (result: TSavedCard | TCardSetupAction): result is TCardSetupAction =>
  'status' in result && result.status === 'requires_action';

/** SPEC §7 "User": saved cards (the server keeps provider tokens, brand, last 4 digits and expiry). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Primary first, then newest first. */
    listCards: build.query<TSavedCard[], void>({
      query: () => ({ url: CARDS_PATHS.list, method: 'POST', body: {} }),
      transformResponse: (response: TCardsResponse) => response.data,
      providesTags: ['Cards'],
    }),
    /** Which processor takes payments (and, for Stripe, the publishable key for Stripe.js). */
    paymentConfig: build.query<TPaymentConfig, void>({
      query: () => ({ url: PAYMENT_PATHS.config, method: 'GET' }),
      transformResponse: (response: { data: TPaymentConfig }) => response.data,
    }),
    /** Built-in gateway: card details in, a payment method id out, as Stripe.js does at Stripe. */
    tokeniseCard: build.mutation<{ paymentMethodId: string }, TNewCard>({
      query: (card) => ({ url: PAYMENT_PATHS.builtinTokenise, method: 'POST', body: { card } }),
      transformResponse: (response: { data: { paymentMethodId: string } }) => response.data,
    }),
    /**
     * Saves a tokenised card (never the card details themselves). When the bank asks the cardholder to
     * confirm the card (3-D Secure) nothing is saved yet: the answer is the SetupIntent for that step.
     */
    addCard: build.mutation<TSavedCard | TCardSetupAction, { paymentMethodId: string }>({
      query: ({ paymentMethodId }) => ({ url: CARDS_PATHS.add, method: 'POST', body: { paymentMethodId } }),
      transformResponse: (response: { success: true; data: TSavedCard | TCardSetupAction }) => response.data,
      invalidatesTags: ['Cards'],
    }),
    /** After the bank's step for a card being saved: the api saves it if the bank confirmed it. */
    confirmCard: build.mutation<TSavedCard, { setupIntentId: string }>({
      query: (body) => ({ url: CARDS_PATHS.confirm, method: 'POST', body }),
      transformResponse: (response: TCardResponse) => response.data,
      invalidatesTags: ['Cards'],
    }),
    setPrimaryCard: build.mutation<TSavedCard[], string>({
      query: (id) => ({ url: cardPath(id), method: 'POST', body: {} }),
      transformResponse: (response: TCardsResponse) => response.data,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(paymentsApi.util.upsertQueryData('listCards', undefined, result.data));
      },
    }),
    deleteCard: build.mutation<TSavedCard[], string>({
      query: (id) => ({ url: cardPath(id), method: 'DELETE' }),
      transformResponse: (response: TCardsResponse) => response.data,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(paymentsApi.util.upsertQueryData('listCards', undefined, result.data));
      },
    }),
    /**
     * Pays for the signed-in customer's server cart. The idempotency key is the caller's: one per
     * attempt, sent again on a retry of the same attempt (the server charges once).
     */
    checkout: build.mutation<TCheckoutResult, TCheckoutRequest>({
      query: (body) => ({ url: ORDERS_PATHS.checkout, method: 'POST', body }),
      transformResponse: (response: { data: TCheckoutResult }) => response.data,
      invalidatesTags: (result) => (result?.status === 'paid' ? ['Cart', 'Orders', 'Cards'] : ['Cards']),
    }),
    /** Built-in gateway: the cardholder completes or fails the bank's confirmation step. */
    authenticatePayment: build.mutation<{ status: 'succeeded' | 'failed' }, TAuthenticatePaymentRequest>({
      query: (body) => ({ url: PAYMENT_PATHS.builtinAuthenticate, method: 'POST', body }),
      transformResponse: (response: { data: { status: 'succeeded' | 'failed' } }) => response.data,
    }),
    /** After the bank's step: the order settles from the payment the processor confirmed. */
    confirmPayment: build.mutation<TCheckoutResult, TConfirmPaymentRequest>({
      query: (body) => ({ url: PAYMENT_PATHS.confirm, method: 'POST', body }),
      transformResponse: (response: { data: TCheckoutResult }) => response.data,
      invalidatesTags: (result) => (result?.status === 'paid' ? ['Cart', 'Orders', 'Cards'] : []),
    }),
  }),
});

export const { useCheckoutMutation, useConfirmPaymentMutation, useAuthenticatePaymentMutation } = paymentsApi;
export const { usePaymentConfigQuery, useTokeniseCardMutation } = paymentsApi;
export const { useListCardsQuery, useAddCardMutation, useSetPrimaryCardMutation, useDeleteCardMutation } = paymentsApi;
export const { useConfirmCardMutation } = paymentsApi;
