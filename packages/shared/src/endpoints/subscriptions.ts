import { z } from 'zod';
import { ZNoFieldsRequest } from '../contracts/payments';
import {
  ZCancelByInvoiceRequest,
  ZCancelServiceRequest,
  ZCreateSubscriptionPaymentRequest,
  ZCreateSubscriptionRequest,
  ZCurrentSubscription,
  ZServiceSubscription,
  ZSubscriptionOutcome,
} from '../contracts/subscriptions';
import { defineEndpoint } from './define';
import { PAYMENT_LIMIT } from './payments';

const tags = ['subscriptions'] as const;

/**
 * SPEC §7 "Payments and orders": the startup plan subscription, and services bought through the cart
 * that renew (bookkeeping). Cancelling answers with the subscription as it now is.
 */
export const subscriptionEndpoints = {
  /** The plan subscription, or null when there is none. */
  current: defineEndpoint({
    method: 'POST',
    path: '/api/orders/current-subscription',
    summary: 'Subscriptions: the current plan subscription',
    access: 'signed-in',
    body: ZNoFieldsRequest,
    data: ZCurrentSubscription.nullable(),
    tags,
  }),
  cancelCurrent: defineEndpoint({
    method: 'POST',
    path: '/api/orders/cancel-current-subscription',
    summary: 'Subscriptions: cancel the plan at the end of the paid period',
    access: 'signed-in',
    body: ZNoFieldsRequest,
    data: ZCurrentSubscription,
    tags,
  }),
  cancelByInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/orders/invoice/cancelSubscription',
    summary: 'Subscriptions: cancel the plan a plan invoice paid for',
    access: 'signed-in',
    body: ZCancelByInvoiceRequest,
    data: ZCurrentSubscription,
    tags,
  }),
  /** Newest first. */
  services: defineEndpoint({
    method: 'POST',
    path: '/api/orders/service-subscriptions',
    summary: 'Subscriptions: services that renew',
    access: 'signed-in',
    body: ZNoFieldsRequest,
    data: z.array(ZServiceSubscription),
    tags,
  }),
  /** It runs to the end of the paid period; the message says until when. */
  cancelService: defineEndpoint({
    method: 'POST',
    path: '/api/orders/service-subscriptions/cancel',
    summary: 'Subscriptions: stop a service renewing',
    access: 'signed-in',
    body: ZCancelServiceRequest,
    data: ZServiceSubscription,
    tags,
  }),
  /** Subscribe to (or change to) a plan with any payment method; the card is saved for renewals. */
  createPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment/create-subscription-payment',
    summary: 'Subscriptions: subscribe to or change plan, paying now',
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZCreateSubscriptionPaymentRequest,
    data: ZSubscriptionOutcome,
    tags,
  }),
  /** The SPEC's "direct API flag" variant: an alias, the same body and answer. */
  createPaymentDirect: defineEndpoint({
    method: 'POST',
    path: '/api/payment/create-subscription-payment-direct',
    summary: 'Subscriptions: subscribe to or change plan, paying now (alias)',
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZCreateSubscriptionPaymentRequest,
    data: ZSubscriptionOutcome,
    tags,
  }),
  /** With a saved card. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/payment/create-subscription',
    summary: 'Subscriptions: subscribe to or change plan with a saved card',
    access: 'signed-in',
    rateLimit: PAYMENT_LIMIT,
    body: ZCreateSubscriptionRequest,
    data: ZSubscriptionOutcome,
    tags,
  }),
};
