import { randomUUID } from 'node:crypto';
import { priceSummary, vatFor } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type plans, gatewayCharges, gatewaySubscriptions, orders, subscriptions } from '../../db/schema';
import { readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cardsApi, newCard } from '../payments/cards.test-helpers';
import { cardPayment, checkoutApi, checkoutBody, createCoupon, fillCart } from '../payments/checkout.test-helpers';
import type { TSubscriptionRow } from './subscriptions-apply.service';
import { renewDueSubscriptions } from '../../flows/renewals';
import { classifyChange, unusedCredit } from './subscriptions-rules.service';
import { subscribe } from '../../flows/subscribe-to-plan';

const { ctx, seed } = useSeededContext();
const api = checkoutApi(ctx);

const db = () => ctx.database.db;
const MINUTE = 60_000;

/** A customer who signed up through the api, so they also have a refresh token for updateCreds. */
async function signUp(name = 'Mae Jemison') {
  const email = `founder-${randomUUID()}@example.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'correct horse battery staple', country: 'GB' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json().data;
  return {
    email,
    userId: session.user.id as string,
    refreshToken: session.refreshToken as string,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

const subscribeBody = (
  planId: string,
  interval: 'month' | 'year',
  paymentMethod: unknown = cardPayment(),
  extra = {},
) => ({
  planId,
  interval,
  paymentMethod,
  idempotencyKey: randomUUID(),
  ...extra,
});

const planTypeOf = async (headers: Record<string, string>) => (await api.profile(headers)).json().data.planType;
const liveRow = async (userId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId))).find((row) =>
    ['active', 'past_due'].includes(row.status),
  );
const gatewaySub = async (id: string | null) =>
  (
    await db()
      .select()
      .from(gatewaySubscriptions)
      .where(eq(gatewaySubscriptions.id, id ?? ''))
  )[0];
const deps = () => ctx.app.deps;

describe('subscriptions: the proration rule', () => {
  const plan = (monthly: number, id = randomUUID()) =>
    ({ id, monthlyPricePence: monthly, yearlyPricePence: monthly * 10 }) as typeof plans.$inferSelect;
  const sub = (
    planId: string,
    interval: 'month' | 'year',
    pricePence: number,
    status: 'active' | 'past_due' = 'active',
  ) => ({ planId, interval, pricePence, status }) as TSubscriptionRow;

  it('upgrades to a higher tier or a longer period that costs more; everything else is a downgrade', () => {
    const growth = plan(2900);
    const scale = plan(7900);
    const starter = plan(900);
    const onGrowthMonthly = { sub: sub(growth.id, 'month', 2900), plan: growth };
    const onGrowthYearly = { sub: sub(growth.id, 'year', 29000), plan: growth };
    expect(classifyChange(null, { plan: growth, interval: 'month' })).toBe('start');
    expect(classifyChange(onGrowthMonthly, { plan: scale, interval: 'month' })).toBe('upgrade');
    expect(classifyChange(onGrowthMonthly, { plan: growth, interval: 'year' })).toBe('upgrade');
    expect(classifyChange(onGrowthMonthly, { plan: starter, interval: 'year' })).toBe('downgrade');
    expect(classifyChange(onGrowthYearly, { plan: growth, interval: 'month' })).toBe('downgrade');
    expect(classifyChange(onGrowthYearly, { plan: scale, interval: 'month' })).toBe('downgrade');
    expect(classifyChange(onGrowthYearly, { plan: scale, interval: 'year' })).toBe('upgrade');
    expect(classifyChange(onGrowthMonthly, { plan: growth, interval: 'month' })).toBe('keep');
    expect(
      classifyChange(
        { sub: sub(growth.id, 'month', 2900, 'past_due'), plan: growth },
        { plan: scale, interval: 'month' },
      ),
    ).toBe('restart');
  });

  it('credits the unused part of the period, rounded down to whole pence', () => {
    const period = {
      pricePence: 2900,
      currentPeriodStart: new Date('2026-06-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-07-01T00:00:00Z'),
    };
    expect(unusedCredit(period, new Date('2026-06-01T00:00:00Z'))).toBe(2900);
    expect(unusedCredit(period, new Date('2026-06-16T00:00:00Z'))).toBe(1450);
    expect(unusedCredit(period, new Date('2026-06-21T00:00:00Z'))).toBe(966); // 2900 × 10/30 = 966.67
    expect(unusedCredit(period, new Date('2026-07-02T00:00:00Z'))).toBe(0);
  });
});

describe('subscriptions: the life of a plan', () => {
  it('starts, unlocks the plan at once, upgrades with proration, downgrades at period end, renews, cancels and ends', async () => {
    const customer = await signUp();
    expect(await planTypeOf(customer.headers)).toBeNull();

    // Start: Growth monthly, the first period charged with VAT.
    const started = await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month'));
    expect(started.statusCode, started.body).toBe(200);
    const outcome = started.json().data;
    expect(outcome).toMatchObject({ change: 'start', status: 'paid', clientSecret: null });
    expect(outcome.order).toMatchObject({
      subtotalPence: 2900,
      vatPence: 580,
      totalPence: 3480,
      invoiceNumber: expect.any(Number),
    });
    expect(outcome.order.lines).toEqual([
      expect.objectContaining({
        kind: 'plan',
        description: 'Growth plan, billed monthly',
        amountPence: 2900,
        fulfilmentStatus: 'completed',
      }),
    ]);
    expect(outcome.subscription).toMatchObject({
      plan: { name: 'Growth', tools: true, build_startup_ai: false },
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextRenewal: { pricePence: 2900, vatPence: 580, totalPence: 3480, planName: 'Growth', interval: 'month' },
      pendingChange: null,
    });
    expect(started.json().message).toBe('Your plan is active.');

    // The plan is on the profile straight away, and updateCreds carries it.
    const growthType = { name: 'Growth', price: 2900, tools: true, build_startup_ai: false };
    expect(await planTypeOf(customer.headers)).toEqual(growthType);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/updateCreds',
      payload: { refreshToken: customer.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.user.planType).toEqual(growthType);

    // The card was saved for renewals, and the gateway bills from the period end.
    const cards = (await cardsApi(ctx).list(customer.headers)).json().data;
    expect(cards).toHaveLength(1);
    let row = await liveRow(customer.userId);
    if (!row) throw new Error('no live subscription');
    const firstGatewaySub = await gatewaySub(row.providerSubscriptionId);
    expect(firstGatewaySub).toMatchObject({ amount: 3480, interval: 'month', status: 'active' });
    expect(firstGatewaySub?.currentPeriodEnd.getTime()).toBe(row.currentPeriodEnd.getTime());

    // Upgrade to Scale ten days in: pay Scale minus the unused part of Growth, plus VAT.
    const tenDaysIn = new Date(row.currentPeriodStart.getTime() + 10 * 24 * 60 * MINUTE);
    const credit = unusedCredit(row, tenDaysIn);
    expect(credit).toBeGreaterThan(1800);
    const upgraded = await subscribe(deps(), {
      userId: customer.userId,
      planId: 'scale',
      interval: 'month',
      paymentMethod: { cardId: cards[0].id },
      idempotencyKey: randomUUID(),
      now: tenDaysIn,
    });
    expect(upgraded.change).toBe('upgrade');
    const upgradeSummary = priceSummary(7900 - credit);
    expect(upgraded.order).toMatchObject({
      subtotalPence: 7900 - credit,
      vatPence: upgradeSummary.vat,
      totalPence: upgradeSummary.total,
    });
    expect(upgraded.order?.lines.map((line) => [line.description.split(' (')[0], line.amountPence])).toEqual([
      ['Scale plan, billed monthly', 7900],
      ['Credit for unused time on Growth', -credit],
    ]);
    expect(await planTypeOf(customer.headers)).toEqual({
      name: 'Scale',
      price: 7900,
      tools: true,
      build_startup_ai: true,
    });
    row = await liveRow(customer.userId);
    if (!row) throw new Error('no live subscription');
    expect(row.currentPeriodStart.getTime()).toBe(tenDaysIn.getTime());
    expect((await gatewaySub(firstGatewaySub?.id ?? null))?.status).toBe('canceled');
    expect(await gatewaySub(row.providerSubscriptionId)).toMatchObject({
      amount: 7900 + vatFor(7900),
      status: 'active',
    });

    // Downgrade back to Growth: nothing charged, Scale stays until the period end.
    const downgraded = await api.subscribe(
      customer.headers,
      subscribeBody(seed.growth.id, 'month', { cardId: cards[0].id }),
    );
    expect(downgraded.statusCode, downgraded.body).toBe(200);
    expect(downgraded.json().data).toMatchObject({
      change: 'downgrade',
      status: 'scheduled',
      order: null,
      subscription: {
        plan: { name: 'Scale' },
        pendingChange: {
          plan: { name: 'Growth' },
          interval: 'month',
          pricePence: 2900,
          at: row.currentPeriodEnd.toISOString(),
        },
        nextRenewal: { planName: 'Growth', pricePence: 2900, totalPence: 3480 },
      },
    });
    expect((await planTypeOf(customer.headers)).name).toBe('Scale');

    // The period ends: the renewal run bills Growth and records a renewal invoice.
    const periodEnd = row.currentPeriodEnd;
    const run = await renewDueSubscriptions(deps(), new Date(periodEnd.getTime() + MINUTE));
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    expect(await planTypeOf(customer.headers)).toEqual(growthType);
    const current = (await api.current(customer.headers)).json().data;
    expect(current).toMatchObject({
      plan: { name: 'Growth' },
      pendingChange: null,
      currentPeriodStart: periodEnd.toISOString(),
    });
    const history = (await api.invoices(customer.headers)).json().data;
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({ totalPence: 3480, subscriptionId: row.id, canCancelSubscription: true });
    expect(history[0].lines[0].description).toMatch(/^Growth plan, \d+ \w+ \d{4} to \d+ \w+ \d{4}$/);

    // Cancel: the plan stays until the end of the paid period, then ends without a charge.
    const cancelled = await api.cancel(customer.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancelAtPeriodEnd: true, nextRenewal: null, status: 'active' });
    expect(cancelled.json().message).toMatch(
      /^Your subscription has been cancelled\. Your plan stays active until \d+ \w+ \d{4}\.$/,
    );
    expect(await planTypeOf(customer.headers)).toEqual(growthType);

    const end = new Date(current.currentPeriodEnd);
    const chargesBefore = await db().select().from(gatewayCharges);
    await renewDueSubscriptions(deps(), new Date(end.getTime() + MINUTE));
    expect(await db().select().from(gatewayCharges)).toHaveLength(chargesBefore.length);
    expect(await planTypeOf(customer.headers)).toBeNull();
    expect((await api.current(customer.headers)).json().data).toBeNull();
  });

  it('marks a subscription past due when the renewal is declined, locks the plan, mails, and restarts on a new payment', async () => {
    const customer = await signUp('Valentina Tereshkova');
    const started = await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month'));
    expect(started.statusCode).toBe(200);
    // Replace the card with one that saves but is declined when charged: renewals use the default card.
    const cardsApiFor = cardsApi(ctx);
    const [good] = (await cardsApiFor.list(customer.headers)).json().data;
    const poor = (await cardsApiFor.add(customer.headers, newCard('4000000000000341'))).json().data;
    await cardsApiFor.setPrimary(customer.headers, poor.id);
    await cardsApiFor.remove(customer.headers, good.id);

    const row = await liveRow(customer.userId);
    if (!row) throw new Error('no live subscription');
    const run = await renewDueSubscriptions(deps(), new Date(row.currentPeriodEnd.getTime() + MINUTE));
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect((await liveRow(customer.userId))?.status).toBe('past_due');
    expect(await planTypeOf(customer.headers)).toBeNull();
    expect((await api.current(customer.headers)).json().data).toMatchObject({ status: 'past_due' });
    const mail = (await readOutbox(ctx, customer.email)).find((m) => m.template === 'subscription_payment_failed');
    expect(mail?.text).toContain('Your card was declined.');

    // Paying again restarts the plan at the full price, with a new period.
    const restarted = await api.subscribe(
      customer.headers,
      subscribeBody(seed.growth.id, 'month', newCard('5555555555554444')),
    );
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().data).toMatchObject({ change: 'restart', status: 'paid', order: { subtotalPence: 2900 } });
    expect((await planTypeOf(customer.headers)).name).toBe('Growth');
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, customer.userId));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'cancelled']);
  });

  it('records each renewal once, however often the run goes', async () => {
    const customer = await signUp();
    await api.subscribe(customer.headers, subscribeBody(seed.scale.id, 'year'));
    const row = await liveRow(customer.userId);
    if (!row) throw new Error('no live subscription');
    const at = new Date(row.currentPeriodEnd.getTime() + MINUTE);
    await Promise.all([renewDueSubscriptions(deps(), at), renewDueSubscriptions(deps(), at)]);
    await renewDueSubscriptions(deps(), at);
    const mine = await db().select().from(orders).where(eq(orders.userId, customer.userId));
    expect(mine).toHaveLength(2);
    const renewed = await liveRow(customer.userId);
    expect(renewed?.currentPeriodStart.getTime()).toBe(row.currentPeriodEnd.getTime());
    expect(renewed?.currentPeriodEnd.getUTCFullYear()).toBe(row.currentPeriodEnd.getUTCFullYear() + 1);
    const renewal = mine.find((o) => o.subscriptionIntent?.action === 'renewal');
    expect(renewal).toMatchObject({ status: 'paid', subtotalPence: 79000, vatPence: 15800, totalPence: 94800 });
  });
});

describe('subscriptions: ways to pay and what is refused', () => {
  it('subscribes with the primary saved card (create-subscription), or says there is none', async () => {
    const customer = await signUp();
    const none = await api.subscribeSaved(customer.headers, {
      planId: 'growth',
      interval: 'year',
      idempotencyKey: randomUUID(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('You have no saved card. Add a card, or pay with a new one.');
    await cardsApi(ctx).add(customer.headers, newCard('4242424242424242'));
    const res = await api.subscribeSaved(customer.headers, {
      planId: 'growth',
      interval: 'year',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ change: 'start', order: { subtotalPence: 29000, totalPence: 34800 } });
  });

  it('answers the -direct variant exactly like create-subscription-payment', async () => {
    const customer = await signUp();
    const res = await api.subscribeDirect(customer.headers, subscribeBody(seed.growth.id, 'month'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.change).toBe('start');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000000069', 'Your card has expired.'],
    // Saving it succeeds; its first charge is declined, so it is not kept either.
    ['4000000000000341', 'Your card was declined.'],
  ])('refuses a declined card (%s) with its message, starts nothing and keeps no card', async (number, message) => {
    const customer = await signUp();
    const res = await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month', cardPayment(number)));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await liveRow(customer.userId)).toBeUndefined();
    expect(await planTypeOf(customer.headers)).toBeNull();
    expect((await cardsApi(ctx).list(customer.headers)).json().data).toEqual([]);
  });

  it('starts one subscription and charges once when the same request arrives three times at once', async () => {
    const customer = await signUp();
    const body = subscribeBody(seed.growth.id, 'month');
    const responses = await Promise.all([1, 2, 3].map(() => api.subscribe(customer.headers, body)));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(responses.map((res) => res.json().data.order.id)).size).toBe(1);
    expect(
      await db().select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, body.idempotencyKey)),
    ).toHaveLength(1);
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, customer.userId));
    expect(rows).toHaveLength(1);
    expect((await cardsApi(ctx).list(customer.headers)).json().data).toHaveLength(1);
  });

  it('says so when the customer is already on the plan', async () => {
    const customer = await signUp();
    await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month'));
    const again = await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already on this plan.');
  });

  it('takes an influencer coupon off the first payment only', async () => {
    const coupon = await createCoupon(ctx, { name: `inf-${randomUUID().slice(0, 6)}`, percentOff: 50 });
    const customer = await signUp();
    const res = await api.subscribe(
      customer.headers,
      subscribeBody(seed.growth.id, 'month', cardPayment(), { couponCode: coupon.name }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({
      discountPence: 1450,
      vatPence: 290,
      totalPence: 1740,
      couponName: coupon.name,
    });
    expect(res.json().data.subscription.nextRenewal).toMatchObject({ pricePence: 2900, totalPence: 3480 });
  });

  it('refuses an unknown plan, and needs a signed-in customer', async () => {
    const customer = await signUp();
    const res = await api.subscribe(customer.headers, subscribeBody('platinum', 'month'));
    expect(res.statusCode).toBe(404);
    expect((await api.subscribe({}, subscribeBody(seed.growth.id, 'month'))).statusCode).toBe(401);
    expect((await api.current({})).statusCode).toBe(401);
    const cancel = await api.cancel(customer.headers);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('You have no active subscription.');
  });
});

describe('subscriptions: cancelling from an invoice', () => {
  it('cancels the subscription a plan invoice paid for, only for its owner and only for a plan invoice', async () => {
    const customer = await signUp();
    await api.subscribe(customer.headers, subscribeBody(seed.growth.id, 'month'));
    await fillCart(ctx, customer.headers, seed);
    await api.checkout(customer.headers, checkoutBody());
    const history = (await api.invoices(customer.headers)).json().data;
    const planInvoice = history.find((row: { subscriptionId: string | null }) => row.subscriptionId);
    const cartInvoice = history.find((row: { subscriptionId: string | null }) => !row.subscriptionId);
    expect(planInvoice.canCancelSubscription).toBe(true);

    const stranger = await signUp();
    expect((await api.cancelByInvoice(stranger.headers, planInvoice.invoice_number)).statusCode).toBe(404);
    const wrongKind = await api.cancelByInvoice(customer.headers, cartInvoice.invoice_number);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('This invoice is not for a startup plan.');

    const res = await api.cancelByInvoice(customer.headers, planInvoice.invoice_number);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cancelAtPeriodEnd: true, plan: { name: 'Growth' } });
    const after = (await api.invoices(customer.headers)).json().data;
    expect(
      after.find((row: { invoice_number: number }) => row.invoice_number === planInvoice.invoice_number)
        .canCancelSubscription,
    ).toBe(false);
    const row = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, customer.userId)));
    expect(row[0]?.cancelAtPeriodEnd).toBe(true);
    expect((await gatewaySub(row[0]?.providerSubscriptionId ?? null))?.cancelAtPeriodEnd).toBe(true);
  });
});
