import { randomUUID } from 'node:crypto';
import { ordersAdminEndpoints, pathOf } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, orderRefunds } from '../../db/schema';
import { type TStripeTestServer, startStripeTestServer } from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, seededCatalog } from '../cart/cart.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';

let stripe: TStripeTestServer;
let ctx: TTestContext;
let seed: TSeeded;
beforeAll(async () => {
  stripe = await startStripeTestServer({ secretKey: 'sk_test_refunds_staff' });
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: 'sk_test_refunds_staff', STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: 'whsec_x' },
  });
  seed = await seededCatalog(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const refund = (headers: Record<string, string>, orderId: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: pathOf(ordersAdminEndpoints.refund, { orderId }),
    headers,
    payload: { idempotencyKey: randomUUID(), reason: 'Cancelled', ...body },
  });

describe('staff refunds through Stripe', () => {
  it('refunds the PaymentIntent in part then in full at Stripe, each with a credit note, never more than was paid', async () => {
    const admin = await createSignedInUser(ctx, 'admin');
    const customer = await createSignedInUser(ctx);
    await fillCart(ctx, customer.headers, seed);
    const paid = await checkoutApi(ctx).checkout(customer.headers, checkoutBody({ paymentMethodId: 'pm_card_visa' }));
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json().data.order as { id: string; totalPence: number };
    const intent = [...stripe.paymentIntents.values()].find((pi) => pi.metadata.orderId === order.id);
    expect(intent?.status).toBe('succeeded');
    const atStripe = () => [...stripe.refunds.values()].filter((row) => row.paymentIntent === intent?.id);

    const part = await refund(admin.headers, order.id, { amountPence: 2500 });
    expect(part.statusCode, part.body).toBe(200);
    expect(atStripe().map((row) => row.amount)).toEqual([2500]);

    const over = await refund(admin.headers, order.id, { amountPence: order.totalPence });
    expect(over.statusCode).toBe(400);
    expect(atStripe()).toHaveLength(1);

    const rest = await refund(admin.headers, order.id, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedPence: order.totalPence });
    expect(atStripe().map((row) => row.amount)).toEqual([2500, order.totalPence - 2500]);
    const rows = await ctx.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((row) => [row.status, row.provider])).toEqual([
      ['succeeded', 'stripe'],
      ['succeeded', 'stripe'],
    ]);
    expect(new Set(rows.map((row) => row.providerRefundId))).toEqual(new Set(atStripe().map((row) => row.id)));
    expect(await ctx.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(2);
  });
});
