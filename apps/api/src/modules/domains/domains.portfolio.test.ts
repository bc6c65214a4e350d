import { domainsEndpoints, type TDomainContacts } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredDomains, sslCertificates, users } from '../../db/schema';
import { hashEppCode } from '../../providers/registrar/builtin.domains';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';
import { createOwnedDomain } from './domains.test-helpers';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
const post = (url: string, headers: THeaders, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const rowOf = async (name: string) =>
  (await ctx.database.db.select().from(registeredDomains).where(eq(registeredDomains.name, name)))[0];
const unique = () => Math.random().toString(36).slice(2, 8);

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  organisation: 'Analytical Ltd',
  email: 'ada@example.test',
  phone: '+44.2071234567',
  address1: '1 Engine Row',
  city: 'London',
  postalCode: 'N1 1AA',
  country: 'gb',
  ...overrides,
});
const contacts = (registrant = contact()) => ({ registrant, admin: contact(), tech: contact(), billing: contact() });

/** A customer with one domain, and a stranger. */
async function owner(name = `own${unique()}.com`, overrides = {}) {
  const me = await createSignedInUser(ctx, 'customer', { name: 'Grace Brewster Hopper' });
  const domain = await createOwnedDomain(ctx, me.user.id, name, overrides);
  const stranger = await createSignedInUser(ctx);
  const [sld, ...rest] = name.split('.');
  return { ...me, domain, stranger, name: { sld: sld as string, tld: rest.join('.') } };
}

describe('domains: the portfolio (alldomains)', () => {
  it('lists only my domains by name, 10 a page, with search and status filters', async () => {
    const me = await createSignedInUser(ctx);
    const tag = unique();
    for (let i = 0; i < 11; i += 1)
      await createOwnedDomain(ctx, me.user.id, `a${tag}${String(i).padStart(2, '0')}.com`);
    await createOwnedDomain(ctx, me.user.id, `zz${tag}.io`, {
      status: 'expired',
      expiresAt: new Date(Date.now() - 1000),
    });
    const other = await createSignedInUser(ctx);
    await createOwnedDomain(ctx, other.user.id, `a${tag}99.com`);

    const first = await post(domainsEndpoints.allDomains.path, me.headers, {});
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(10);
    expect(body.page_meta).toEqual({ total_items_count: 12, has_next_page: true, page: 1, page_size: 10 });
    expect(body.data[0]).toMatchObject({
      name: `a${tag}00.com`,
      status: 'active',
      autoRenew: true,
      locked: true,
      whoisPrivacy: false,
      registrar: 'builtin',
      expiresAt: expect.any(String),
    });
    const second = (await post(domainsEndpoints.allDomains.path, me.headers, { page: 2 })).json();
    expect(second.data.map((d: { name: string }) => d.name)).toEqual([`a${tag}10.com`, `zz${tag}.io`]);
    expect(second.page_meta.has_next_page).toBe(false);

    const searched = (await post(domainsEndpoints.allDomains.path, me.headers, { search: `${tag}0` })).json();
    expect(searched.page_meta.total_items_count).toBe(10);
    const expired = (await post(domainsEndpoints.allDomains.path, me.headers, { status: 'expired' })).json();
    expect(expired.data.map((d: { name: string }) => d.name)).toEqual([`zz${tag}.io`]);
    const none = (await post(domainsEndpoints.allDomains.path, me.headers, { search: '%' })).json();
    expect(none.data).toEqual([]);
  });

  it('needs a signed-in customer and valid filters', async () => {
    expect((await post(domainsEndpoints.allDomains.path, {}, {})).statusCode).toBe(401);
    const me = await createSignedInUser(ctx);
    const bad = await post(domainsEndpoints.allDomains.path, me.headers, { status: 'stolen' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);
  });
});

describe('domains: portfoliodomaininfo, setreglock, setautorenew', () => {
  it('shows my domain with its services and the default nameservers', async () => {
    const { headers, name, domain } = await owner();
    const res = await post(domainsEndpoints.portfolioInfo.path, headers, name);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: domain.id,
      name: domain.name,
      status: 'active',
      eppRequestedAt: null,
      services: [],
      nameservers: [],
      defaultNameservers: ['ns1.launchpad-dns.net', 'ns2.launchpad-dns.net'],
    });
    const wrongStatus = await post(domainsEndpoints.portfolioInfo.path, headers, { ...name, status: 'expired' });
    expect(wrongStatus.statusCode).toBe(404);
  });

  it("answers 404 for someone else's domain and 400 for a name that cannot exist", async () => {
    const { name, stranger, domain } = await owner();
    const res = await post(domainsEndpoints.portfolioInfo.path, stranger.headers, name);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`${domain.name} is not one of your domains.`);
    const bad = await post(domainsEndpoints.portfolioInfo.path, stranger.headers, { sld: 'bad name', tld: 'com' });
    expect(bad.statusCode).toBe(400);
  });

  it('unlocks and locks at the registrar; a stranger changes nothing', async () => {
    const { headers, name, stranger, domain } = await owner();
    const denied = await post(domainsEndpoints.setRegLock.path, stranger.headers, { ...name, status: false });
    expect(denied.statusCode).toBe(404);
    expect((await rowOf(domain.name))?.locked).toBe(true);

    const unlocked = await post(domainsEndpoints.setRegLock.path, headers, { ...name, status: false });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ message: 'Domain unlocked.', data: { locked: false } });
    expect((await ctx.app.deps.registrar.getInfo(domain.name)).locked).toBe(false);
    const info = (await post(domainsEndpoints.portfolioInfo.path, headers, name)).json().data;
    expect(info.locked).toBe(false);

    const badBody = await post(domainsEndpoints.setRegLock.path, headers, { ...name, status: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('Status must be true or false');
  });

  it('refuses to change the lock of an expired domain', async () => {
    const { headers, name, domain } = await owner(undefined, { status: 'expired' });
    const res = await post(domainsEndpoints.setRegLock.path, headers, { ...name, status: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has expired: renew it first');
    expect((await rowOf(domain.name))?.locked).toBe(true);
  });

  it('turns auto-renew off and on', async () => {
    const { headers, name, stranger, domain } = await owner();
    const off = await post(domainsEndpoints.setAutoRenew.path, headers, { ...name, autoRenew: false });
    expect(off.json()).toMatchObject({ message: 'Auto-renew is off.', data: { autoRenew: false } });
    expect(
      (await post(domainsEndpoints.setAutoRenew.path, stranger.headers, { ...name, autoRenew: true })).statusCode,
    ).toBe(404);
    expect((await rowOf(domain.name))?.autoRenew).toBe(false);
  });
});

