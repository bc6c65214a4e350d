import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const update = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user', headers, payload: payload as object });
const row = async (id: string) => {
  const [found] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!found) throw new Error('user row missing');
  return found;
};

describe('users: updating the profile', () => {
  it('changes the name and returns the updated user info', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await update(headers, { name: '  Grace Hopper ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: user.id,
        name: 'Grace Hopper',
        email: user.email,
        country: 'GB',
        profile_img: null,
        role: 'customer',
        planType: null,
        email_verified: false,
        phone: null,
        onboarding: null,
      },
    });
    expect((await row(user.id)).name).toBe('Grace Hopper');
  });

  it('stores the country as an upper-case two-letter code', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await update(headers, { country: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.country).toBe('FR');
    expect((await row(user.id)).country).toBe('FR');
  });

  it('stores the phone number without its punctuation, and removes it with null', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    expect((await update(headers, { phone: '+44 (20) 7946-0958' })).statusCode).toBe(200);
    expect((await row(user.id)).phone).toBe('+442079460958');
    expect((await update(headers, { phone: null })).statusCode).toBe(200);
    expect((await row(user.id)).phone).toBeNull();
  });

  it('records the onboarding answers with the time they were completed', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const before = Date.now();
    const res = await update(headers, {
      onboarding: { companyStage: 'pre_launch', goals: ['form_company', 'register_domain', 'build_website'] },
    });
    expect(res.statusCode).toBe(200);
    const { onboarding } = await row(user.id);
    expect(onboarding).toMatchObject({
      companyStage: 'pre_launch',
      goals: ['form_company', 'register_domain', 'build_website'],
    });
    const completedAt = Date.parse(onboarding?.completedAt ?? '');
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('changes several fields at once and leaves the others as they were', async () => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', { name: 'Keep Me' });
    await update(headers, { phone: '+14155550100' });
    const res = await update(headers, {
      country: 'US',
      onboarding: { companyStage: 'idea', goals: ['raise_funding'] },
    });
    expect(res.statusCode).toBe(200);
    const saved = await row(user.id);
    expect(saved).toMatchObject({ name: 'Keep Me', country: 'US', phone: '+14155550100', email: user.email });
    expect(saved.onboarding).toMatchObject({ companyStage: 'idea', goals: ['raise_funding'] });
  });
});

describe('users: refusing a bad profile update', () => {
  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ name: 42 }, { field: 'name', message: /./ }],
    [{ country: 'GBR' }, 'Country must be a two-letter country code'],
    [{ country: 'G1' }, 'Country must be a two-letter country code'],
    [
      { phone: '020 7946 0958' },
      { field: 'phone', message: /^Phone must be an international number starting with \+/ },
    ],
    [{ phone: '+0123456789' }, { field: 'phone', message: /^Phone must be/ }],
    [{ phone: '+12345' }, { field: 'phone', message: /^Phone must be/ }],
    [{ phone: '+1234567890123456' }, { field: 'phone', message: /^Phone must be/ }],
    [
      { onboarding: { companyStage: 'unicorn', goals: ['marketing'] } },
      { field: 'onboarding.companyStage', message: /^Company stage must be one of: idea, / },
    ],
    [
      { onboarding: { companyStage: 'idea', goals: ['world_domination'] } },
      { field: 'onboarding.goals.0', message: /^Each goal must be one of/ },
    ],
    [{ onboarding: { companyStage: 'idea', goals: [] } }, 'Choose at least one goal'],
    [
      {
        onboarding: {
          companyStage: 'idea',
          goals: ['form_company', 'register_domain', 'build_website', 'brand_identity', 'business_plan', 'marketing'],
        },
      },
      'Choose at most 5 goals',
    ],
    [{ onboarding: { companyStage: 'idea', goals: ['marketing', 'marketing'] } }, 'Each goal may be chosen only once'],
    [{ onboarding: { companyStage: 'idea' } }, 'Onboarding goals is required'],
    [{ onboarding: { companyStage: 'idea', goals: ['marketing'], extra: 1 } }, 'Unknown field in onboarding: extra'],
    [{ email: 'new@example.test' }, 'Unknown field: email'],
    [{ name: 'Ok', role: 'admin' }, 'Unknown field: role'],
    [{}, /Send at least one field to change: name, country, phone, onboarding/],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', { name: 'Unchanged' });
    const res = await update(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else if (message instanceof RegExp) expect(res.json().message).toMatch(message);
    else {
      // A sentence for people, and the field it is about beside it, never as a "field: " prefix.
      expect(res.json().message).toMatch(message.message);
      expect(res.json().fields[message.field]).toMatch(message.message);
    }
    // Nothing is half-written.
    expect(await row(user.id)).toMatchObject({
      name: 'Unchanged',
      country: 'GB',
      phone: null,
      onboarding: null,
      role: 'customer',
    });
  });

  it('writes nothing when one field of several is bad', async () => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', { name: 'Before' });
    const res = await update(headers, { name: 'After', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect((await row(user.id)).name).toBe('Before');
  });

  it('asks an anonymous caller to sign in', async () => {
    const res = await update({}, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue.' });
  });
});
