import { cardEndpoints, paymentEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPaymentMethods, paymentCards, users } from '../../db/schema';
import { type TStripeTestServer, startStripeTestServer } from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser } from '../../test/context';
import { cardsApi, createCardsTestContext, newCard } from './cards.test-helpers';

/*
 * Issue 20: saving a card whose bank asks for 3-D Secure. The add answers 202 with the SetupIntent the
 * page runs the bank's step for; POST /api/user/cards/confirm then saves the card only if the
 * processor says the intent succeeded. A failed step saves nothing.
 */

type THeaders = Record<string, string>;
const THREE_D_SECURE = '4000002500003155';

const post = (ctx: TTestContext, url: string, headers: THeaders, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const cardsOf = (ctx: TTestContext, userId: string) =>
  ctx.database.db.select().from(paymentCards).where(eq(paymentCards.userId, userId));

describe('saving a 3-D Secure card with the built-in gateway', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createCardsTestContext();
  });
  afterAll(() => ctx.close());

  async function startSaving() {
    const signedIn = await createSignedInUser(ctx);
    const res = await cardsApi(ctx).add(signedIn.headers, newCard(THREE_D_SECURE));
    expect(res.statusCode, res.body).toBe(202);
    const data: { status: string; setupIntentId: string; clientSecret: string } = res.json().data;
    return { ...signedIn, ...data, message: res.json().message as string };
  }

  it('asks for the bank’s step, saves nothing until it is completed, then saves the card as primary', async () => {
    const { user, headers, status, setupIntentId, clientSecret, message } = await startSaving();
    expect(status).toBe('requires_action');
    expect(message).toBe('Your bank needs you to confirm this card.');
    expect(setupIntentId).toMatch(/^seti_/);
    expect(clientSecret.startsWith(`${setupIntentId}_secret_`)).toBe(true);
    expect(await cardsOf(ctx, user.id)).toEqual([]);

    // Finalising before the bank's step saves nothing.
    const early = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not confirmed this card yet/);
    expect(await cardsOf(ctx, user.id)).toEqual([]);

    const bank = await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, {
      clientSecret,
      outcome: 'complete',
    });
    expect(bank.json().data).toEqual({ status: 'succeeded' });
    // A card saved is not a payment: the bank's step says so.
    expect(bank.json().message).toBe('Card confirmed with your bank.');
    const saved = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ brand: 'visa', last4: '3155', isPrimary: true });

    // Asked again (a retried request): the same card, not a second one.
    const again = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(saved.json().data.id);
    const list = await cardsApi(ctx).list(headers);
    expect(list.json().data).toEqual([saved.json().data]);
  });

  it('saves nothing when the bank’s step fails, and says why', async () => {
    const { user, headers, setupIntentId, clientSecret } = await startSaving();
    const bank = await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, { clientSecret, outcome: 'fail' });
    expect(bank.json().data).toEqual({ status: 'failed' });
    expect(bank.json().message).toBe('Your bank did not confirm the card.');
    // Completing it afterwards changes nothing: the step was answered.
    await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, { clientSecret, outcome: 'complete' });

    const res = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/unable to authenticate your payment method/);
    expect(await cardsOf(ctx, user.id)).toEqual([]);
    const [customer] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const attached = await ctx.database.db
      .select()
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.customerId, customer?.paymentCustomerId ?? ''));
    expect(attached).toEqual([]);
  });

  it('lets nobody else answer the bank’s step or save the card', async () => {
    const { user, headers, setupIntentId, clientSecret } = await startSaving();
    const other = await createSignedInUser(ctx);
    // The other person has a payment account of their own.
    expect((await cardsApi(ctx).add(other.headers, newCard('4242424242424242'))).statusCode).toBe(201);

    const bank = await post(ctx, paymentEndpoints.builtinAuthenticate.path, other.headers, {
      clientSecret,
      outcome: 'complete',
    });
    expect(bank.statusCode).toBe(404);
    const stolen = await post(ctx, cardEndpoints.confirm.path, other.headers, { setupIntentId });
    expect(stolen.statusCode).toBe(404);
    const forged = await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, {
      clientSecret: `${setupIntentId}_secret_000000000000000000000000`,
      outcome: 'complete',
    });
    expect(forged.statusCode).toBe(404);
    expect(await cardsOf(ctx, user.id)).toEqual([]);
    expect(await cardsOf(ctx, other.user.id)).toHaveLength(1);
  });

  it('refuses a setupIntentId that is not one', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId: 'pm_123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/setupIntentId/);
    const unknown = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId: 'seti_unknown' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('saving a 3-D Secure card through Stripe (the local Stripe wire server)', () => {
  let stripe: TStripeTestServer;
  let ctx: TTestContext;
  beforeAll(async () => {
    stripe = await startStripeTestServer({ secretKey: 'sk_test_3ds' });
    ctx = await createCardsTestContext({ STRIPE_SECRET_KEY: 'sk_test_3ds', STRIPE_API_URL: stripe.url });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function startSaving() {
    const signedIn = await createSignedInUser(ctx);
    const res = await cardsApi(ctx).add(signedIn.headers, { paymentMethodId: 'pm_card_threeDSecure2Required' });
    expect(res.statusCode, res.body).toBe(202);
    const data: { setupIntentId: string; clientSecret: string } = res.json().data;
    return { ...signedIn, ...data };
  }

  it('answers the SetupIntent’s client secret, and saves the card once Stripe says the bank confirmed it', async () => {
    const { user, headers, setupIntentId, clientSecret } = await startSaving();
    expect(setupIntentId).toMatch(/^seti_/);
    expect(clientSecret).toBe(stripe.setupIntents.get(setupIntentId)?.clientSecret);
    expect(await cardsOf(ctx, user.id)).toEqual([]);

    // Stripe.js ran the bank's step in the browser.
    stripe.completeSetupAuthentication(setupIntentId, true);
    const saved = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ last4: '3220', isPrimary: true });
    const [row] = await cardsOf(ctx, user.id);
    const [customer] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.providerPaymentMethodId).toBe(stripe.setupIntents.get(setupIntentId)?.paymentMethod);
    expect(stripe.customers.get(customer?.paymentCustomerId ?? '')?.defaultPaymentMethod).toBe(
      row?.providerPaymentMethodId,
    );
  });

  it('saves nothing when the bank’s step failed', async () => {
    const { user, headers, setupIntentId } = await startSaving();
    stripe.completeSetupAuthentication(setupIntentId, false);
    const res = await post(ctx, cardEndpoints.confirm.path, headers, { setupIntentId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/unable to authenticate your payment method/);
    expect(await cardsOf(ctx, user.id)).toEqual([]);
  });

  it('answers another person’s SetupIntent like a missing one', async () => {
    const { user, setupIntentId } = await startSaving();
    stripe.completeSetupAuthentication(setupIntentId, true);
    const other = await createSignedInUser(ctx);
    expect((await cardsApi(ctx).add(other.headers, { paymentMethodId: 'pm_card_visa' })).statusCode).toBe(201);
    const res = await post(ctx, cardEndpoints.confirm.path, other.headers, { setupIntentId });
    expect(res.statusCode).toBe(404);
    expect(await cardsOf(ctx, user.id)).toEqual([]);
    expect(await cardsOf(ctx, other.user.id)).toHaveLength(1);
  });
});
