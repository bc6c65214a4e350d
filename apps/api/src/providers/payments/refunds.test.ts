import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { type TTestContext, createTestContext } from '../../test/context';
import { createBuiltinGateway } from './builtin.gateway';
import type { TPaymentProvider } from './payment.provider';
import { createStripeGateway } from './stripe.gateway';
import { type TStripeTestServer, startStripeTestServer } from './stripe.test-server';

let ctx: TTestContext;
let stripe: TStripeTestServer;
beforeAll(async () => {
  ctx = await createTestContext();
  stripe = await startStripeTestServer({ secretKey: 'sk_test_refunds' });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const builtin = () => createBuiltinGateway({ db: ctx.database.db, fingerprintSecret: 'fp' });
const stripeGateway = () => createStripeGateway({ secretKey: 'sk_test_refunds', baseUrl: stripe.url });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** A succeeded charge of £50.00 on a fresh customer's card. */
async function paidCharge(gateway: TPaymentProvider, kind: 'builtin' | 'stripe') {
  const { customerId } = await gateway.createCustomer({ email: 'ada@example.test', name: 'Ada' });
  const token =
    kind === 'builtin'
      ? (
          await gateway.createCardPaymentMethod({
            number: '4242424242424242',
            expMonth: 12,
            expYear: new Date().getUTCFullYear() + 3,
            cvc: '123',
          })
        ).paymentMethodId
      : 'pm_card_visa';
  const card = await gateway.attachPaymentMethod(customerId, token);
  const charge = await gateway.createCharge(
    { customerId, paymentMethodId: card.id, amount: 5000, currency: 'gbp', description: 'Order' },
    { idempotencyKey: randomUUID() },
  );
  expect(charge.status).toBe('succeeded');
  return charge;
}

describe.each([
  ['built-in gateway', 'builtin' as const, builtin],
  ['Stripe (local wire server)', 'stripe' as const, stripeGateway],
])('refundCharge: %s', (_label, kind, make) => {
  it('refunds part of a charge, then the rest, never more, and a repeated key refunds once', async () => {
    const gateway = make();
    const charge = await paidCharge(gateway, kind);
    const key = randomUUID();
    const first = await gateway.refundCharge(
      { chargeId: charge.id, amount: 1200, reason: 'Domain taken' },
      { idempotencyKey: key },
    );
    expect(first).toMatchObject({
      chargeId: charge.id,
      amount: 1200,
      status: 'succeeded',
      id: expect.stringMatching(/^re_/),
    });
    const again = await gateway.refundCharge(
      { chargeId: charge.id, amount: 1200, reason: 'Domain taken' },
      { idempotencyKey: key },
    );
    expect(again.id).toBe(first.id);

    const tooMuch = await failure(
      gateway.refundCharge({ chargeId: charge.id, amount: 3801, reason: 'x' }, { idempotencyKey: randomUUID() }),
    );
    expect(tooMuch.statusCode).toBe(400);
    const rest = await gateway.refundCharge(
      { chargeId: charge.id, amount: 3800, reason: 'x' },
      { idempotencyKey: randomUUID() },
    );
    expect(rest.amount).toBe(3800);
    const none = await failure(
      gateway.refundCharge({ chargeId: charge.id, amount: 1, reason: 'x' }, { idempotencyKey: randomUUID() }),
    );
    expect(none.statusCode).toBe(400);
  });

  it('refuses a charge that does not exist', async () => {
    const error = await failure(
      make().refundCharge({ chargeId: 'pi_missing', amount: 100, reason: 'x' }, { idempotencyKey: randomUUID() }),
    );
    expect(error.statusCode).toBe(400);
  });
});

describe('refundCharge: Stripe wire format', () => {
  it('posts /v1/refunds with the PaymentIntent, amount, reason in metadata and the idempotency key', async () => {
    const gateway = stripeGateway();
    const charge = await paidCharge(gateway, 'stripe');
    const key = randomUUID();
    await gateway.refundCharge(
      { chargeId: charge.id, amount: 700, reason: 'Domain registration failed', metadata: { orderId: 'o1' } },
      { idempotencyKey: key },
    );
    const request = stripe.requests.find((r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === key);
    expect(request?.params).toEqual({
      payment_intent: charge.id,
      amount: '700',
      metadata: { orderId: 'o1', reason: 'Domain registration failed' },
    });
    expect([...stripe.refunds.values()].some((r) => r.paymentIntent === charge.id && r.amount === 700)).toBe(true);
  });
});
