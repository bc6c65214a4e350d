import { z } from 'zod';
import { ZCheckoutRequest, ZCheckoutResult } from '../contracts/orders';
import {
  ZAddCardRequest,
  ZAuthenticatePaymentRequest,
  ZCardIdParams,
  ZCardSetupAction,
  ZConfirmCardRequest,
  ZConfirmPaymentRequest,
  ZNoFieldsRequest,
  ZPaymentConfig,
  ZSavedCard,
  ZTokeniseCardRequest,
} from '../contracts/payments';
import { defineEndpoint } from './define';

/** Saving cards is limited per address: trying stolen numbers one after another ("card testing") is a known abuse. */
const ADD_CARD_LIMIT = { max: 10, timeWindow: '1 minute' };
/** Paying is limited per address, like saving a card: trying stolen card numbers ("card testing") is a known abuse. */
export const PAYMENT_LIMIT = { max: 10, timeWindow: '1 minute' };

/** SPEC §7 "User": the signed-in user's saved cards. Lists are primary first, then newest first. */
export const cardEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/user/cards',
    summary: 'Cards: the saved cards',
    access: 'signed-in',
    body: ZNoFieldsRequest,
    data: z.array(ZSavedCard),
    tags: ['user'],
  }),
  /**
   * 201 with the saved card; 202 with the bank's step (ZCardSetupAction) when the bank asks the
   * cardholder to confirm the card first: nothing is saved yet, `confirm` saves it afterwards.
   */
  add: defineEndpoint({
    method: 'POST',
    path: '/api/user/addcard',
    summary: 'Cards: save a card',
    access: 'signed-in',
    rateLimit: ADD_CARD_LIMIT,
    body: ZAddCardRequest,
    data: z.union([ZSavedCard, ZCardSetupAction]),
    status: 201,
    tags: ['user'],
  }),
  /** After the bank's step for a card being saved: saved only if the bank confirmed it. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/user/cards/confirm',
    summary: 'Cards: save a card the bank has confirmed',
    access: 'signed-in',
    message: 'Card saved.',
    rateLimit: ADD_CARD_LIMIT,
    body: ZConfirmCardRequest,
    data: ZSavedCard,
    status: 201,
    tags: ['user'],
  }),
  setPrimary: defineEndpoint({
    method: 'POST',
    path: '/api/user/cards/:id',
    summary: 'Cards: make a saved card the primary one',
    access: 'signed-in',
    message: 'Primary card updated.',
    params: ZCardIdParams,
    body: ZNoFieldsRequest,
    data: z.array(ZSavedCard),
    tags: ['user'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/cards/:id',
    summary: 'Cards: remove a saved card',
    access: 'signed-in',
    params: ZCardIdParams,
    data: z.array(ZSavedCard),
    tags: ['user'],
  }),
};

/**
 * Paying for the server cart (issue 5) and the bank's step (issue 20), the same for both processors:
 * the card is tokenised first (Stripe.js, or the built-in gateway's tokenise call), the cart is paid
 * with the token, and when the bank wants the cardholder to authenticate the page shows that step and
 * then confirms the payment.
 */
export const paymentEndpoints = {
  /** The idempotency key is one per attempt, sent again on a retry of the same attempt (charged once). */
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/payment/checkout',
    summary: 'Payments: pay for the cart',
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZCheckoutRequest,
    data: ZCheckoutResult,
    tags: ['payments'],
  }),
  /** After the bank's step: settle the order from the payment the browser confirmed. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/payment/checkout/confirm',
    summary: "Payments: settle an order after the bank's step",
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZConfirmPaymentRequest,
    data: ZCheckoutResult,
    tags: ['payments'],
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/payment/config',
    summary: 'Payments: which processor takes payments, and what the browser needs for it',
    access: 'public',
    data: ZPaymentConfig,
    tags: ['payments'],
  }),
  /** Built-in gateway only: what Stripe.js does at Stripe. */
  builtinTokenise: defineEndpoint({
    method: 'POST',
    path: '/api/payment/builtin/payment-methods',
    summary: 'Payments: card details in, a payment method id out (built-in gateway)',
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZTokeniseCardRequest,
    data: z.object({ paymentMethodId: z.string() }),
    tags: ['payments'],
  }),
  /** Built-in gateway only: the cardholder completes or fails the bank's step of a payment or card. */
  builtinAuthenticate: defineEndpoint({
    method: 'POST',
    path: '/api/payment/builtin/authenticate',
    summary: "Payments: complete or fail the bank's step (built-in gateway)",
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZAuthenticatePaymentRequest,
    data: z.object({ status: z.enum(['succeeded', 'failed']) }),
    tags: ['payments'],
  }),
  /**
   * Stripe's webhook: the signature covers the exact bytes sent, so the api registers it by hand (its
   * body read raw, the Stripe-Signature header checked) on this path, summary and answer.
   */
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payment/webhooks/stripe',
    summary: 'Payments: events from Stripe',
    access: 'public',
    data: z.object({ type: z.string(), handled: z.boolean() }),
    tags: ['payments'],
  }),
};
