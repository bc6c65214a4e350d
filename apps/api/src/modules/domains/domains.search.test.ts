import { domainsEndpoints, type TDomainSuggestion } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { createOwnedDomain } from './domains.test-helpers';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const suggest = (payload: unknown) => post(domainsEndpoints.nameSuggestions.path, payload);
const names = (res: { json: () => { data: { suggestions: TDomainSuggestion[] } } }) =>
  res.json().data.suggestions.map((s) => s._);

describe('domains: name suggestions (SPEC §3, §9)', () => {
  it('shows the name across the popular tlds first, 8 at a time, priced from the tld table, to anyone', async () => {
    const res = await suggest({ query: 'Acme Robotics' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ query: 'Acme Robotics', offset: 0, hasMore: true });
    expect(names(res)).toEqual([
      'acmerobotics.com',
      'acmerobotics.io',
      'acmerobotics.co',
      'acmerobotics.ai',
      'acmerobotics.app',
      'acmerobotics.dev',
      'acmerobotics.net',
      'acmerobotics.org',
    ]);
    expect(data.suggestions[0]).toEqual({
      _: 'acmerobotics.com',
      display: 'acmerobotics.com',
      tld: 'com',
      available: true,
      premium: false,
      Prices: { Registration: 1099, Renewal: 1299 },
      Properties: { MinRegYear: 1, MaxRegYear: 10 },
      reason: null,
    });
    expect(data.suggestions[3]).toMatchObject({
      tld: 'ai',
      Prices: { Registration: 6999 },
      Properties: { MinRegYear: 2 },
    });
  });

  it('pages on with 8 more per step, never repeating, then variations; the same query answers the same', async () => {
    const first = names(await suggest({ query: 'Acme Robotics' }));
    const second = await suggest({ query: 'Acme Robotics', offset: 8, limit: 8 });
    const third = await suggest({ query: 'Acme Robotics', offset: 16, limit: 8 });
    const all = [...first, ...names(second), ...names(third)];
    expect(new Set(all).size).toBe(24);
    expect(names(second)).toContain('acmerobotics.co.uk');
    expect(all).toContain('acme-robotics.com');
    expect(all.some((n) => /^(get|try)acmerobotics\.com$/.test(n))).toBe(true);
    expect(names(await suggest({ query: 'Acme Robotics', offset: 8, limit: 8 }))).toEqual(names(second));
    const far = await suggest({ query: 'Acme Robotics', offset: 200, limit: 50 });
    expect(far.statusCode).toBe(200);
    expect(far.json().data.hasMore).toBe(false);
  });

  it('puts the tld typed first, and reads urls and IDNs', async () => {
    expect(names(await suggest({ query: 'acme.io' }))[0]).toBe('acme.io');
    expect(names(await suggest({ query: 'https://www.Acme.co.uk/about' }))[0]).toBe('acme.co.uk');
    const idn = (await suggest({ query: 'Bücher' })).json().data.suggestions[0];
    expect(idn).toMatchObject({ _: 'xn--bcher-kva.com', display: 'bücher.com', available: true });
  });

  it('marks taken, reserved and premium names', async () => {
    const owner = await createSignedInUser(ctx);
    await createOwnedDomain(ctx, owner.user.id, 'ourcustomer.io');
    const taken = (await suggest({ query: 'ourcustomer' })).json().data.suggestions;
    expect(taken.find((s: TDomainSuggestion) => s._ === 'ourcustomer.io')).toMatchObject({
      available: false,
      reason: 'already registered',
    });
    const google = (await suggest({ query: 'google' })).json().data.suggestions[0];
    expect(google).toMatchObject({ _: 'google.com', available: false, reason: 'already registered' });
    const nic = (await suggest({ query: 'nic' })).json().data.suggestions[0];
    expect(nic).toMatchObject({ available: false, reason: 'reserved by the registry' });
    const cloud = (await suggest({ query: 'cloud' })).json().data.suggestions[0];
    expect(cloud).toMatchObject({ _: 'cloud.com', available: true, premium: true, Prices: { Registration: 149900 } });
  });

  it.each([
    [{ query: '!!!' }, 'has no letters or digits'],
    [{ query: 'acme.xyz' }, 'We do not sell .xyz domains'],
    [{ query: 'ab--cd.com' }, 'third and fourth positions'],
    [{ query: '-acme-.com' }, 'cannot start or end with a hyphen'],
    [{ query: 'a'.repeat(70) }, 'is 70 characters long'],
    [{ query: '   ' }, 'Type a name to search for.'],
    [{ query: 'acme', limit: 51 }, 'Limit must be at most 50'],
    [{}, 'Query is required'],
  ])('refuses %j with a message naming the problem', async (payload, message) => {
    const res = await suggest(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });
});

describe('domains: check-single-domain', () => {
  const check = (payload: unknown) => post(domainsEndpoints.checkSingleDomain.path, payload);

  it('answers for a full name or sld + tld, priced for the years asked', async () => {
    const res = await check({ domain: 'Rocket-Fuel.co.uk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _: 'rocket-fuel.co.uk',
      tld: 'co.uk',
      available: true,
      years: 1,
      totalPence: 699,
      Properties: { MinRegYear: 1, MaxRegYear: 10 },
    });
    const three = (await check({ sld: 'rocketfuel', tld: '.IO', years: 3 })).json().data;
    expect(three).toMatchObject({ _: 'rocketfuel.io', years: 3, totalPence: 3 * 3999 });
    const ai = (await check({ sld: 'rocketfuel', tld: 'ai' })).json().data;
    expect(ai).toMatchObject({ years: 2, totalPence: 2 * 6999 });
    const taken = (await check({ sld: 'amazon', tld: 'com' })).json().data;
    expect(taken).toMatchObject({ available: false, reason: 'already registered' });
  });

  it.each([
    [{ sld: 'rocket', tld: 'ai', years: 1 }, 'A .ai domain is registered for 2 to 10 years; you chose 1.'],
    [{ sld: 'rocket', tld: 'com', years: 11 }, 'A .com domain is registered for 1 to 10 years; you chose 11.'],
    [{ sld: 'rocket', tld: 'co', years: 0 }, 'A .co domain is registered for 1 to 5 years; you chose 0.'],
    [{ sld: 'rocket', tld: 'xyz' }, 'We do not sell .xyz domains.'],
    [{ domain: 'rocket.xyz' }, 'We do not sell .xyz domains.'],
    [{ domain: 'rocket' }, 'has no extension'],
    [{ sld: '-rocket', tld: 'com' }, 'not a valid domain name'],
    [{ domain: 'ro_cket.com' }, 'not a valid domain name'],
    [{ domain: 'www.rocket.com' }, 'without dots'],
    [{}, 'Send domain (acme.com), or sld and tld.'],
    [{ domain: 'rocket.com', extra: 1 }, 'extra'],
  ])('refuses %j', async (payload, message) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('domains: domain-services', () => {
  it('lists the SSL certificates and ID Protect on sale, to anyone', async () => {
    const res = await post(domainsEndpoints.domainServices.path, {});
    expect(res.statusCode, res.body).toBe(200);
    const services = res.json().data as { serviceType: string; pricePerYearPence: number; slug: string }[];
    expect(services.map((s) => s.slug)).toEqual(['positive-ssl', 'positive-ssl-wildcard', 'ev-ssl', 'id-protect']);
    expect(services.find((s) => s.serviceType === 'ID Protect')?.pricePerYearPence).toBe(299);
    expect((await ctx.app.inject({ method: 'POST', url: domainsEndpoints.domainServices.path })).statusCode).toBe(200);
  });
});
