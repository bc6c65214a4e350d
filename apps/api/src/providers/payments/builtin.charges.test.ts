import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges, gatewaySubscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type TTestContext, createTestContext } from '../../test/context';
import { createBuiltinGateway } from './builtin.gateway';
import { CardDeclinedError, type TPaymentProvider } from './payment.provider';

let ctx: TTestContext;
let gateway: TPaymentProvider;
let clock = new Date('2026-05-15T12:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  gateway = createBuiltinGateway({ db: ctx.database.db, fingerprintSecret: 'fp', now: () => clock });
});
afterAll(() => ctx.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** A customer with one card attached (the card form of the built-in gateway). */
async function customerWithCard(
  number: string,
  expiry: { expMonth: number; expYear: number } = { expMonth: 12, expYear: 2030 },
) {
  const { customerId } = await gateway.createCustomer({ email: 'grace@example.test', name: 'Grace' });
  const { paymentMethodId } = await gateway.createCardPaymentMethod({ number, cvc: '123', ...expiry });
  await gateway.attachPaymentMethod(customerId, paymentMethodId);
  await gateway.setDefaultPaymentMethod(customerId, paymentMethodId);
  return { customerId, paymentMethodId };
}

const charge = (customerId: string, paymentMethodId: string, amount = 1200) => ({
  customerId,
  paymentMethodId,
  amount,
  currency: 'gbp' as const,
  description: 'Launchpad order',
  metadata: { order: 'o-1' },
});

const chargesWithKey = (key: string) =>
  ctx.database.db.select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, key));

describe('built-in gateway: charges', () => {
  it('charges a 4242 card and records the charge in its books', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('4242424242424242');
    const key = randomUUID();
    const result = await gateway.createCharge(charge(customerId, paymentMethodId), { idempotencyKey: key });
    expect(result).toMatchObject({ status: 'succeeded', amount: 1200, paymentMethodId, clientSecret: null });
    expect(result.id).toMatch(/^pi_[0-9a-f]{24}$/);
    const [row] = await chargesWithKey(key);
    expect(row).toMatchObject({
      id: result.id,
      status: 'succeeded',
      amount: 1200,
      customerId,
      metadata: { order: 'o-1' },
    });
    expect(await gateway.retrieveCharge(result.id)).toMatchObject({ id: result.id, status: 'succeeded' });
  });

  it('charges a card that is not saved to the customer (a one-off card), but not another customer’s card', async () => {
    const { customerId } = await gateway.createCustomer({ email: 'a@example.test', name: 'A' });
    const { paymentMethodId } = await gateway.createCardPaymentMethod({
      number: '4242424242424242',
      cvc: '123',
      expMonth: 1,
      expYear: 2031,
    });
    const paid = await gateway.createCharge(charge(customerId, paymentMethodId), { idempotencyKey: randomUUID() });
    expect(paid.status).toBe('succeeded');

    const other = await customerWithCard('5555555555554444');
    const error = await failure(
      gateway.createCharge(charge(customerId, other.paymentMethodId), { idempotencyKey: randomUUID() }),
    );
    expect(error.message).toBe('That card belongs to another payment account.');
  });

  it.each([
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000341', 'generic_decline', 'Your card was declined.'],
  ])(
    'declines %s with %s and the processor’s message, and a retry gives the same answer',
    async (number, code, message) => {
      const { customerId } = await gateway.createCustomer({ email: 'd@example.test', name: 'D' });
      const { paymentMethodId } = await gateway.createCardPaymentMethod({
        number,
        cvc: '123',
        expMonth: 12,
        expYear: 2030,
      });
      const key = randomUUID();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const error = await failure(gateway.createCharge(charge(customerId, paymentMethodId), { idempotencyKey: key }));
        expect(error).toBeInstanceOf(CardDeclinedError);
        expect(error.message).toBe(message);
        expect((error as CardDeclinedError).declineCode).toBe(code);
      }
      const rows = await chargesWithKey(key);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', declineCode: code });
    },
  );

  it('declines a card that has expired since it was saved', async () => {
    clock = new Date('2026-05-15T12:00:00Z');
    const { customerId, paymentMethodId } = await customerWithCard('4242424242424242', { expMonth: 6, expYear: 2026 });
    clock = new Date('2026-07-02T12:00:00Z');
    const error = await failure(
      gateway.createCharge(charge(customerId, paymentMethodId), { idempotencyKey: randomUUID() }),
    );
    expect(error.message).toBe('Your card has expired.');
    clock = new Date('2026-05-15T12:00:00Z');
  });

  it('charges once for one idempotency key, also when the same request arrives ten times at once', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('4242424242424242');
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.createCharge(charge(customerId, paymentMethodId), { idempotencyKey: key }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await chargesWithKey(key)).toHaveLength(1);
  });

  it('refuses a key reused for a different charge, and amounts a card processor refuses', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('4242424242424242');
    const key = randomUUID();
    await gateway.createCharge(charge(customerId, paymentMethodId, 1000), { idempotencyKey: key });
    const reused = await failure(
      gateway.createCharge(charge(customerId, paymentMethodId, 2000), { idempotencyKey: key }),
    );
    expect(reused.code).toBe('SERVICE_UNAVAILABLE');
    const tiny = await failure(
      gateway.createCharge(charge(customerId, paymentMethodId, 29), { idempotencyKey: randomUUID() }),
    );
    expect(tiny.message).toBe('A card payment must be at least £0.30 and at most £999,999.99.');
  });

  it('has no webhooks to parse', () => {
    expect(() => gateway.parseWebhookEvent(Buffer.from('{}'), 't=1,v1=x')).toThrow(/does not send webhooks/);
  });
});

