import { LAUNCHPAD_MESSAGES, launchpadEndpoints, pathOf } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { createIdea } from './launchpad-ideas.service';
import { createIdeaFor, createPlan, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

let ctx: TTestContext;
let api: ReturnType<typeof launchpadApi>;
beforeAll(async () => {
  ctx = await createTestContext();
  api = launchpadApi(ctx);
});
afterAll(() => ctx.close());

describe('launchpad: who may build', () => {
  it('tells an anonymous visitor to subscribe (403, not a sign-in redirect)', async () => {
    const res = await api.create({}, 'A bakery for dogs');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('Please Subscribe') });
  });

  it('tells a stranger or a customer without the plan to subscribe whatever they sent', async () => {
    const planless = await customerOnPlan(ctx, null);
    for (const headers of [{}, planless.headers]) {
      // Neither body is valid input: the plan is checked first, so the answer is the same 403.
      const created = await ctx.app.inject({
        method: 'POST',
        url: launchpadEndpoints.create.path,
        headers,
        payload: { query: 42, extra: true },
      });
      expect(created.statusCode, created.body).toBe(403);
      expect(created.json().message).toBe(LAUNCHPAD_MESSAGES.subscribe);
      const restored = await ctx.app.inject({
        method: 'POST',
        url: pathOf(launchpadEndpoints.restore, { id: '00000000-0000-4000-8000-000000000000' }),
        headers,
        payload: { version: 'latest' },
      });
      expect(restored.statusCode, restored.body).toBe(403);
      expect(restored.json().message).toBe(LAUNCHPAD_MESSAGES.subscribe);
    }
  });

  it('tells a customer without a plan, or on a plan without build_startup_ai, to subscribe', async () => {
    for (const plan of [null, 'starter', 'growth']) {
      const customer = await customerOnPlan(ctx, plan);
      const res = await api.create(customer.headers, 'A bakery for dogs');
      expect(res.statusCode, `${plan}`).toBe(403);
      expect(res.json().message).toContain('Please Subscribe');
      const section = await api.section(customer.headers, '00000000-0000-4000-8000-000000000000', 'Problem');
      expect(section.json().message).toContain('Please Subscribe');
    }
  });

  it('lets a Scale customer create an idea and returns its id', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    const res = await api.create(customer.headers, '   A bakery for dogs in Bristol   ');
    expect(res.statusCode, res.body).toBe(200);
    const idea = res.json().data;
    expect(idea).toMatchObject({ query: 'A bakery for dogs in Bristol', version: 1 });
    const read = await api.read(customer.headers, idea.idea_id);
    expect(read.json().data).toMatchObject({
      idea_id: idea.idea_id,
      query: 'A bakery for dogs in Bristol',
      sections: {},
    });
  });
});

describe('launchpad: idea rules (SPEC §5)', () => {
  it('refuses empty and whitespace-only ideas with "Please fill in the field"', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    for (const query of ['', '    \n\t ', undefined]) {
      const res = await api.create(customer.headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Please fill in the field' });
    }
  });

  it('accepts 500 characters after trimming and refuses 501', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    const sentence = 'Refurbished office chairs on a monthly subscription for remote workers in Leeds. ';
    const idea = sentence.repeat(8).slice(0, 500);
    expect((await api.create(customer.headers, `  ${idea}  `)).statusCode).toBe(200);
    const tooLong = await api.create(customer.headers, `${idea}s`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(LAUNCHPAD_MESSAGES.tooLong);
    const ideas = (await api.previous(customer.headers)).json().data;
    expect(ideas).toHaveLength(1);
  });
});

describe('launchpad: previous ideas', () => {
  it('lists only the caller’s ideas, newest first', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    const other = await customerOnPlan(ctx, 'scale');
    const first = await createIdeaFor(ctx, customer.headers, 'A repair café for bicycles');
    const second = await createIdeaFor(ctx, customer.headers, 'Language exchange for nurses');
    await createIdeaFor(ctx, other.headers, 'Someone else’s idea: a bakery for dogs in Leeds');
    const res = await api.previous(customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().data.map((idea: { idea_id: string }) => idea.idea_id)).toEqual([second, first]);
  });

  it('answers 401 to an anonymous caller and an empty list to a new customer', async () => {
    expect((await api.previous({})).statusCode).toBe(401);
    const fresh = await createSignedInUser(ctx);
    expect((await api.previous(fresh.headers)).json()).toEqual({ success: true, data: [] });
  });
});

describe('launchpad: monthly quota', () => {
  it('stops at the plan’s aiMonthlyLimit with "Monthly limit reached" and counts only this month', async () => {
    const plan = await createPlan(ctx, { buildStartupAi: true, aiMonthlyLimit: 2 });
    const customer = await customerOnPlan(ctx, plan.slug);
    // An idea from last month does not count.
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await createIdea(ctx.app.deps, { userId: customer.user.id, query: 'An old idea for a dog bakery', now: lastMonth });

    expect((await api.create(customer.headers, 'Surf lessons for beginners in Cornwall')).statusCode).toBe(200);
    expect((await api.create(customer.headers, 'A repair café for bicycles in Bristol')).statusCode).toBe(200);
    const over = await api.create(customer.headers, 'Payroll software for restaurants with part-time staff');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('Monthly limit reached');

    const allowance = (await api.allowance(customer.headers)).json().data;
    expect(allowance).toMatchObject({ build_startup_ai: true, monthly_limit: 2, used_this_month: 2, remaining: 0 });
    expect((await api.previous(customer.headers)).json().data).toHaveLength(3);
  });

  it('lets parallel submissions past the quota only up to the limit', async () => {
    const plan = await createPlan(ctx, { buildStartupAi: true, aiMonthlyLimit: 3 });
    const customer = await customerOnPlan(ctx, plan.slug);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.create(customer.headers, `Dog walking in Leeds, route ${i}`)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(5);
  });
});

describe('launchpad: ai_id', () => {
  it('gives the newest idea and the allowance, and no access without the feature', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    const empty = (await api.allowance(customer.headers)).json().data;
    expect(empty).toMatchObject({ idea_id: null, build_startup_ai: true, monthly_limit: 100, used_this_month: 0 });
    const id = await createIdeaFor(ctx, customer.headers, 'Meal prep for night-shift nurses');
    expect((await api.allowance(customer.headers)).json().data).toMatchObject({ idea_id: id, remaining: 99 });
    const growth = await customerOnPlan(ctx, 'growth');
    expect((await api.allowance(growth.headers)).json().data).toMatchObject({ build_startup_ai: false, remaining: 0 });
    expect((await api.allowance({})).statusCode).toBe(401);
  });
});

describe('launchpad: other people’s ideas', () => {
  it('answers 404 for someone else’s idea, exactly as for one that does not exist', async () => {
    const owner = await customerOnPlan(ctx, 'scale');
    const intruder = await customerOnPlan(ctx, 'scale');
    const id = await createIdeaFor(
      ctx,
      owner.headers,
      'Secret stealth idea: llama trekking tours in the Lake District',
    );
    const missing = await api.read(intruder.headers, '00000000-0000-4000-8000-000000000000');
    for (const res of [
      await api.read(intruder.headers, id),
      await api.section(intruder.headers, id, 'Problem'),
      await api.refine(intruder.headers, id, 'make it bigger'),
      await api.versions(intruder.headers, id),
      await api.read(intruder.headers, 'not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.body).not.toContain('llamas');
    }
  });
});
