import type { TDomainContacts } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainTlds, registeredDomains } from '../../db/schema';
import { type TTestContext, createTestContext } from '../../test/context';
import { addYears, createBuiltinDomains, generateEppCode, hashEppCode } from './builtin.domains';
import { RegistrarError, type TRegistrarDomains } from './registrar.provider';

let ctx: TTestContext;
let registrar: TRegistrarDomains;
beforeAll(async () => {
  ctx = await createTestContext();
  registrar = createBuiltinDomains({ db: ctx.database.db, mailer: ctx.app.deps.mailer, config: ctx.config });
});
afterAll(() => ctx.close());

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  organisation: null,
  email: 'ada@example.test',
  phone: '+44.2071234567',
  address1: '1 Analytical Row',
  address2: null,
  city: 'London',
  stateProvince: null,
  postalCode: 'N1 1AA',
  country: 'GB',
};
const contacts: TDomainContacts = { registrant: contact, admin: contact, tech: contact, billing: contact };
const registration = (domain: string, years = 1) => ({
  domain,
  years,
  contacts,
  nameservers: [],
  whoisPrivacy: false,
});
const rowOf = async (name: string) =>
  (await ctx.database.db.select().from(registeredDomains).where(eq(registeredDomains.name, name)))[0];
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('built-in registrar: availability', () => {
  it('answers in the order asked: free, registered elsewhere, reserved and premium names', async () => {
    const result = await registrar.check(['freshname42.com', 'google.com', 'nic.io', 'cloud.dev', 'example.co.uk']);
    expect(result).toEqual([
      { domain: 'freshname42.com', available: true, premium: false, premiumRegistrationPence: null, reason: null },
      expect.objectContaining({ domain: 'google.com', available: false, reason: 'already registered' }),
      expect.objectContaining({ domain: 'nic.io', available: false, reason: 'reserved by the registry' }),
      { domain: 'cloud.dev', available: true, premium: true, premiumRegistrationPence: 149900, reason: null },
      expect.objectContaining({ domain: 'example.co.uk', available: false, reason: 'reserved by the registry' }),
    ]);
  });

  it('refuses bad syntax, unsold tlds and more than 50 names', async () => {
    const result = await registrar.check([
      '-acme.com',
      'ab--cd.com',
      'acme.xyz',
      'a'.repeat(64) + '.com',
      'shop.acme.com',
    ]);
    expect(result.map((r) => r.available)).toEqual([false, false, false, false, false]);
    expect(result[0]?.reason).toContain('cannot start or end with a hyphen');
    expect(result[1]?.reason).toContain('third and fourth positions');
    expect(result[2]?.reason).toBe('.xyz domains are not sold here');
    expect(result[3]?.reason).toContain('63');
    expect(result[4]?.reason).toContain('directly under the tld');
    const error = await refusal(registrar.check(Array.from({ length: 51 }, (_, i) => `n${i}.com`)));
    expect(error).toBeInstanceOf(RegistrarError);
  });

  it('accepts valid punycode (IDN) names and refuses broken ones', async () => {
    const [good, bad] = await registrar.check(['xn--bcher-kva.de', 'xn--abc.de']);
    expect(good?.available).toBe(true);
    expect(bad).toMatchObject({ available: false, reason: expect.stringContaining('punycode') });
  });

  it('stops selling a tld that is switched off', async () => {
    await ctx.database.db.update(domainTlds).set({ isActive: false }).where(eq(domainTlds.tld, 'tech'));
    try {
      const [tech] = await registrar.check(['mystartup.tech']);
      expect(tech).toMatchObject({ available: false, reason: '.tech domains are not sold here' });
    } finally {
      await ctx.database.db.update(domainTlds).set({ isActive: true }).where(eq(domainTlds.tld, 'tech'));
    }
  });
});