describe('domains: requestepp', () => {
  it('mails a fresh code to the registrant and never returns it; only its hash is kept', async () => {
    const registrant = contact({ email: `registrant-${unique()}@example.test` });
    const { headers, name, domain, user } = await owner(undefined, {
      contacts: contacts(registrant) as TDomainContacts,
    });
    const res = await post(domainsEndpoints.requestEpp.path, headers, name);
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(data.sentTo).toBe(`r***@example.test`);
    expect(message).toBe(`We have emailed the transfer code to r***@example.test.`);

    const [mail] = await readOutbox(ctx, registrant.email);
    expect(mail).toMatchObject({ template: 'domain_epp_code', subject: `Transfer code for ${domain.name}` });
    const code = /Code: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toHaveLength(16);
    expect(res.body).not.toContain(code);
    expect(mail?.text).toContain('locked against transfer');
    expect((await rowOf(domain.name))?.eppCodeHash).toBe(hashEppCode(code));
    expect(await readOutbox(ctx, user.email)).toEqual([]);

    const again = await post(domainsEndpoints.requestEpp.path, headers, name);
    expect(again.statusCode).toBe(429);
    expect((await readOutbox(ctx, registrant.email)).length).toBe(1);
  });

  it('mails the account email when the domain has no contacts; refuses strangers and expired domains', async () => {
    const { headers, name, user, stranger, domain } = await owner();
    expect((await post(domainsEndpoints.requestEpp.path, stranger.headers, name)).statusCode).toBe(404);
    expect((await rowOf(domain.name))?.eppCodeHash).toBeNull();
    const res = await post(domainsEndpoints.requestEpp.path, headers, name);
    expect(res.statusCode).toBe(200);
    expect((await readOutbox(ctx, user.email))[0]?.template).toBe('domain_epp_code');

    const expired = await owner(undefined, { status: 'expired' });
    expect((await post(domainsEndpoints.requestEpp.path, expired.headers, expired.name)).statusCode).toBe(409);
  });
});

