import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges, invoices, orders, payments } from '../../db/schema';
import { builtinChargeLookup } from '../../providers/payments/charge-lookup';
import { PaymentProviderError, type TPaymentProvider } from '../../providers/payments/payment.provider';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi } from '../cart/cart.test-helpers';
import { type TJobQueue, startJobQueue } from '../jobs/jobs-queue.service';
import { cardPayment, checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';
import { paymentReconcileJob } from '../../flows/reconcile-payments';
import { NOTHING_CHARGED, type TReconcileResult } from './reconcile.service';

const { ctx, seed } = useSeededContext();
const api = checkoutApi(ctx);
let realPayments: TPaymentProvider;
beforeAll(async () => {
  realPayments = ctx.app.deps.payments;
});

const GRACE_MS = 60_000;
const db = () => ctx.database.db;
const log = { info: () => undefined, error: () => undefined };

/** The process "dies" at this point of the charge: before the processor is asked, or after it answered. */
function crashCharges(when: 'before' | 'after') {
  const lost = () =>
    new PaymentProviderError('SERVICE_UNAVAILABLE', 'The payment service is unavailable right now.', {
      httpStatus: 503,
    });
  ctx.app.deps.payments = {
    ...realPayments,
    createCharge: async (input, options) => {
      if (when === 'before') throw lost();
      // The processor decides (charges or declines), then its answer is lost with the process.
      await realPayments.createCharge(input, options).then(
        () => undefined,
        () => undefined,
      );
      throw lost();
    },
  };
}
const restore = () => {
  ctx.app.deps.payments = realPayments;
};

let queue: TJobQueue;
beforeAll(async () => {
  const job = paymentReconcileJob({ ...ctx.app.deps, log }, { lookup: builtinChargeLookup(db()), graceMs: GRACE_MS });
  queue = await startJobQueue({ database: ctx.database, log }, [job], {
    offerEveryMs: 0,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(() => queue.stop());

/** One run of the reconciliation job through the job queue, with the clock `afterMs` after now. */
async function runJob(afterMs: number) {
  const outcome = await queue.runNow('payment-reconciliation', new Date(Date.now() + afterMs));
  expect(outcome.state).toBe('completed');
  return outcome.output as TReconcileResult;
}
let clock = GRACE_MS + 1_000;
const runJobLater = () => {
  clock += 120_000;
  return runJob(clock);
};

async function orderState(idempotencyKey: string) {
  const [order] = await db().select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) throw new Error('no order for the key');
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  const [invoiceCount] = await db().select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id));
  const [chargeCount] = await db()
    .select({ n: count() })
    .from(gatewayCharges)
    .where(eq(gatewayCharges.idempotencyKey, idempotencyKey));
  return { order, payment, invoices: invoiceCount?.n ?? 0, charges: chargeCount?.n ?? 0 };
}

describe('checkout repairs itself: orders left pending_payment', () => {
  it('settles an order whose charge went through before the process stopped: paid, one invoice, one charge, cart emptied, receipt sent', async () => {
    const signedIn = await createSignedInUser(ctx, 'customer');
    await fillCart(ctx, signedIn.headers, seed);
    const body = checkoutBody(cardPayment());
    crashCharges('after');
    try {
      const res = await api.checkout(signedIn.headers, body);
      expect(res.statusCode).toBe(503);
    } finally {
      restore();
    }
    const before = await orderState(body.idempotencyKey);
    expect(before.order.status).toBe('pending_payment');
    expect(before.payment?.providerPaymentId).toBeNull();
    expect(before.charges).toBe(1);
    expect(before.invoices).toBe(0);

    // Within the grace period the job leaves it alone (the checkout may still be finishing).
    expect(await runJob(0)).toMatchObject({ settled: 0 });
    expect((await orderState(body.idempotencyKey)).order.status).toBe('pending_payment');

    expect(await runJobLater()).toMatchObject({ settled: 1, errors: 0 });
    const after = await orderState(body.idempotencyKey);
    expect(after.order.status).toBe('paid');
    expect(after.payment?.status).toBe('succeeded');
    expect(after.payment?.providerPaymentId).toMatch(/^pi_/);
    expect(after.invoices).toBe(1);
    expect(after.charges).toBe(1);
    const cart = await cartApi(ctx).read(signedIn.headers);
    expect(cart.json().data.cart.CartItems).toEqual([]);
    const receipts = (await readOutbox(ctx, signedIn.user.email)).filter((m) => m.template === 'order_receipt');
    expect(receipts).toHaveLength(1);

    // Another run, and the customer pressing Pay again with the same key, change nothing.
    await runJobLater();
    const again = await api.checkout(signedIn.headers, body);
    expect(again.statusCode).toBe(200);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, after.order.id));
    expect(again.json().data.order.invoiceNumber).toBe(invoice?.invoiceNumber);
    const final = await orderState(body.idempotencyKey);
    expect(final.invoices).toBe(1);
    expect(final.charges).toBe(1);
  });

  it('fails an order whose charge never reached the processor, and the customer can pay again', async () => {
    const signedIn = await createSignedInUser(ctx, 'customer');
    await fillCart(ctx, signedIn.headers, seed);
    const body = checkoutBody(cardPayment());
    crashCharges('before');
    try {
      expect((await api.checkout(signedIn.headers, body)).statusCode).toBe(503);
    } finally {
      restore();
    }
    expect((await orderState(body.idempotencyKey)).charges).toBe(0);

    await runJobLater();
    const failed = await orderState(body.idempotencyKey);
    expect(failed.order.status).toBe('payment_failed');
    expect(failed.order.failureMessage).toBe(NOTHING_CHARGED);
    expect(failed.payment?.status).toBe('failed');
    expect(failed.invoices).toBe(0);
    expect(failed.charges).toBe(0);
    // The cart is as it was, and paying again (a new attempt) goes through once.
    const cart = await cartApi(ctx).read(signedIn.headers);
    expect(cart.json().data.cart.CartItems.length).toBeGreaterThan(0);
    const retry = await api.checkout(signedIn.headers, checkoutBody(cardPayment()));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.status).toBe('paid');
  });

  it('fails an order whose charge was declined after all, without charging', async () => {
    const signedIn = await createSignedInUser(ctx, 'customer');
    await fillCart(ctx, signedIn.headers, seed);
    const body = checkoutBody(cardPayment('4000000000000002'));
    crashCharges('after');
    try {
      expect((await api.checkout(signedIn.headers, body)).statusCode).toBe(503);
    } finally {
      restore();
    }
    await runJobLater();
    const state = await orderState(body.idempotencyKey);
    expect(state.order.status).toBe('payment_failed');
    expect(state.order.failureMessage).toBe('Your card was declined.');
    expect(state.invoices).toBe(0);
  });
});