describe('built-in registrar: registration and its lifecycle', () => {
  it('registers a free name for the years asked, after which it is taken', async () => {
    const before = Date.now();
    const result = await registrar.register({ ...registration('orbitlabs.io', 3), whoisPrivacy: true });
    expect(result.domain).toBe('orbitlabs.io');
    expect(result.registeredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(result.expiresAt.toISOString()).toBe(addYears(result.registeredAt, 3).toISOString());
    expect(await rowOf('orbitlabs.io')).toMatchObject({
      sld: 'orbitlabs',
      tld: 'io',
      status: 'active',
      whoisPrivacy: true,
      locked: true,
      contacts,
    });
    const [again] = await registrar.check(['orbitlabs.io']);
    expect(again).toMatchObject({ available: false, reason: 'already registered' });
    const error = await refusal(registrar.register(registration('orbitlabs.io')));
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error?.message).toBe('orbitlabs.io is already registered.');
  });

  it('refuses reserved and registered names, unsold tlds and years outside the tld bounds', async () => {
    for (const [domain, years, message] of [
      ['whois.com', 1, 'whois.com is reserved by the registry.'],
      ['amazon.co.uk', 1, 'amazon.co.uk is already registered.'],
      ['acme.xyz', 1, 'acme.xyz cannot be registered: .xyz domains are not sold here.'],
      ['acmeai.ai', 1, 'A .ai domain is registered for 2 to 10 years; 1 was asked.'],
      ['acmeco.co', 6, 'A .co domain is registered for 1 to 5 years; 6 was asked.'],
    ] as const) {
      const error = await refusal(registrar.register(registration(domain, years)));
      expect(error, domain).toBeInstanceOf(RegistrarError);
      expect(error?.message).toBe(message);
    }
    expect(await rowOf('acmeai.ai')).toBeUndefined();
  });

  it('completes a registration the caller claimed (a pending row)', async () => {
    await ctx.database.db
      .insert(registeredDomains)
      .values({ sld: 'claimed', tld: 'com', name: 'claimed.com', status: 'pending' });
    const [pending] = await registrar.check(['claimed.com']);
    expect(pending?.available).toBe(false);
    await registrar.register(registration('claimed.com', 2));
    expect(await rowOf('claimed.com')).toMatchObject({ status: 'active' });
  });

  it('renews from the current expiry, and from now once expired, never beyond 10 years ahead', async () => {
    const { expiresAt } = await registrar.register(registration('renewme.net', 2));
    const renewed = await registrar.renew('renewme.net', 3);
    expect(renewed.expiresAt.toISOString()).toBe(addYears(expiresAt, 3).toISOString());
    const tooFar = await refusal(registrar.renew('renewme.net', 6));
    expect(tooFar?.message).toContain('at most 10 years ahead');

    const past = new Date(Date.now() - 86_400_000);
    await ctx.database.db
      .update(registeredDomains)
      .set({ status: 'expired', expiresAt: past })
      .where(eq(registeredDomains.name, 'renewme.net'));
    const before = Date.now();
    const revived = await registrar.renew('renewme.net', 1);
    expect(revived.expiresAt.getTime()).toBeGreaterThanOrEqual(addYears(new Date(before), 1).getTime());
    expect((await registrar.getInfo('renewme.net')).status).toBe('active');
  });

  it('keeps lock, privacy and contacts, and reports them in getInfo', async () => {
    await registrar.register(registration('settings.org'));
    await registrar.setLock('settings.org', false);
    await registrar.setWhoisPrivacy('settings.org', true);
    const changed = { ...contacts, tech: { ...contact, firstName: 'Charles', email: 'charles@example.test' } };
    await registrar.setContacts('settings.org', changed);
    expect(await registrar.getInfo('settings.org')).toMatchObject({
      domain: 'settings.org',
      status: 'active',
      locked: false,
      whoisPrivacy: true,
      nameservers: [],
    });
    expect(await registrar.getContacts('settings.org')).toEqual(changed);
    const unknown = await refusal(registrar.getInfo('nobody-has-this.org'));
    expect(unknown).toBeInstanceOf(RegistrarError);
  });

  it('gives a strong EPP code and keeps only its hash', async () => {
    await registrar.register(registration('transferme.com'));
    const code = await registrar.requestEppCode('transferme.com');
    expect(code).toHaveLength(16);
    expect(code).toMatch(/[A-Z]/);
    expect(code).toMatch(/[a-z]/);
    expect(code).toMatch(/[0-9]/);
    expect(code).toMatch(/[^A-Za-z0-9]/);
    const row = await rowOf('transferme.com');
    expect(row?.eppCodeHash).toBe(hashEppCode(code));
    expect(JSON.stringify(row)).not.toContain(code);
    const second = await registrar.requestEppCode('transferme.com');
    expect(second).not.toBe(code);
    expect(new Set(Array.from({ length: 200 }, generateEppCode)).size).toBe(200);
  });
});
