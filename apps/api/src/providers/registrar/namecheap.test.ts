import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NamecheapApiError } from './namecheap';
import { parseXml, child, attr, text } from './namecheap.client';
import { type TNamecheapTestServer, startNamecheapTestServer } from './namecheap.test-server';
import { API_KEY, API_USER, CONTACTS, adapterFor, commandsSent, failure } from './namecheap.test-fixtures';
import { RegistrarError, type TRegistrarRecord } from './registrar.provider';

let server: TNamecheapTestServer;
beforeAll(async () => {
  server = await startNamecheapTestServer({
    apiUser: API_USER,
    apiKey: API_KEY,
    taken: ['taken.com', 'google.com'],
    premium: { 'gold.io': 1250.5 },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.delayMs = 0;
  server.requests.length = 0;
});

const registrar = () => adapterFor(server);
const register = (domain: string, extra: { years?: number; nameservers?: string[]; whoisPrivacy?: boolean } = {}) =>
  registrar().register({
    domain,
    years: extra.years ?? 1,
    contacts: CONTACTS,
    nameservers: extra.nameservers ?? [],
    whoisPrivacy: extra.whoisPrivacy ?? false,
  });
const yearsFromNow = (years: number) => {
  const date = new Date();
  return new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
};

describe('namecheap adapter: the wire format', () => {
  it('POSTs a form with the global parameters to the API URL and keeps the key out of the URL', async () => {
    await registrar().check(['acme.com']);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/xml.response');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({
      apiuser: API_USER,
      apikey: API_KEY,
      username: API_USER,
      clientip: '127.0.0.1',
      command: 'namecheap.domains.check',
      domainlist: 'acme.com',
    });
  });

  it('splits a domain into SLD and TLD the way Namecheap does (acme.co.uk is acme + co.uk)', async () => {
    await register('acme.co.uk');
    server.requests.length = 0;
    expect(await registrar().getNameservers('acme.co.uk')).toEqual([]);
    expect(server.requests[0]?.params.get('sld')).toBe('acme');
    expect(server.requests[0]?.params.get('tld')).toBe('co.uk');
  });
});

describe('namecheap adapter: availability', () => {
  it('answers in the order asked, with why a name is taken and what a premium name costs', async () => {
    const answers = await registrar().check(['free-name.com', 'taken.com', 'gold.io', 'odd.zz']);
    expect(answers).toEqual([
      { domain: 'free-name.com', available: true, premium: false, premiumRegistrationPence: null, reason: null },
      {
        domain: 'taken.com',
        available: false,
        premium: false,
        premiumRegistrationPence: null,
        reason: 'already registered',
      },
      { domain: 'gold.io', available: true, premium: true, premiumRegistrationPence: 125050, reason: null },
      {
        domain: 'odd.zz',
        available: false,
        premium: false,
        premiumRegistrationPence: null,
        reason: 'TLD is not supported',
      },
    ]);
  });

  it('asks at most 50 names per call', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `batch-${i}.com`);
    const answers = await registrar().check(names);
    expect(answers.map((a) => a.domain)).toEqual(names);
    expect(server.requests.map((r) => r.params.get('domainlist')?.split(',').length)).toEqual([50, 10]);
  });
});

