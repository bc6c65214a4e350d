import { randomUUID } from 'node:crypto';
import { priceSummary } from '@launchpad/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, gatewayCharges, invoices, orders, payments } from '../../db/schema';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi } from '../cart/cart.test-helpers';
import { cardsApi, newCard } from './cards.test-helpers';
import { cardPayment, checkoutApi, checkoutBody, createCoupon, fillCart } from './checkout.test-helpers';

const { ctx, seed } = useSeededContext();
const api = checkoutApi(ctx);

const db = () => ctx.database.db;
const chargesFor = async (key: string) =>
  db().select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, key));
const ordersFor = async (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));
const invoicesOf = async (orderIds: string[]) =>
  orderIds.length ? db().select().from(invoices).where(inArray(invoices.orderId, orderIds)) : [];

async function customerWithCart() {
  const signedIn = await createSignedInUser(ctx, 'customer', { name: 'Ada Lovelace' });
  const cart = await fillCart(ctx, signedIn.headers, seed);
  return { ...signedIn, cart };
}

describe('checkout: paying for the server cart', () => {
  it('charges the cart with VAT added once, records a paid order with an invoice, empties the cart and mails a receipt', async () => {
    const { user, headers, cart } = await customerWithCart();
    const body = checkoutBody(cardPayment('4242 4242 4242 4242'));
    const res = await api.checkout(headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const { status, order, clientSecret } = res.json().data;
    expect(status).toBe('paid');
    expect(clientSecret).toBeNull();

    const summary = priceSummary(cart.subtotalPence);
    expect(order).toMatchObject({
      status: 'paid',
      subtotalPence: summary.subtotal,
      discountPence: 0,
      vatPence: summary.vat,
      totalPence: summary.total,
      vatRatePercent: 20,
      currency: 'GBP',
      buyer: { name: 'Ada Lovelace', email: user.email, country: 'GB' },
      invoiceNumber: expect.any(Number),
    });
    // Frozen lines: the trade mark with its add-on, the pack, the domain with its service, linked by parent.
    const kinds = order.lines.map((line: { kind: string }) => line.kind);
    expect(kinds).toEqual(['product', 'add_on', 'group', 'domain', 'service']);
    const domain = order.lines.find((line: { kind: string }) => line.kind === 'domain');
    const service = order.lines.find((line: { kind: string }) => line.kind === 'service');
    expect(domain).toMatchObject({
      years: 2,
      description: expect.stringMatching(/^Domain registration: launch.+\.com$/),
    });
    expect(service.parentLineId).toBe(domain.id);
    expect(order.lines.reduce((sum: number, line: { amountPence: number }) => sum + line.amountPence, 0)).toBe(
      cart.subtotalPence,
    );
    // Staff fulfil the formation lines; the domain and its services are registered at once (issue 6).
    for (const line of order.lines) {
      const registered = line.id === domain.id || line.parentLineId === domain.id;
      expect(line).toMatchObject(
        registered
          ? {
              fulfilmentStatus: 'completed',
              timeline: [{ status: 'received' }, { status: 'submitted' }, { status: 'completed' }],
            }
          : { fulfilmentStatus: 'received', timeline: [{ status: 'received' }] },
      );
    }

    // The processor charged exactly the total once, under the client's idempotency key.
    const charges = await chargesFor(body.idempotencyKey);
    expect(charges).toEqual([expect.objectContaining({ amount: summary.total, status: 'succeeded' })]);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      status: 'succeeded',
      providerPaymentId: charges[0]?.id,
      amountPence: summary.total,
    });

    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toEqual([]);
    const [receipt] = await readOutbox(ctx, user.email);
    expect(receipt).toMatchObject({
      template: 'order_receipt',
      subject: `Your Launchpad receipt: invoice ${order.invoiceNumber}`,
    });
    expect(receipt?.text).toContain('VAT 20%');
  });

  it('pays with a saved card (cardId)', async () => {
    const { headers } = await customerWithCart();
    const saved = await cardsApi(ctx).add(headers, newCard('5555555555554444'));
    expect(saved.statusCode).toBe(201);
    const res = await api.checkout(headers, checkoutBody({ cardId: saved.json().data.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('paid');
  });

  it('pays with a card token from the card form (paymentMethodId)', async () => {
    const { headers } = await customerWithCart();
    const { paymentMethodId } = await ctx.app.deps.payments.createCardPaymentMethod(newCard('4242424242424242').card);
    const res = await api.checkout(headers, checkoutBody({ paymentMethodId }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.status).toBe('paid');
  });

  it("refuses another customer's saved card as not found, and charges nothing", async () => {
    const owner = await createSignedInUser(ctx);
    const saved = await cardsApi(ctx).add(owner.headers, newCard('4242424242424242'));
    const { headers } = await customerWithCart();
    const body = checkoutBody({ cardId: saved.json().data.id });
    const res = await api.checkout(headers, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Card not found.' });
    expect(await chargesFor(body.idempotencyKey)).toEqual([]);
  });
});

describe('checkout: declined cards', () => {
  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ])(
    '%s: 422 with the processor’s message, the order failed with the reason, the cart intact',
    async (number, message) => {
      const { headers, cart } = await customerWithCart();
      const body = checkoutBody(cardPayment(number));
      const res = await api.checkout(headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message });

      const [order] = await ordersFor(body.idempotencyKey);
      expect(order).toMatchObject({ status: 'payment_failed', failureMessage: message });
      expect(await invoicesOf([order?.id ?? ''])).toEqual([]);
      const after = (await cartApi(ctx).read(headers)).json().data;
      expect(after.cart.CartItems.map((item: { id: string }) => item.id)).toEqual(
        cart.cart.CartItems.map((item) => item.id),
      );

      // The same attempt sent again gives the same answer and charges nothing more.
      const again = await api.checkout(headers, body);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(message);
      expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);

      // A new attempt with a good card succeeds.
      const retry = await api.checkout(headers, checkoutBody(cardPayment()));
      expect(retry.statusCode).toBe(200);
    },
  );

  it('refuses card details that fail the checks (an expired date) before anything is charged', async () => {
    const { headers } = await customerWithCart();
    const res = await api.checkout(headers, checkoutBody(newCard('4242424242424242', { expYear: 2020 })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expYear|expired/i);
  });
});

describe('checkout: a double submit charges once', () => {
  it('answers the same key a second time with the same order, one charge and one invoice', async () => {
    const { headers } = await customerWithCart();
    const body = checkoutBody();
    const first = await api.checkout(headers, body);
    const second = await api.checkout(headers, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.order.id).toBe(first.json().data.order.id);
    expect(second.json().data.order.invoiceNumber).toBe(first.json().data.order.invoiceNumber);
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    const placed = await ordersFor(body.idempotencyKey);
    expect(placed).toHaveLength(1);
    expect(await invoicesOf(placed.map((o) => o.id))).toHaveLength(1);
  });

  it('answers the same key sent five times at once with one order, one charge and one invoice', async () => {
    const { headers } = await customerWithCart();
    const body = checkoutBody();
    const responses = await Promise.all(Array.from({ length: 5 }, () => api.checkout(headers, body)));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(responses.map((res) => res.json().data.order.id)).size).toBe(1);
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    const placed = await ordersFor(body.idempotencyKey);
    expect(placed).toHaveLength(1);
    expect(await invoicesOf(placed.map((o) => o.id))).toHaveLength(1);
  });

  it("refuses another customer's idempotency key without charging", async () => {
    const first = await customerWithCart();
    const body = checkoutBody();
    expect((await api.checkout(first.headers, body)).statusCode).toBe(200);
    const other = await customerWithCart();
    const res = await api.checkout(other.headers, body);
    expect(res.statusCode).toBe(409);
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    expect((await cartApi(ctx).read(other.headers)).json().data.cart.CartItems).toHaveLength(3);
  });
});

