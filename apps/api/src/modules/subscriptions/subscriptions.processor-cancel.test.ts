import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySubscriptions, outboxEffects, subscriptions } from '../../db/schema';
import type { TPaymentProvider } from '../../providers/payments/payment.provider';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, seededCatalog } from '../cart/cart.test-helpers';
import { cardPayment, checkoutApi } from '../payments/checkout.test-helpers';

let ctx: TTestContext;
let seed: TSeeded;
let realPayments: TPaymentProvider;
beforeAll(async () => {
  ctx = await createTestContext();
  seed = await seededCatalog(ctx);
  realPayments = ctx.app.deps.payments;
});
afterAll(() => {
  ctx.app.deps.payments = realPayments;
  return ctx.close();
});

const db = () => ctx.database.db;
const subscribeBody = (planId: string) => ({
  planId,
  interval: 'month' as const,
  paymentMethod: cardPayment(),
  idempotencyKey: randomUUID(),
});

describe('subscriptions: a cancel at the processor that fails is retried, not dropped', () => {
  it('keeps the cancel as an outbox row when the processor is down, and the worker cancels it later', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const api = checkoutApi(ctx);
    const started = await api.subscribe(headers, subscribeBody(seed.scale.id));
    expect(started.statusCode, started.body).toBe(200);
    const [scale] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const processorId = scale?.providerSubscriptionId;
    if (!processorId) throw new Error('no processor subscription for the plan');

    // The processor refuses every cancel for a while.
    ctx.app.deps.payments = {
      ...realPayments,
      cancelSubscription: () => Promise.reject(new Error('processor unreachable')),
    };
    try {
      // A downgrade ends the Scale subscription at the processor at period end.
      const downgraded = await api.subscribe(headers, subscribeBody(seed.growth.id));
      expect(downgraded.statusCode, downgraded.body).toBe(200);
    } finally {
      ctx.app.deps.payments = realPayments;
    }

    const pending = await db()
      .select()
      .from(outboxEffects)
      .where(and(eq(outboxEffects.kind, 'cancel_subscription'), eq(outboxEffects.status, 'pending')));
    const mine = pending.filter((row) => row.payload.providerSubscriptionId === processorId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ attempts: 1, lastError: 'Error: processor unreachable' });
    expect(
      (await db().select().from(gatewaySubscriptions).where(eq(gatewaySubscriptions.id, processorId)))[0],
    ).toMatchObject({ cancelAtPeriodEnd: false });

    // The worker's next run, once the retry is due, cancels it at the processor once.
    const run = await ctx.app.deps.outbox.run(new Date(Date.now() + 60 * 60_000));
    expect(run.delivered).toBeGreaterThanOrEqual(1);
    const [row] = await db()
      .select()
      .from(outboxEffects)
      .where(eq(outboxEffects.id, mine[0]?.id ?? ''));
    expect(row?.status).toBe('delivered');
    const [atProcessor] = await db()
      .select()
      .from(gatewaySubscriptions)
      .where(eq(gatewaySubscriptions.id, processorId));
    expect(atProcessor).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
