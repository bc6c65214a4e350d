import { randomUUID } from 'node:crypto';
import { priceSummary, subscriptionEndpoints } from '@launchpad/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, serviceSubscriptions } from '../../db/schema';
import { type TTestContext, createTestContext, readOutbox } from '../../test/context';
import { cartApi } from '../cart/cart.test-helpers';
import { cardsApi } from '../payments/cards.test-helpers';
import { checkoutApi, checkoutBody } from '../payments/checkout.test-helpers';
import { renewDueSubscriptions } from '../../flows/renewals';

let ctx: TTestContext;
let bookkeeping: typeof products.$inferSelect;
beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db.select().from(products).where(eq(products.slug, 'bookkeeping-starter'));
  if (!row) throw new Error('no seeded bookkeeping');
  bookkeeping = row;
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
type THeaders = Record<string, string>;

async function signUp() {
  const email = `books-${randomUUID()}@example.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada Byron', email, password: 'correct horse battery staple', country: 'GB' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json().data;
  return { email, userId: session.user.id as string, headers: { authorization: `Bearer ${session.accessToken}` } };
}

const services = (headers: THeaders) =>
  ctx.app.inject({ method: 'POST', url: subscriptionEndpoints.services.path, headers, payload: {} });
const cancel = (headers: THeaders, id: unknown) =>
  ctx.app.inject({ method: 'POST', url: subscriptionEndpoints.cancelService.path, headers, payload: { id } });

/** Bookkeeping in the cart, paid with a new card at checkout. */
async function buyBookkeeping(customer: { headers: THeaders }) {
  const added = await cartApi(ctx).addItem(customer.headers, { productId: bookkeeping.id });
  expect(added.statusCode, added.body).toBe(200);
  // The cart says the line renews, so the page can show "£49.00/month, renews on …".
  expect(added.json().data.lines.map((line: { renews: unknown }) => line.renews)).toEqual(['month']);
  const paid = await checkoutApi(ctx).checkout(customer.headers, checkoutBody());
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().data.status).toBe('paid');
  return paid.json().data.order as { id: string; lines: { description: string; amountPence: number }[] };
}

describe('services priced per month are subscriptions', () => {
  it('bought through the cart: the invoice line says what it renews at and when, the card is kept, and it renews on it', async () => {
    const customer = await signUp();
    const order = await buyBookkeeping(customer);
    expect(bookkeeping.pricePence).toBe(4900);
    expect(order.lines[0]?.description).toMatch(
      /^Bookkeeping Starter \(£49\.00\/month, renews on \d{1,2} \w{3} \d{4}\)$/,
    );

    const [listed] = (await services(customer.headers)).json().data;
    expect(listed).toMatchObject({
      description: 'Bookkeeping Starter',
      interval: 'month',
      status: 'active',
      pricePence: 4900,
      cancelAtPeriodEnd: false,
      nextRenewal: { pricePence: 4900, totalPence: priceSummary(4900).total },
    });
    expect(listed.nextRenewal.at).toBe(listed.currentPeriodEnd);
    // The card it was paid with stays on the account: renewals charge it.
    expect((await cardsApi(ctx).list(customer.headers)).json().data).toHaveLength(1);

    const end = new Date(listed.currentPeriodEnd);
    const run = await renewDueSubscriptions(ctx.app.deps, new Date(end.getTime() + MINUTE));
    expect(run.renewed).toBeGreaterThanOrEqual(1);
    const [renewal] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.userId))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    expect(renewal).toMatchObject({ status: 'paid', totalPence: priceSummary(4900).total });
    const detail = (await checkoutApi(ctx).order(customer.headers, renewal?.id ?? '')).json().data;
    expect(detail.lines[0].description).toMatch(/^Bookkeeping Starter, .+ to .+ \(£49\.00\/month, renews on /);
    expect(detail.invoiceNumber).toEqual(expect.any(Number));

    const [after] = (await services(customer.headers)).json().data;
    expect(new Date(after.currentPeriodStart).getTime()).toBe(end.getTime());
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(end.getTime());
    const receipts = (await readOutbox(ctx, customer.email)).filter((m) => m.template === 'order_receipt');
    expect(receipts).toHaveLength(2);
  });

  it('cancelled from the account: runs to the end of the paid period, then ends without another charge', async () => {
    const customer = await signUp();
    await buyBookkeeping(customer);
    const [listed] = (await services(customer.headers)).json().data;

    // Someone else cannot cancel it, and a malformed id is a clear 400.
    const stranger = await signUp();
    expect((await cancel(stranger.headers, listed.id)).statusCode).toBe(404);
    const malformed = await cancel(customer.headers, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Choose the subscription to cancel.');
    expect((await services(customer.headers)).json().data[0].cancelAtPeriodEnd).toBe(false);

    const cancelled = await cancel(customer.headers, listed.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toMatch(
      /^Bookkeeping Starter is cancelled\. It runs until .+ and will not renew\.$/,
    );
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextRenewal: null });

    const ordersBefore = await ctx.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
    await renewDueSubscriptions(ctx.app.deps, new Date(new Date(listed.currentPeriodEnd).getTime() + MINUTE));
    const ordersAfter = await ctx.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
    expect(ordersAfter).toHaveLength(ordersBefore.length);
    const [row] = await ctx.database.db
      .select()
      .from(serviceSubscriptions)
      .where(eq(serviceSubscriptions.id, listed.id));
    expect(row?.status).toBe('ended');
  });

  it('buys a second one with the same card typed again: paid with the card already saved, not refused', async () => {
    const customer = await signUp();
    await buyBookkeeping(customer);
    await buyBookkeeping(customer);
    expect((await cardsApi(ctx).list(customer.headers)).json().data).toHaveLength(1);
    expect((await services(customer.headers)).json().data).toHaveLength(2);
  });

  it('lists nothing for a customer who bought no renewing service', async () => {
    const customer = await signUp();
    const res = await services(customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: subscriptionEndpoints.services.path, payload: {} })).statusCode,
    ).toBe(401);
  });
});