describe('checkout: invoice numbers', () => {
  it('numbers 20 concurrent checkouts by different customers contiguously, without gaps or repeats', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()));
    const responses = await Promise.all(customers.map(({ headers }) => api.checkout(headers, checkoutBody())));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const numbers = responses.map((res) => res.json().data.order.invoiceNumber as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
    // And across the whole table: 1..N with nothing missing.
    const all = (await db().select({ n: invoices.invoiceNumber }).from(invoices))
      .map((row) => row.n)
      .sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, index) => index + 1));
  }, 60_000);
});

describe('checkout: coupons', () => {
  it('takes the coupon off before VAT and records its redemption with the invoice and commission', async () => {
    const influencer = await createSignedInUser(ctx, 'influencer');
    const coupon = await createCoupon(ctx, { percentOff: 10, influencerId: influencer.user.id, commissionRateBp: 500 });
    const { user, headers, cart } = await customerWithCart();
    const res = await api.checkout(headers, checkoutBody(cardPayment(), { couponCode: coupon.name.toLowerCase() }));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order;
    const discount = Math.round(cart.subtotalPence / 10);
    const summary = priceSummary(cart.subtotalPence, discount);
    expect(order).toMatchObject({
      couponName: coupon.name,
      discountPence: discount,
      vatPence: summary.vat,
      totalPence: summary.total,
    });
    expect(order.lines.reduce((sum: number, line: { discountPence: number }) => sum + line.discountPence, 0)).toBe(
      discount,
    );

    const redemptions = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toEqual([
      expect.objectContaining({
        userId: user.id,
        orderId: order.id,
        invoiceNumber: order.invoiceNumber,
        subtotalPence: cart.subtotalPence,
        discountPence: discount,
        commissionPence: Math.round(summary.net * 0.05),
      }),
    ]);
  });

  it('refuses an expired coupon with its reason and creates no order', async () => {
    const coupon = await createCoupon(ctx, { redeemBy: new Date('2020-01-01T00:00:00Z') });
    const { headers } = await customerWithCart();
    const body = checkoutBody(cardPayment(), { couponCode: coupon.name });
    const res = await api.checkout(headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect(await ordersFor(body.idempotencyKey)).toEqual([]);
  });

  it('does not record a redemption when the payment fails', async () => {
    const coupon = await createCoupon(ctx);
    const { headers } = await customerWithCart();
    const res = await api.checkout(headers, checkoutBody(cardPayment('4000000000000002'), { couponCode: coupon.name }));
    expect(res.statusCode).toBe(422);
    const [used] = await db()
      .select({ value: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(used?.value).toBe(0);
  });
});

describe('checkout: bad requests', () => {
  it('says the cart is empty (400)', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await api.checkout(headers, checkoutBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty. Add something before checking out.');
  });

  it('needs a signed-in customer', async () => {
    const res = await api.checkout({}, checkoutBody());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      { paymentMethod: { cardId: randomUUID(), paymentMethodId: 'pm_x' } },
      /exactly one of cardId, card or paymentMethodId/,
    ],
    [{ paymentMethod: {} }, /exactly one of cardId, card or paymentMethodId/],
    [{ idempotencyKey: 'not-a-uuid' }, /^Idempotency key must be a UUID/],
    [{ price: 1 }, /Unknown field/],
  ])('refuses a malformed body %j with a readable message', async (change, message) => {
    const { headers } = await customerWithCart();
    const res = await api.checkout(headers, { ...checkoutBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