describe('domains: getcontacts / updatecontacts', () => {
  it('starts from the account profile, then stores validated contacts at the registrar', async () => {
    const { headers, name, user, domain } = await owner();
    await ctx.database.db.update(users).set({ phone: '020 7123 4567' }).where(eq(users.id, user.id));
    const first = await post(domainsEndpoints.getContacts.path, headers, name);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ domain: domain.name, stored: false });
    expect(data.contacts.registrant).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email: user.email,
      phone: '+44.2071234567',
      country: 'GB',
      address1: '',
    });
    expect(data.missing).toEqual(expect.arrayContaining(['registrant.address1', 'billing.postalCode']));

    const update = await post(domainsEndpoints.updateContacts.path, headers, { ...name, contacts: contacts() });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ message: 'Contacts updated.', data: { stored: true, missing: [] } });
    const read = (await post(domainsEndpoints.getContacts.path, headers, name)).json().data;
    expect(read.contacts.registrant).toEqual({
      ...contact(),
      country: 'GB',
      address2: null,
      stateProvince: null,
    });
    expect((await ctx.app.deps.registrar.getContacts(domain.name)).registrant.email).toBe('ada@example.test');
  });

  it.each([
    [{ phone: '07123 456789' }, 'Phone must look like +44.2071234567'],
    [{ email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ country: 'GBR' }, 'Country must be a two-letter country code'],
    [{ firstName: '' }, 'First name is required'],
  ])('refuses %j and keeps what was stored', async (bad, message) => {
    const { headers, name, domain } = await owner();
    const res = await post(domainsEndpoints.updateContacts.path, headers, {
      ...name,
      contacts: contacts(contact(bad)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await rowOf(domain.name))?.contacts).toBeNull();
  });

  it("refuses someone else's domain", async () => {
    const { name, stranger, domain } = await owner();
    expect((await post(domainsEndpoints.getContacts.path, stranger.headers, name)).statusCode).toBe(404);
    const res = await post(domainsEndpoints.updateContacts.path, stranger.headers, { ...name, contacts: contacts() });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(domain.name))?.contacts).toBeNull();
  });
});

describe('domains: enabledisableService (ID Protect) and allservices', () => {
  it('turns ID Protect off and on again for a domain that has it', async () => {
    const { headers, name, domain, stranger } = await owner(undefined, { whoisPrivacy: true });
    expect(
      (
        await post(domainsEndpoints.enableDisableService.path, stranger.headers, {
          ...name,
          service: 'ID Protect',
          enabled: false,
        })
      ).statusCode,
    ).toBe(404);
    const off = await post(domainsEndpoints.enableDisableService.path, headers, {
      ...name,
      service: 'ID Protect',
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'ID Protect is off.', data: { whoisPrivacy: false } });
    expect((await ctx.app.deps.registrar.getInfo(domain.name)).whoisPrivacy).toBe(false);
  });

  it('refuses to turn on ID Protect a domain was not bought with, and unknown services', async () => {
    const { headers, name, domain } = await owner();
    const on = await post(domainsEndpoints.enableDisableService.path, headers, {
      ...name,
      service: 'ID Protect',
      enabled: true,
    });
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toContain('does not include ID Protect');
    expect((await rowOf(domain.name))?.whoisPrivacy).toBe(false);
    const ssl = await post(domainsEndpoints.enableDisableService.path, headers, {
      ...name,
      service: 'SSL',
      enabled: true,
    });
    expect(ssl.statusCode).toBe(400);
    expect(ssl.json().message).toContain('Service must be ID Protect');
  });

  it('lists my certificates and the ID Protect of my domains', async () => {
    const { headers, user, domain } = await owner(undefined, { whoisPrivacy: true });
    await ctx.database.db
      .insert(sslCertificates)
      .values({ userId: user.id, domainId: domain.id, productName: 'PositiveSSL (domain validated)' });
    const res = await post(domainsEndpoints.allServices.path, headers, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        serviceType: 'SSL',
        name: 'PositiveSSL (domain validated)',
        domain: domain.name,
        status: 'purchased',
        certId: expect.any(Number),
        enabled: false,
      }),
      expect.objectContaining({ serviceType: 'ID Protect', domain: domain.name, status: 'enabled', enabled: true }),
    ]);
    const stranger = await createSignedInUser(ctx);
    expect((await post(domainsEndpoints.allServices.path, stranger.headers, {})).json().data).toEqual([]);
    expect((await post(domainsEndpoints.allServices.path, {}, {})).statusCode).toBe(401);
  });
});

describe('domains: orders', () => {
  it('is empty for a customer who bought no domain, and needs sign-in', async () => {
    const me = await createSignedInUser(ctx);
    const res = await post(domainsEndpoints.domainOrders.path, me.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: [], page_meta: { total_items_count: 0, has_next_page: false } });
    expect((await post(domainsEndpoints.domainOrders.path, {}, {})).statusCode).toBe(401);
  });
});