describe('namecheap adapter: registration, details and renewal', () => {
  it('registers with the four contacts and reports the term, lock, privacy and default nameservers', async () => {
    const result = await register('register-me.com', { years: 2, whoisPrivacy: true });
    expect(result).toEqual({ domain: 'register-me.com', registeredAt: yearsFromNow(0), expiresAt: yearsFromNow(2) });

    const create = server.requests.find((r) => r.params.get('command') === 'namecheap.domains.create');
    expect(create?.params.get('auxbillingfirstname')).toBe('Byron');
    expect(create?.params.get('addfreewhoisguard')).toBe('yes');
    expect(create?.params.get('wgenabled')).toBe('yes');

    expect(await registrar().getInfo('register-me.com')).toEqual({
      domain: 'register-me.com',
      status: 'active',
      registeredAt: yearsFromNow(0),
      expiresAt: yearsFromNow(2),
      locked: true,
      whoisPrivacy: true,
      autoRenew: false,
      nameservers: [],
    });
    expect(await registrar().getContacts('register-me.com')).toEqual(CONTACTS);
  });

  it('registers with custom nameservers and a premium name at its price', async () => {
    await register('gold.io', { nameservers: ['ns1.example.net', 'ns2.example.net'] });
    const create = server.requests.find((r) => r.params.get('command') === 'namecheap.domains.create');
    expect(create?.params.get('ispremiumdomain')).toBe('true');
    expect(create?.params.get('premiumprice')).toBe('1250.5000');
    expect((await registrar().getInfo('gold.io')).nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
  });

  it('refuses a name that is not available without trying to buy it', async () => {
    const error = await failure(register('taken.com'));
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error.message).toBe('taken.com is not available: already registered.');
    expect(commandsSent(server)).not.toContain('namecheap.domains.create');
  });

  it("passes on Namecheap's refusal of a contact with its error number", async () => {
    const contacts = { ...CONTACTS, tech: { ...CONTACTS.tech, phone: '0207 123 4567' } };
    const error = await failure(
      registrar().register({ domain: 'bad-phone.com', years: 1, contacts, nameservers: [], whoisPrivacy: false }),
    );
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error).toMatchObject({ code: '2015182', message: expect.stringContaining('TechPhone is invalid') });
    expect(server.domains.has('bad-phone.com')).toBe(false);
  });

  it('renews from the current expiry, and reactivates an expired domain from today', async () => {
    await register('renew-me.com', { years: 1 });
    expect(await registrar().renew('renew-me.com', 3)).toEqual({ expiresAt: yearsFromNow(4) });

    server.expireDomain('renew-me.com');
    expect((await registrar().getInfo('renew-me.com')).status).toBe('expired');
    expect(await registrar().renew('renew-me.com', 2)).toEqual({ expiresAt: yearsFromNow(2) });
    expect(commandsSent(server)).toContain('namecheap.domains.reactivate');
    expect((await registrar().getInfo('renew-me.com')).status).toBe('active');
  });

  it('reports a domain that is not in the account as a RegistrarError with its number', async () => {
    expect(await failure(registrar().getInfo('nowhere.com'))).toMatchObject({
      name: 'RegistrarError',
      code: '2019166',
    });
    expect(await failure(registrar().getContacts('taken.com'))).toMatchObject({
      name: 'RegistrarError',
      code: '2016166',
    });
  });
});

describe('namecheap adapter: lock, transfer code, contacts and privacy', () => {
  beforeAll(async () => {
    await register('manage-me.com');
  });

  it('unlocks and locks the domain', async () => {
    await registrar().setLock('manage-me.com', false);
    expect((await registrar().getInfo('manage-me.com')).locked).toBe(false);
    expect(server.requests.some((r) => r.params.get('lockaction') === 'UNLOCK')).toBe(true);
    await registrar().setLock('manage-me.com', true);
    expect((await registrar().getInfo('manage-me.com')).locked).toBe(true);
  });

  it('says plainly that Namecheap hands out no transfer codes through its API', async () => {
    const error = await failure(registrar().requestEppCode('manage-me.com'));
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error.message).toMatch(/transfer code for manage-me\.com cannot be requested through the registrar's API/);
    expect(server.requests).toHaveLength(0);
  });

  it('replaces the contacts', async () => {
    const contacts = {
      ...CONTACTS,
      registrant: { ...CONTACTS.registrant, email: 'new-owner@example.test', city: 'Bath' },
    };
    await registrar().setContacts('manage-me.com', contacts);
    expect(await registrar().getContacts('manage-me.com')).toEqual(contacts);
  });

  it('turns ID Protect on (forwarding to the registrant) and off through the WhoisGuard subscription', async () => {
    await registrar().setWhoisPrivacy('manage-me.com', true);
    expect((await registrar().getInfo('manage-me.com')).whoisPrivacy).toBe(true);
    const subscription = [...server.whoisguards.values()].find((wg) => wg.domain === 'manage-me.com');
    expect(subscription?.forwardedTo).toBe('new-owner@example.test');

    await registrar().setWhoisPrivacy('manage-me.com', true); // already on: nothing to do
    await registrar().setWhoisPrivacy('manage-me.com', false);
    expect((await registrar().getInfo('manage-me.com')).whoisPrivacy).toBe(false);
  });

  it('refuses ID Protect for a domain without a subscription', async () => {
    await register('no-privacy.com');
    const id = server.domains.get('no-privacy.com')?.whoisguardId;
    server.whoisguards.delete(id ?? -1);
    const error = await failure(registrar().setWhoisPrivacy('no-privacy.com', true));
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error.message).toBe('no-privacy.com has no ID Protect (WhoisGuard) subscription at the registrar.');
  });
});

