import type { TDomainContacts } from '@launchpad/shared';
import { ZBusinessNameContent } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRegistrarProvider } from '../../providers/registrar';
import { type TTestContext, createTestContext } from '../../test/context';
import { createIdeaFor, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

// Brand names through the api (issue 18 part 3): each name's domain, whether the configured registrar
// says it is free, and which registry said so.

let ctx: TTestContext;
let api: ReturnType<typeof launchpadApi>;
let headers: Record<string, string>;
/** While set, the registrar cannot be reached. */
let registryDown = false;

beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      const real: TRegistrarProvider = app.deps.registrar;
      app.deps.registrar = {
        ...real,
        check: (domains) => (registryDown ? Promise.reject(new Error('registry unreachable')) : real.check(domains)),
      };
    },
  });
  api = launchpadApi(ctx);
  headers = (await customerOnPlan(ctx, 'scale')).headers;
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

async function namesFor(idea: string) {
  const id = await createIdeaFor(ctx, headers, idea);
  const res = await api.section(headers, id, 'BusinessName');
  expect(res.statusCode, res.body).toBe(200);
  return ZBusinessNameContent.parse(JSON.parse(res.json().data.content));
}

describe('launchpad brand names: availability from the configured registrar', () => {
  it('says the built-in test registry checked them, and a name registered there shows as taken', async () => {
    const idea = 'Handmade ceramic mugs sold online to coffee lovers worldwide';
    const first = await namesFor(idea);
    expect(first.registry).toEqual({ name: 'the built-in test registry', test: true });
    expect(first.business_names.length).toBeGreaterThanOrEqual(5);
    for (const entry of first.business_names) {
      expect(entry.domain).toBe(`${entry.name.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`);
      expect(entry.available).toBe(true);
    }

    // Someone registers one of the names; the same idea, built again, finds it taken and lists it last.
    const claimed = first.business_names[0]!.domain;
    await ctx.app.deps.registrar.register({
      domain: claimed,
      years: 1,
      contacts,
      nameservers: [],
      whoisPrivacy: false,
    });
    const again = await namesFor(idea);
    expect(again.business_names.map((n) => n.name).sort()).toEqual(first.business_names.map((n) => n.name).sort());
    expect(again.business_names.find((n) => n.domain === claimed)?.available).toBe(false);
    expect(again.business_names.at(-1)?.domain).toBe(claimed);
  });

  it('offers a local UK idea its names under .co.uk', async () => {
    const { business_names: names } = await namesFor('A bakery in Leeds selling sourdough bread to local cafés');
    for (const entry of names) expect(entry.domain).toMatch(/^[a-z0-9]+\.co\.uk$/);
    expect(names.every((n) => typeof n.available === 'boolean')).toBe(true);
  });

  it('keeps the names and says it could not check when the registry does not answer', async () => {
    registryDown = true;
    try {
      const content = await namesFor('Knitting kits and video patterns for complete beginners');
      expect(content.registry).toEqual({ name: 'the built-in test registry', test: true });
      expect(content.business_names.length).toBeGreaterThanOrEqual(5);
      expect(content.business_names.every((n) => n.available === null)).toBe(true);
    } finally {
      registryDown = false;
    }
  });
});