describe('built-in gateway: subscriptions and its billing run', () => {
  const run = (at: string) => gateway.runSubscriptionBilling?.(new Date(at)) ?? Promise.resolve([]);
  const subscribe = async (number: string, firstBillingAt: string) => {
    const { customerId, paymentMethodId } = await customerWithCard(number);
    return gateway.createSubscription(
      {
        customerId,
        paymentMethodId,
        amount: 3480,
        currency: 'gbp',
        interval: 'month',
        description: 'Growth (monthly)',
        firstBillingAt: new Date(firstBillingAt),
      },
      { idempotencyKey: randomUUID() },
    );
  };
  const stored = async (id: string) =>
    (await ctx.database.db.select().from(gatewaySubscriptions).where(eq(gatewaySubscriptions.id, id)))[0];

  it('bills nothing before the first billing date, then each period once, however often it runs', async () => {
    const sub = await subscribe('4242424242424242', '2030-01-31T09:00:00Z');
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(sub.currentPeriodEnd.toISOString()).toBe('2030-01-31T09:00:00.000Z');
    expect(
      (await run('2030-01-31T08:59:59Z')).filter((e) => 'subscriptionId' in e && e.subscriptionId === sub.id),
    ).toEqual([]);

    const events = (await run('2030-01-31T09:00:00Z')).filter(
      (e) => 'subscriptionId' in e && e.subscriptionId === sub.id,
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'invoice.paid',
        amount: 3480,
        billingReason: 'subscription_cycle',
        periodStart: new Date('2030-01-31T09:00:00Z'),
        // One month after 31 January is the last day of February.
        periodEnd: new Date('2030-02-28T09:00:00Z'),
        chargeId: expect.stringMatching(/^pi_/),
      }),
    ]);
    expect(await run('2030-02-01T00:00:00Z')).not.toContainEqual(expect.objectContaining({ subscriptionId: sub.id }));
    expect((await stored(sub.id))?.currentPeriodEnd.toISOString()).toBe('2030-02-28T09:00:00.000Z');
  });

  it('retries a failed renewal 1 and 3 days after the renewal date, then cancels', async () => {
    const sub = await subscribe('4000000000000341', '2031-03-01T00:00:00Z');
    const mine = async (at: string) =>
      (await run(at))
        .filter((e) => ('subscriptionId' in e ? e.subscriptionId : e.objectId) === sub.id)
        .map((e) => e.type);
    expect(await mine('2031-03-01T00:00:00Z')).toEqual(['invoice.payment_failed']);
    expect((await stored(sub.id))?.status).toBe('past_due');
    expect(await mine('2031-03-01T12:00:00Z')).toEqual([]);
    expect(await mine('2031-03-02T00:00:00Z')).toEqual(['invoice.payment_failed']);
    expect(await mine('2031-03-03T23:00:00Z')).toEqual([]);
    expect(await mine('2031-03-04T00:00:00Z')).toEqual(['invoice.payment_failed', 'customer.subscription.deleted']);
    expect((await stored(sub.id))?.status).toBe('canceled');
  });

  it('ends a subscription cancelled at period end without charging, and one cancelled now at once', async () => {
    const later = await subscribe('4242424242424242', '2032-06-01T00:00:00Z');
    expect(await gateway.cancelSubscription(later.id, 'period_end')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const events = (await run('2032-06-01T00:00:00Z')).filter(
      (e) => e.objectId === later.id || ('subscriptionId' in e && e.subscriptionId === later.id),
    );
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    const charged = await ctx.database.db
      .select()
      .from(gatewayCharges)
      .where(eq(gatewayCharges.subscriptionId, later.id));
    expect(charged).toEqual([]);

    const now = await subscribe('4242424242424242', '2032-07-01T00:00:00Z');
    expect(await gateway.cancelSubscription(now.id, 'now')).toMatchObject({ status: 'canceled' });
    expect(await run('2032-07-02T00:00:00Z')).not.toContainEqual(expect.objectContaining({ subscriptionId: now.id }));
  });

  it('refuses to subscribe with a card that is not saved to the customer', async () => {
    const { customerId } = await gateway.createCustomer({ email: 'e@example.test', name: 'E' });
    const { paymentMethodId } = await gateway.createCardPaymentMethod({
      number: '4242424242424242',
      cvc: '123',
      expMonth: 1,
      expYear: 2031,
    });
    const error = await failure(
      gateway.createSubscription(
        {
          customerId,
          paymentMethodId,
          amount: 1000,
          currency: 'gbp',
          interval: 'year',
          description: 'x',
          firstBillingAt: new Date('2031-01-01'),
        },
        { idempotencyKey: randomUUID() },
      ),
    );
    expect(error.message).toBe('Save the card to your account before subscribing with it.');
  });
});
