import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { CardDeclinedError } from './payment.provider';
import { createStripeGateway } from './stripe.gateway';
import { type TStripeTestServer, startStripeTestServer } from './stripe.test-server';
import { signStripeWebhook } from './stripe.test-server.wire';

const SECRET = 'whsec_test_checkout';
let server: TStripeTestServer;
beforeAll(async () => {
  server = await startStripeTestServer({ secretKey: 'sk_test_checkout' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const gateway = () =>
  createStripeGateway({ secretKey: 'sk_test_checkout', baseUrl: server.url, webhookSecret: SECRET });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function customerWithCard(token = 'pm_card_visa') {
  const { customerId } = await gateway().createCustomer({ email: 'mary@example.test', name: 'Mary' });
  const card = await gateway().attachPaymentMethod(customerId, token);
  return { customerId, paymentMethodId: card.id };
}

const chargeInput = (customerId: string, paymentMethodId: string, amount = 4200) => ({
  customerId,
  paymentMethodId,
  amount,
  currency: 'gbp' as const,
  description: 'Launchpad order 1',
  metadata: { orderId: 'o-1' },
});

describe('stripe adapter: charges as PaymentIntents', () => {
  it('confirms a PaymentIntent with the saved card, sending our idempotency key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const key = randomUUID();
    const charge = await gateway().createCharge(chargeInput(customerId, paymentMethodId), { idempotencyKey: key });
    expect(charge).toMatchObject({ status: 'succeeded', amount: 4200, paymentMethodId, clientSecret: null });
    expect(charge.id).toMatch(/^pi_/);
    const request = server.requests.find((r) => r.path === '/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe(key);
    expect(request?.params).toMatchObject({
      amount: '4200',
      currency: 'gbp',
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: 'true',
      allowed_payment_method_types: { 0: 'card' },
      use_stripe_sdk: 'true',
      metadata: { orderId: 'o-1' },
    });

    // The same key again is answered from Stripe's idempotency store: no second PaymentIntent.
    const again = await gateway().createCharge(chargeInput(customerId, paymentMethodId), { idempotencyKey: key });
    expect(again.id).toBe(charge.id);
    expect([...server.paymentIntents.values()].filter((pi) => pi.customer === customerId)).toHaveLength(1);
    expect(await gateway().retrieveCharge(charge.id)).toMatchObject({ id: charge.id, status: 'succeeded' });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
  ])('relays the decline of %s as the cardholder’s message', async (token, message) => {
    const { customerId } = await gateway().createCustomer({ email: 'x@example.test', name: 'X' });
    const error = await failure(
      gateway().createCharge(chargeInput(customerId, token), { idempotencyKey: randomUUID() }),
    );
    expect(error).toBeInstanceOf(CardDeclinedError);
    expect(error.message).toBe(message);
    expect(error.statusCode).toBe(422);
  });

  it('declines at charge time a card that attached fine (4000 0000 0000 0341)', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('pm_card_chargeCustomerFail');
    const error = await failure(
      gateway().createCharge(chargeInput(customerId, paymentMethodId), { idempotencyKey: randomUUID() }),
    );
    expect(error.message).toBe('Your card was declined.');
  });

  it('reports a payment that needs the bank’s authentication, and its outcome once the cardholder completes it', async () => {
    const { customerId } = await gateway().createCustomer({ email: 'y@example.test', name: 'Y' });
    const charge = await gateway().createCharge(chargeInput(customerId, 'pm_card_authenticationRequired'), {
      idempotencyKey: randomUUID(),
    });
    expect(charge.status).toBe('requires_action');
    expect(charge.clientSecret).toMatch(new RegExp(`^${charge.id}_secret_`));
    server.completeAuthentication(charge.id);
    expect(await gateway().retrieveCharge(charge.id)).toMatchObject({ status: 'succeeded', clientSecret: null });
  });
});

describe('stripe adapter: subscriptions', () => {
  it('creates a product and a subscription whose first period is a trial until the first billing date', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const firstBillingAt = new Date(Date.now() + 30 * 86_400_000);
    const key = randomUUID();
    const sub = await gateway().createSubscription(
      {
        customerId,
        paymentMethodId,
        amount: 3480,
        currency: 'gbp',
        interval: 'month',
        description: 'Growth (monthly)',
        firstBillingAt,
        metadata: { subscriptionId: 's-1' },
      },
      { idempotencyKey: key },
    );
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(sub.currentPeriodEnd.getTime()).toBe(Math.floor(firstBillingAt.getTime() / 1000) * 1000);
    const product = server.requests.find((r) => r.path === '/v1/products');
    expect(product?.headers['idempotency-key']).toBe(`${key}:product`);
    const created = server.requests.find((r) => r.path === '/v1/subscriptions');
    expect(created?.headers['idempotency-key']).toBe(key);
    expect(created?.params).toMatchObject({
      customer: customerId,
      default_payment_method: paymentMethodId,
      trial_end: String(Math.floor(firstBillingAt.getTime() / 1000)),
      items: { 0: { price_data: { currency: 'gbp', unit_amount: '3480', recurring: { interval: 'month' } } } },
    });

    expect(await gateway().cancelSubscription(sub.id, 'period_end')).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await gateway().cancelSubscription(sub.id, 'now')).toMatchObject({ status: 'canceled' });
    expect(server.requests.at(-1)?.method).toBe('DELETE');
  });
});

describe('stripe adapter: webhooks', () => {
  const latest = (type: string) => {
    const event = server.events.findLast((e) => e.type === type);
    if (!event) throw new Error(`no ${type} event`);
    return event;
  };

  it('accepts a correctly signed event and reads what each type needs', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const charge = await gateway().createCharge(chargeInput(customerId, paymentMethodId), {
      idempotencyKey: randomUUID(),
    });
    const { payload, signature } = server.webhook(latest('payment_intent.succeeded'), SECRET);
    expect(gateway().parseWebhookEvent(Buffer.from(payload), signature)).toMatchObject({
      type: 'payment_intent.succeeded',
      objectId: charge.id,
    });

    const firstBillingAt = new Date(Date.now() + 3_600_000);
    const sub = await gateway().createSubscription(
      {
        customerId,
        paymentMethodId,
        amount: 1080,
        currency: 'gbp',
        interval: 'month',
        description: 'Starter',
        firstBillingAt,
      },
      { idempotencyKey: randomUUID() },
    );
    const trial = server.webhook(latest('invoice.paid'), SECRET);
    expect(gateway().parseWebhookEvent(Buffer.from(trial.payload), trial.signature)).toMatchObject({
      type: 'invoice.paid',
      subscriptionId: sub.id,
      amount: 0,
      billingReason: 'subscription_create',
    });

    server.advanceClock(new Date(firstBillingAt.getTime() + 1000));
    const renewal = server.webhook(latest('invoice.paid'), SECRET);
    const event = gateway().parseWebhookEvent(Buffer.from(renewal.payload), renewal.signature);
    expect(event).toMatchObject({
      type: 'invoice.paid',
      subscriptionId: sub.id,
      amount: 1080,
      billingReason: 'subscription_cycle',
      periodStart: new Date(Math.floor(firstBillingAt.getTime() / 1000) * 1000),
    });
    expect(event.type === 'invoice.paid' && event.periodEnd > event.periodStart).toBe(true);
  });

  it('reads a dispute (chargeback) as the charge it is about', () => {
    const dispute = {
      id: 'evt_dispute',
      object: 'event',
      type: 'charge.dispute.created',
      data: { object: { id: 'dp_1', object: 'dispute', charge: 'ch_1', payment_intent: 'pi_disputed' } },
    };
    const payload = JSON.stringify(dispute);
    expect(gateway().parseWebhookEvent(Buffer.from(payload), signStripeWebhook(payload, SECRET))).toEqual({
      id: 'evt_dispute',
      type: 'charge.dispute.created',
      objectId: 'dp_1',
      paymentIntentId: 'pi_disputed',
    });
  });

  it('refuses a wrong signature, a changed body, a stale timestamp and a missing header', () => {
    const event = { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } };
    const payload = JSON.stringify(event);
    const check = (body: string, header: string | undefined) => () =>
      gateway().parseWebhookEvent(Buffer.from(body), header);
    expect(check(payload, signStripeWebhook(payload, 'whsec_wrong'))).toThrow(/no signature matches/);
    expect(check(payload.replace('pi_1', 'pi_2'), signStripeWebhook(payload, SECRET))).toThrow(/no signature matches/);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(check(payload, signStripeWebhook(payload, SECRET, stale))).toThrow(/outside the tolerance/);
    expect(check(payload, undefined)).toThrow(/header is missing/);
    expect(check(payload, 'garbage')).toThrow(/no timestamp or no v1/);
    expect(check(payload, signStripeWebhook(payload, SECRET))).not.toThrow();
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const unsigned = createStripeGateway({ secretKey: 'sk_test_checkout', baseUrl: server.url });
    expect(() => unsigned.parseWebhookEvent(Buffer.from('{}'), 't=1,v1=00')).toThrow(/not configured/);
  });
});
