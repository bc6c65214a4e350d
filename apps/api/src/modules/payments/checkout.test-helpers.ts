// Test helpers (not tests): checkout, orders and subscription calls as the web app makes them, and
// fixtures that build state through the public endpoints.
import { randomUUID } from 'node:crypto';
import { ordersEndpoints, pathOf, subscriptionEndpoints, paymentEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { coupons } from '../../db/schema';
import type { TTestContext } from '../../test/context';
import { type TSeeded, cartApi } from '../cart/cart.test-helpers';
import { newCard } from './cards.test-helpers';

type THeaders = Record<string, string>;

export function checkoutApi(ctx: TTestContext) {
  const post = (url: string, headers: THeaders, payload?: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    post,
    checkout: (headers: THeaders, body: unknown) => post(paymentEndpoints.checkout.path, headers, body),
    invoices: (headers: THeaders, body: unknown = {}) => post(ordersEndpoints.invoices.path, headers, body),
    download: (headers: THeaders, invoiceNumber: number | string) =>
      post(ordersEndpoints.invoiceDownload.path, headers, { invoiceNumber }),
    order: (headers: THeaders, orderId: string) =>
      ctx.app.inject({ method: 'GET', url: pathOf(ordersEndpoints.order, { orderId }), headers }),
    subscribe: (headers: THeaders, body: unknown) => post(subscriptionEndpoints.createPayment.path, headers, body),
    subscribeDirect: (headers: THeaders, body: unknown) =>
      post(subscriptionEndpoints.createPaymentDirect.path, headers, body),
    subscribeSaved: (headers: THeaders, body: unknown) => post(subscriptionEndpoints.create.path, headers, body),
    current: (headers: THeaders) => post(subscriptionEndpoints.current.path, headers, {}),
    cancel: (headers: THeaders) => post(subscriptionEndpoints.cancelCurrent.path, headers, {}),
    cancelByInvoice: (headers: THeaders, invoiceNumber: number) =>
      post(subscriptionEndpoints.cancelByInvoice.path, headers, { invoiceNumber }),
    profile: (headers: THeaders) => post('/api/user', headers, {}),
  };
}

/** A card for the built-in gateway's form (4242… succeeds; see TEST_CARD_BEHAVIOURS). */
export const cardPayment = (number = '4242424242424242') => newCard(number);

/** A checkout body with a fresh idempotency key. */
export const checkoutBody = (paymentMethod: unknown = cardPayment(), extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  paymentMethod,
  ...extra,
});

/**
 * Fills the caller's server cart through the cart endpoints: a UK trade mark with two extra classes,
 * the UK launch pack and a two-year .com domain with ID Protect.
 */
export async function fillCart(ctx: TTestContext, headers: THeaders, seed: TSeeded) {
  const cart = cartApi(ctx);
  const responses = [
    await cart.addItem(headers, {
      productId: seed.ukTradeMark.id,
      addOns: [{ addOnId: seed.extraClass.id, quantity: 2 }],
    }),
    await cart.addItem(headers, { groupId: seed.ukPack.id }),
    await cart.addDomain(headers, {
      domain: `launch${randomUUID().slice(0, 8)}`,
      tld: 'com',
      years: 2,
      services: [{ serviceId: seed.idProtect.id }],
    }),
  ];
  for (const res of responses) expect(res.statusCode, res.body).toBe(200);
  const read = await cart.read(headers);
  return read.json().data as { cart: { CartItems: { id: string }[] }; subtotalPence: number };
}

/** A coupon as staff would create it (issue 10 adds the admin screen). */
export async function createCoupon(ctx: TTestContext, fields: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({
      name: `SAVE-${randomUUID().slice(0, 8)}`,
      discountType: 'percent_off',
      percentOff: 10,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

export const couponById = async (ctx: TTestContext, id: string) =>
  (await ctx.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