describe('namecheap adapter: nameservers and host records', () => {
  beforeAll(async () => {
    await register('zone.com');
  });

  it('switches between custom nameservers and the registrar defaults', async () => {
    await registrar().setNameservers('zone.com', ['NS1.Example.net', 'ns2.example.net']);
    expect(await registrar().getNameservers('zone.com')).toEqual(['ns1.example.net', 'ns2.example.net']);
    await registrar().setNameservers('zone.com', []);
    expect(await registrar().getNameservers('zone.com')).toEqual([]);
    expect(registrar().defaultNameservers).toEqual(['dns1.registrar-servers.com', 'dns2.registrar-servers.com']);
  });

  const record = (host: string, type: string, value: string, ttl = 1800, priority: number | null = null) =>
    ({ host, type, value, ttl, priority, weight: null, port: null }) satisfies TRegistrarRecord;
  const zone = [
    record('@', 'A', '203.0.113.10', 300),
    record('@', 'AAAA', '2001:db8::10'),
    record('www', 'CNAME', 'zone.com', 3600),
    record('@', 'MX', 'mx1.mail.example', 600, 10),
    record('@', 'MX', 'mx2.mail.example', 600, 20),
    record('@', 'TXT', 'v=spf1 include:_spf.mail.example ~all'),
    record('@', 'CAA', '0 issue "letsencrypt.org"'),
    record('go', 'URL301', 'https://example.org/landing'),
  ];

  it('saves and reads back every record with its TTL and MX priority', async () => {
    await registrar().setRecords('zone.com', zone);
    const setHosts = server.requests.find((r) => r.params.get('command') === 'namecheap.domains.dns.setHosts');
    expect(setHosts?.params.get('emailtype')).toBe('MX');
    expect(setHosts?.params.get('mxpref5')).toBe('20');

    const records = await registrar().getRecords('zone.com');
    expect(records).toHaveLength(zone.length);
    expect(records).toEqual(expect.arrayContaining(zone));
    expect(await registrar().getRecords('zone.com')).toEqual(records); // a stable order
  });

  it('replaces the whole set: what is not sent is gone', async () => {
    await registrar().setRecords('zone.com', zone);
    await registrar().setRecords('zone.com', [record('@', 'A', '198.51.100.7', 60)]);
    expect(await registrar().getRecords('zone.com')).toEqual([record('@', 'A', '198.51.100.7', 60)]);
  });

  it('refuses SRV records, which the API cannot store, and changes nothing', async () => {
    await registrar().setRecords('zone.com', zone);
    const srv = { ...record('_sip._tcp', 'SRV', 'sip.example.net'), priority: 10, weight: 5, port: 5060 };
    const error = await failure(registrar().setRecords('zone.com', [...zone, srv]));
    expect(error).toBeInstanceOf(RegistrarError);
    expect(error.message).toMatch(/cannot store SRV records for zone\.com; nothing was changed/);
    expect(await registrar().getRecords('zone.com')).toHaveLength(zone.length);
  });

  it("passes on Namecheap's refusal of a bad value and keeps the old records", async () => {
    await registrar().setRecords('zone.com', zone);
    const error = await failure(registrar().setRecords('zone.com', [record('@', 'A', 'not-an-ip')]));
    expect(error).toMatchObject({ name: 'RegistrarError', code: '2011324' });
    expect(await registrar().getRecords('zone.com')).toHaveLength(zone.length);
  });

  it('cannot read host records while the domain uses custom nameservers', async () => {
    await registrar().setNameservers('zone.com', ['ns1.example.net', 'ns2.example.net']);
    expect(await failure(registrar().getRecords('zone.com'))).toMatchObject({
      name: 'RegistrarError',
      code: '2030288',
    });
    await registrar().setNameservers('zone.com', []);
  });
});

