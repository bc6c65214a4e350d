// Test helpers (not tests): the builder's calls as the web app makes them, and customers on a plan.
import { randomUUID } from 'node:crypto';
import { launchpadEndpoints as endpoints, pathOf } from '@launchpad/shared';
import { expect } from 'vitest';
import { plans } from '../../db/schema';
import { type TTestContext, createSignedInUser } from '../../test/context';
import { cardPayment, checkoutApi } from '../payments/checkout.test-helpers';

type THeaders = Record<string, string>;

export function launchpadApi(ctx: TTestContext) {
  const post = (url: string, headers: THeaders, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  return {
    create: (headers: THeaders, query: unknown) => post(endpoints.create.path, headers, { query }),
    previous: (headers: THeaders) => ctx.app.inject({ method: 'GET', url: endpoints.previousIdeas.path, headers }),
    read: (headers: THeaders, id: string) => post(pathOf(endpoints.idea, { id }), headers),
    refine: (headers: THeaders, id: string, query: string) =>
      post(pathOf(endpoints.addQuery, { id }), headers, { query }),
    versions: (headers: THeaders, id: string) => post(pathOf(endpoints.versions, { id }), headers),
    restore: (headers: THeaders, id: string, version: number) =>
      post(pathOf(endpoints.restore, { id }), headers, { version }),
    section: (headers: THeaders, id: string, section: string) =>
      post(pathOf(endpoints.section, { id, section }), headers),
    experiment: (headers: THeaders, id: string, experimentId: string, body: object) =>
      post(pathOf(endpoints.experiment, { id, experimentId }), headers, body),
    allowance: (headers: THeaders) => post(endpoints.allowance.path, headers),
  };
}

/** A plan as staff would add it (the admin screen is issue 10). */
export async function createPlan(ctx: TTestContext, fields: Partial<typeof plans.$inferInsert> = {}) {
  const slug = `plan-${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db
    .insert(plans)
    .values({
      slug,
      name: `Plan ${slug}`,
      description: 'A test plan',
      monthlyPricePence: 1000,
      yearlyPricePence: 10000,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

/** A signed-in customer who subscribed to `plan` (a slug or id) through the payments endpoint. */
export async function customerOnPlan(ctx: TTestContext, plan: string | null) {
  const customer = await createSignedInUser(ctx);
  if (plan) {
    const res = await checkoutApi(ctx).subscribe(customer.headers, {
      planId: plan,
      interval: 'month',
      paymentMethod: cardPayment(),
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return customer;
}

/** Create an idea and return its id, failing the test on any other answer. */
export async function createIdeaFor(ctx: TTestContext, headers: THeaders, query: string): Promise<string> {
  const res = await launchpadApi(ctx).create(headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.idea_id;
}
