import {
  CARDS_PATHS,
  ORDERS_PATHS,
  cardPath,
  type TCheckoutRequest,
  type TCheckoutResult,
  type TNewCard,
  type TSavedCard,
} from '@launchpad/shared';
import { api } from '@/lib/api';

type TCardsResponse = { success: true; message?: string; data: TSavedCard[] };
type TCardResponse = { success: true; message?: string; data: TSavedCard };

/** SPEC §7 "User": saved cards (the server keeps provider tokens, brand, last 4 digits and expiry). */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Primary first, then newest first. */
    listCards: build.query<TSavedCard[], void>({
      query: () => ({ url: CARDS_PATHS.list, method: 'POST', body: {} }),
      transformResponse: (response: TCardsResponse) => response.data,
      providesTags: ['Cards'],
    }),
    /** The built-in gateway takes the card details; a Stripe setup sends a paymentMethodId instead. */
    addCard: build.mutation<TSavedCard, TNewCard>({
      query: (card) => ({ url: CARDS_PATHS.add, method: 'POST', body: { card } }),
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
  }),
});

export const { useCheckoutMutation } = paymentsApi;
export const { useListCardsQuery, useAddCardMutation, useSetPrimaryCardMutation, useDeleteCardMutation } = paymentsApi;