describe('namecheap adapter: failures that are not the customer’s', () => {
  it('turns a wrong API key into a plain error that does not show the key', async () => {
    const error = await failure(adapterFor(server, { apiKey: 'wrong-key-123' }).check(['acme.com']));
    expect(error).toBeInstanceOf(NamecheapApiError);
    expect(error).not.toBeInstanceOf(RegistrarError);
    expect(error).toMatchObject({ code: '1011102' });
    expect(error.message).not.toContain('wrong-key-123');
  });

  it('turns a client IP that is not whitelisted into a plain error', async () => {
    const error = await failure(adapterFor(server, { clientIp: '192.0.2.55' }).check(['acme.com']));
    expect(error).toMatchObject({ name: 'NamecheapApiError', code: '1011150' });
  });

  it('gives up after the timeout with a clear message', async () => {
    server.delayMs = 500;
    const error = await failure(adapterFor(server, {}, { timeoutMs: 100 }).check(['acme.com']));
    expect(error).not.toBeInstanceOf(RegistrarError);
    expect(error.message).toBe('The Namecheap API did not answer namecheap.domains.check within 100 ms.');
  });

  it('reports an API that cannot be reached or does not speak its format', async () => {
    const unreachable = await failure(
      adapterFor(server, { apiUrl: 'http://127.0.0.1:9/xml.response' }).check(['a.com']),
    );
    expect(unreachable.message).toMatch(/^Could not reach the Namecheap API for namecheap\.domains\.check: /);
    expect(unreachable.message).not.toContain(API_KEY);
    const wrongPath = await failure(
      adapterFor(server, { apiUrl: server.url.replace('xml.response', 'nope') }).check(['a.com']),
    );
    expect(wrongPath.message).toBe('The Namecheap API answered HTTP 404 to namecheap.domains.check.');
  });
});

describe('namecheap test server: it checks parameter names, so the adapter must send the documented ones', () => {
  const call = async (params: Record<string, string>) => {
    const body = new URLSearchParams({
      ApiUser: API_USER,
      ApiKey: API_KEY,
      UserName: API_USER,
      ClientIp: '127.0.0.1',
      ...params,
    });
    const response = await fetch(server.url, { method: 'POST', body });
    const envelope = child(parseXml(await response.text()), 'ApiResponse');
    const error = child(child(envelope, 'Errors'), 'Error');
    return { status: attr(envelope, 'Status'), number: attr(error, 'Number'), message: text(error) };
  };

  it('refuses requests that miss a required parameter', async () => {
    await register('params.com');
    expect(await call({ Command: 'namecheap.domains.dns.getHosts', TLD: 'com' })).toEqual({
      status: 'ERROR',
      number: '2010324',
      message: 'Parameter SLD is missing',
    });
    expect(await call({ Command: 'namecheap.domains.check' })).toMatchObject({
      message: 'Parameter DomainList is missing',
    });
    expect(
      await call({
        Command: 'namecheap.domains.dns.setHosts',
        SLD: 'params',
        TLD: 'com',
        RecordType1: 'A',
        Address1: '192.0.2.1',
      }),
    ).toMatchObject({ status: 'ERROR', message: 'Parameter HostName1 is missing' });
    expect(await call({ Command: 'namecheap.domains.create', DomainName: 'x.com', Years: '1' })).toMatchObject({
      message: 'Parameter RegistrantFirstName is missing',
    });
    expect(await call({ Command: 'namecheap.ssl.getInfo' })).toMatchObject({
      message: 'Parameter CertificateID is missing',
    });
    expect(await call({ Command: 'namecheap.domains.getinfo', DomainName: 'params.com' })).toMatchObject({
      status: 'OK',
    });
  });

  it('checks the global parameters first', async () => {
    const response = await fetch(server.url, { method: 'POST', body: new URLSearchParams({ ApiUser: API_USER }) });
    expect(await response.text()).toContain('<Error Number="1010102">Parameter APIKey is missing</Error>');
    expect(await call({ Command: 'namecheap.domains.nosuch' })).toMatchObject({ number: '1011104' });
  });
});
