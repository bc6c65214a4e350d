import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPaymentMethods, paymentCards, users } from '../../db/schema';
import { type TStripeTestServer, startStripeTestServer } from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser } from '../../test/context';
import { cardsApi, createCardsTestContext, newCard } from './cards.test-helpers';

let stripe: TStripeTestServer;
let ctx: TTestContext;
let api: ReturnType<typeof cardsApi>;

beforeAll(async () => {
  stripe = await startStripeTestServer({ secretKey: 'sk_test_x' });
  ctx = await createCardsTestContext({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: stripe.url });
  api = cardsApi(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

type TCard = { id: string; brand: string; last4: string; isPrimary: boolean };
const paymentMethodOf = async (cardId: string) => {
  const [row] = await ctx.database.db.select().from(paymentCards).where(eq(paymentCards.id, cardId));
  return row?.providerPaymentMethodId ?? '';
};
const customerOf = async (userId: string) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row?.paymentCustomerId ?? '';
};

describe('cards through Stripe: the whole life of a saved card over HTTP', () => {
  it('uses the Stripe adapter when STRIPE_SECRET_KEY is set', () => {
    expect(ctx.app.deps.payments.name).toBe('stripe');
  });

  it('adds, lists, sets the primary card and deletes, keeping Stripe in step', async () => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', { name: 'Katherine Johnson' });

    const visaRes = await api.add(headers, { paymentMethodId: 'pm_card_visa' });
    expect(visaRes.statusCode, visaRes.body).toBe(201);
    const visa: TCard = visaRes.json().data;
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', isPrimary: true });

    // The Stripe customer was created for this person and remembered; the first card is its default.
    const customerId = await customerOf(user.id);
    expect(stripe.customers.get(customerId)).toMatchObject({ email: user.email, name: 'Katherine Johnson' });
    const visaPm = await paymentMethodOf(visa.id);
    expect(visaPm).toMatch(/^pm_\w+$/);
    expect(visaPm).not.toBe('pm_card_visa'); // the id Stripe minted is kept, not the test token
    expect(stripe.paymentMethods.get(visaPm)?.customer).toBe(customerId);
    expect(stripe.customers.get(customerId)?.defaultPaymentMethod).toBe(visaPm);

    // A card tokenised in the browser by Stripe.js.
    const token = stripe.tokenise({ number: '5555555555554444', brand: 'mastercard', expMonth: 8, expYear: 2032 });
    const mcRes = await api.add(headers, { paymentMethodId: token });
    expect(mcRes.statusCode).toBe(201);
    const mastercard: TCard = mcRes.json().data;
    expect(mcRes.json().data).toEqual({
      id: mastercard.id,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2032,
      isPrimary: false,
    });
    const amex: TCard = (await api.add(headers, { paymentMethodId: 'pm_card_amex' })).json().data;

    const listed = (await api.list(headers)).json().data as TCard[];
    expect(listed.map((c) => c.id)).toEqual([visa.id, amex.id, mastercard.id]);

    const primaryRes = await api.setPrimary(headers, mastercard.id);
    expect(primaryRes.statusCode).toBe(200);
    expect(primaryRes.json().data.map((c: TCard) => [c.id, c.isPrimary])).toEqual([
      [mastercard.id, true],
      [amex.id, false],
      [visa.id, false],
    ]);
    expect(stripe.customers.get(customerId)?.defaultPaymentMethod).toBe(token);
    const defaultRequest = stripe.requests.findLast((r) => r.path === `/v1/customers/${customerId}`);
    expect(defaultRequest?.params).toEqual({ invoice_settings: { default_payment_method: token } });

    // Deleting the primary: detached at Stripe, the newest remaining card becomes primary and default.
    const deleteRes = await api.remove(headers, mastercard.id);
    expect(deleteRes.statusCode).toBe(200);
    expect(deleteRes.json().data.map((c: TCard) => [c.id, c.isPrimary])).toEqual([
      [amex.id, true],
      [visa.id, false],
    ]);
    expect(stripe.paymentMethods.get(token)?.customer).toBeNull();
    const amexPm = await paymentMethodOf(amex.id);
    expect(stripe.customers.get(customerId)?.defaultPaymentMethod).toBe(amexPm);

    await api.remove(headers, amex.id);
    await api.remove(headers, visa.id);
    expect((await api.list(headers)).json().data).toEqual([]);
    expect([...stripe.paymentMethods.values()].filter((m) => m.customer === customerId).map((m) => m.id)).toEqual([]);

    // Every change sent to Stripe carried the key and an idempotency key.
    const posts = stripe.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(8);
    for (const post of posts) {
      expect(post.headers.authorization).toBe('Bearer sk_test_x');
      expect(post.headers['idempotency-key']).toBeTruthy();
    }
    // The built-in gateway's books were not used.
    expect(await ctx.database.db.$count(gatewayPaymentMethods)).toBe(0);
  });
});

describe('cards through Stripe: refusals', () => {
  it('refuses card details: with Stripe the browser tokenises the card', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const before = stripe.requests.length;
    const res = await api.add(headers, newCard('4242424242424242'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Stripe\.js/);
    expect(stripe.requests.length).toBe(before);
    expect(await ctx.database.db.$count(paymentCards, eq(paymentCards.userId, user.id))).toBe(0);
  });

  it.each([
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
    ['pm_card_chargeDeclined', 'Your card was declined.'],
  ])("shows Stripe's message when it declines %s, and saves nothing", async (token, message) => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await api.add(headers, { paymentMethodId: token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message });
    expect(await ctx.database.db.$count(paymentCards, eq(paymentCards.userId, user.id))).toBe(0);
  });

  it('refuses the same card twice and detaches the copy Stripe attached', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    expect((await api.add(headers, { paymentMethodId: 'pm_card_visa' })).statusCode).toBe(201);
    const res = await api.add(headers, { paymentMethodId: 'pm_card_visa' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This card is already saved.');
    const customerId = await customerOf(user.id);
    expect([...stripe.paymentMethods.values()].filter((m) => m.customer === customerId)).toHaveLength(1);
  });

  it('says a token Stripe does not know could not be found', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await api.add(headers, { paymentMethodId: 'pm_doesnotexist' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('We could not find that card. Please enter the card again.');
  });

  it("answers another user's card id with 404 and sends nothing to Stripe", async () => {
    const owner = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    const card: TCard = (await api.add(owner.headers, { paymentMethodId: 'pm_card_visa' })).json().data;
    const before = stripe.requests.length;
    expect((await api.remove(other.headers, card.id)).statusCode).toBe(404);
    expect((await api.setPrimary(other.headers, card.id)).statusCode).toBe(404);
    expect(stripe.requests.length).toBe(before);
    expect((await api.list(owner.headers)).json().data).toHaveLength(1);
  });
});

describe('cards through Stripe: when Stripe cannot be used', () => {
  it('answers 503 with a general message when our key is refused, and saves nothing', async () => {
    const broken = await createCardsTestContext({ STRIPE_SECRET_KEY: 'sk_test_revoked', STRIPE_API_URL: stripe.url });
    try {
      const { user, headers } = await createSignedInUser(broken);
      const res = await cardsApi(broken).add(headers, { paymentMethodId: 'pm_card_visa' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'The payment service is unavailable right now. Please try again in a moment.',
      });
      const [account] = await broken.database.db.select().from(users).where(eq(users.id, user.id));
      expect(account?.paymentCustomerId).toBeNull();
    } finally {
      await broken.close();
    }
  });
});
