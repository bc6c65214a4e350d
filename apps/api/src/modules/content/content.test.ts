import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, communities, eventOrganizers, events, investors, perks } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';

// Public content api (issue 9). The rows here are made by the test, in sectors no seed row uses, so the
// assertions hold whatever seed content exists.

let ctx: TTestContext;
const DAY = 86_400_000;
const now = Date.now();
const at = (days: number, hour = 0) => new Date(now + days * DAY + hour * 3_600_000);
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

let organiserId = '';
let runningEventId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const place = { location: 'London, United Kingdom', countryCode: 'GB' };
  await db.insert(communities).values([
    {
      slug: 'quokka-growers-guild',
      name: 'Quokka Growers Guild',
      description: 'Monthly meet-ups for people building agritech.',
      ...place,
      industry: 'quokkatech',
      tags: ['quokka', 'farming'],
      platform: 'Slack',
      memberCount: 500,
    },
    {
      slug: 'marsupial-makers',
      name: 'Marsupial Makers',
      description: 'Founders who talk about quokka farming every week.',
      location: 'Online',
      countryCode: null,
      industry: 'quokkatech',
      tags: ['farming'],
      platform: 'Discord',
      memberCount: 1500,
    },
    {
      slug: 'wombat-works',
      name: 'Wombat Works',
      description: 'Makers of burrowing robots.',
      location: 'Berlin, Germany',
      countryCode: 'DE',
      industry: 'quokkatech',
      tags: ['robots'],
      platform: 'Slack',
      memberCount: null,
    },
    {
      slug: 'quokka-secret-club',
      name: 'Quokka Secret Club',
      description: 'Not ready yet.',
      ...place,
      industry: 'quokkatech',
      tags: ['quokka'],
      platform: 'Slack',
      status: 'draft',
    },
  ]);
  await db.insert(investors).values([
    {
      slug: 'zebra-seed-fund',
      name: 'Zebra Seed Fund',
      description: 'First cheques for striped startups.',
      ...place,
      industry: 'zebratech',
      stage: 'Pre-seed to seed',
    },
    {
      slug: 'zebra-growth-partners',
      name: 'Zebra Growth Partners',
      description: 'Later rounds.',
      ...place,
      industry: 'zebratech',
      stage: 'growth',
    },
  ]);
  await db.insert(perks).values([
    {
      slug: 'okapi-credits',
      name: 'Okapi Credits',
      description: 'Cloud credits for everyone.',
      location: 'Online',
      countryCode: null,
      industry: 'okapitech',
      provider: 'Okapi Cloud',
      offer: '£5,000 credits',
      valuePence: 500_000,
      redeemSteps:
        '1. Sign up\n2. Apply [here](javascript:alert(1)) <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">',
    },
    {
      slug: 'okapi-seed-deal',
      name: 'Okapi Seed Deal',
      description: 'For seed companies.',
      ...place,
      industry: 'okapitech',
      provider: 'Okapi Cloud',
      offer: '£1,000 off',
      valuePence: 100_000,
      eligibleStages: ['seed'],
    },
    {
      slug: 'okapi-growth-perk',
      name: 'Okapi Growth Perk',
      description: 'For growth companies.',
      ...place,
      industry: 'okapitech',
      provider: 'Okapi Cloud',
      offer: '£9,000 off',
      valuePence: 900_000,
      eligibleStages: ['growth'],
    },
  ]);
  const [organiser] = await db
    .insert(eventOrganizers)
    .values({
      slug: 'ibex-events-co',
      name: 'Ibex Events Co',
      description: 'We run mountain meet-ups.',
      ...place,
      industry: 'ibextech',
    })
    .returning();
  organiserId = organiser?.id ?? '';
  const event = (slug: string, startDays: number, endDays: number, extra: object = {}) => ({
    slug,
    name: slug.replaceAll('-', ' '),
    description: `About ${slug}.`,
    ...place,
    industry: 'ibextech',
    organiser: 'Ibex Events Co',
    organizerId: organiserId,
    venue: 'Ibex Hall, 1 Peak Road',
    startsAt: at(startDays),
    endsAt: at(endDays),
    ...extra,
  });
  const inserted = await db
    .insert(events)
    .values([
      event('ibex-past-meetup', -10, -9.9),
      event('ibex-running-summit', -1, 1),
      event('ibex-next-week', 7, 7.1),
      event('ibex-far-future', 60, 60.1, { venue: null, isOnline: true, countryCode: null, location: 'Online' }),
      event('ibex-draft-event', 8, 8.1, { status: 'draft' }),
    ])
    .returning();
  runningEventId = inserted.find((row) => row.slug === 'ibex-running-summit')?.id ?? '';
  await db.insert(articles).values([
    {
      kind: 'blog',
      slug: 'narwhal-budgeting',
      title: 'Narwhal budgeting for founders',
      summary: 'Plan your runway.',
      body: '# Start\n\n## Your runway\n\nText.\n\n## Your runway\n\n### Q&A\n\n<script>alert("x")</script><p onclick="steal()">Click</p>\n\n[bad](javascript:alert(1)) <iframe src="https://evil.example"></iframe>',
      category: 'Finance',
      tags: ['runway'],
      author: 'Ada',
      publishedAt: at(-2),
    },
    {
      kind: 'blog',
      slug: 'cash-flow-basics',
      title: 'Cash flow basics',
      summary: 'Money in, money out.',
      body: 'A narwhal once said: mind the cash.',
      category: 'Finance',
      tags: ['runway'],
      author: 'Ada',
      publishedAt: at(-1),
    },
    {
      kind: 'blog',
      slug: 'narwhal-draft',
      title: 'Narwhal draft',
      summary: 'Unfinished.',
      body: 'Draft.',
      category: 'Finance',
      author: 'Ada',
      status: 'draft',
    },
  ]);
});
afterAll(() => ctx.close());

const list = (type: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/content/${type}/list`, payload });
const detail = (type: string, id: string) => ctx.app.inject({ method: 'POST', url: `/api/content/${type}/${id}` });
const slugs = (res: { json: () => { data: { slug: string }[] } }) => res.json().data.map((item) => item.slug);

describe('content lists', () => {
  it('lists published rows only, with page meta, facets and a public cache header', async () => {
    const res = await list('community', { sector: 'quokkatech' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(slugs(res)).toEqual(['marsupial-makers', 'quokka-growers-guild', 'wombat-works']);
    expect(body.page_meta).toEqual({ total_items_count: 3, has_next_page: false, page: 1, page_size: 10 });
    expect(body.data[0]).toMatchObject({
      type: 'community',
      platform: 'Discord',
      memberCount: 1500,
      status: 'published',
    });
    expect(body.facets.sectors).toContain('quokkatech');
    expect(body.facets.locations).toEqual(
      expect.arrayContaining([
        { code: 'GB', label: 'United Kingdom' },
        { code: 'DE', label: 'Germany' },
        { code: 'online', label: 'Online' },
      ]),
    );
    expect(body.facets.categories).toEqual(expect.arrayContaining(['Discord', 'Slack']));
  });

  it('accepts an empty body as the first page', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/content/community/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().page_meta).toMatchObject({ page: 1, page_size: 10 });
  });

  it('pages with total_items_count and has_next_page', async () => {
    const first = await list('community', { sector: 'quokkatech', pageSize: 2, sort: 'name' });
    expect(slugs(first)).toEqual(['marsupial-makers', 'quokka-growers-guild']);
    expect(first.json().page_meta).toEqual({ total_items_count: 3, has_next_page: true, page: 1, page_size: 2 });
    const second = await list('community', { sector: 'quokkatech', pageSize: 2, page: 2, sort: 'name' });
    expect(slugs(second)).toEqual(['wombat-works']);
    expect(second.json().page_meta.has_next_page).toBe(false);
    const beyond = await list('community', { sector: 'quokkatech', pageSize: 2, page: 3 });
    expect(beyond.json().data).toEqual([]);
  });

  it('ranks a match in the name above a match only in the description', async () => {
    const res = await list('community', { search: 'quokka', sector: 'quokkatech' });
    expect(slugs(res)).toEqual(['quokka-growers-guild', 'marsupial-makers']);
    // websearch syntax: a minus leaves a word out.
    const without = await list('community', { search: 'quokka -farming -agritech', sector: 'quokkatech' });
    expect(slugs(without)).toEqual([]);
    const articlesRes = await list('blog', { search: 'narwhal' });
    expect(slugs(articlesRes)).toEqual(['narwhal-budgeting', 'cash-flow-basics']);
  });

  it('filters by location (a country code or online) and community platform', async () => {
    expect(slugs(await list('community', { sector: 'quokkatech', location: 'gb' }))).toEqual(['quokka-growers-guild']);
    expect(slugs(await list('community', { sector: 'quokkatech', location: 'online' }))).toEqual(['marsupial-makers']);
    expect(slugs(await list('community', { sector: 'quokkatech', category: 'discord' }))).toEqual(['marsupial-makers']);
  });

  it('sorts communities by members (unknown last) and perks by value', async () => {
    const members = await list('community', { sector: 'quokkatech', sort: 'members' });
    expect(slugs(members)).toEqual(['marsupial-makers', 'quokka-growers-guild', 'wombat-works']);
    const value = await list('perk', { sector: 'okapitech', sort: 'value' });
    expect(slugs(value)).toEqual(['okapi-growth-perk', 'okapi-credits', 'okapi-seed-deal']);
  });

  it('filters investors by stage, ranges included', async () => {
    expect(slugs(await list('investor', { sector: 'zebratech', stage: 'seed' }))).toEqual(['zebra-seed-fund']);
    expect(slugs(await list('investor', { sector: 'zebratech', stage: 'pre-seed' }))).toEqual(['zebra-seed-fund']);
    expect(slugs(await list('investor', { sector: 'zebratech', stage: 'growth' }))).toEqual(['zebra-growth-partners']);
    expect(slugs(await list('investor', { sector: 'zebratech', stage: 'series-a' }))).toEqual([]);
  });

  it('filters perks by stage: a perk with no stages suits any stage', async () => {
    const seed = await list('perk', { sector: 'okapitech', stage: 'seed' });
    expect(slugs(seed)).toEqual(['okapi-credits', 'okapi-seed-deal']);
  });

  it('lists events to come and running by default, sorted by start', async () => {
    const res = await list('event', { sector: 'ibextech' });
    expect(slugs(res)).toEqual(['ibex-running-summit', 'ibex-next-week', 'ibex-far-future']);
    expect(res.json().data[0]).toMatchObject({ organizerSlug: 'ibex-events-co', organizerId: organiserId });
    const all = await list('event', { sector: 'ibextech', past: true });
    expect(slugs(all)[0]).toBe('ibex-past-meetup');
  });

  it('filters events by a date range (UTC days, overlapping events)', async () => {
    const week = await list('event', { sector: 'ibextech', from: utcDay(at(5)), to: utcDay(at(9)) });
    expect(slugs(week)).toEqual(['ibex-next-week']);
    const today = await list('event', { sector: 'ibextech', from: utcDay(at(0)), to: utcDay(at(0)) });
    expect(slugs(today)).toEqual(['ibex-running-summit']);
    const past = await list('event', { sector: 'ibextech', from: utcDay(at(-11)), to: utcDay(at(-9)) });
    expect(slugs(past)).toEqual(['ibex-past-meetup']);
    const online = await list('event', { sector: 'ibextech', location: 'online' });
    expect(slugs(online)).toEqual(['ibex-far-future']);
  });

  it('answers 400 with a message for values out of range', async () => {
    const cases: [string, object, RegExp][] = [
      ['investor', { stage: 'unicorn' }, /Stage must be one of/],
      ['community', { location: 'United Kingdom' }, /Location must be a two-letter country code or online/],
      ['community', { location: 'XX' }, /Location XX is not a country code/],
      ['event', { from: '2026-13-01' }, /Dates must be written YYYY-MM-DD/],
      ['event', { from: '2026-05-02', to: '2026-05-01' }, /From must be on or before to/],
      ['community', { pageSize: 51 }, /Page size must be at most 50/],
      ['community', { page: 0 }, /Page must be 1 or more/],
      ['community', { sort: 'loudest' }, /Sort must be one of/],
      ['community', { colour: 'red' }, /Unknown field: colour/],
      ['spaceship', {}, /Type must be one of/],
    ];
    for (const [type, payload, message] of cases) {
      const res = await list(type, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it('answers 400 when a filter or sort does not apply to the area', async () => {
    const cases: [string, object, string][] = [
      ['community', { stage: 'seed' }, 'The stage filter does not apply to community'],
      ['perk', { from: '2026-01-01' }, 'The from filter does not apply to perk'],
      ['investor', { category: 'Finance' }, 'The category filter does not apply to investor'],
      ['blog', { sector: 'food' }, 'The sector filter does not apply to blog'],
      ['guide', { location: 'GB' }, 'The location filter does not apply to guide'],
      ['founder', { past: true }, 'The past filter does not apply to founder'],
      ['perk', { sort: 'members' }, 'Sort members does not apply to perk'],
      ['community', { sort: 'date' }, 'Sort date does not apply to community'],
    ];
    for (const [type, payload, message] of cases) {
      const res = await list(type, payload);
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lists articles of one kind, newest first, by category', async () => {
    const res = await list('blog', { category: 'finance' });
    const found = slugs(res).filter((slug) =>
      ['narwhal-budgeting', 'cash-flow-basics', 'narwhal-draft'].includes(slug),
    );
    expect(found).toEqual(['cash-flow-basics', 'narwhal-budgeting']);
    expect(res.json().facets.categories).toContain('Finance');
    expect(res.json().data[0]).not.toHaveProperty('body');
    expect(slugs(await list('guide', { search: 'narwhal' }))).toEqual([]);
  });
});

describe('content details', () => {
  it('shows an item by slug or id with related items of its type, published only, not itself', async () => {
    const res = await detail('community', 'quokka-growers-guild');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { item, related } = res.json().data;
    expect(item).toMatchObject({ type: 'community', slug: 'quokka-growers-guild', name: 'Quokka Growers Guild' });
    const relatedSlugs = related.map((r: { slug: string }) => r.slug);
    expect(relatedSlugs).toHaveLength(3);
    expect(relatedSlugs.slice(0, 2)).toEqual(['marsupial-makers', 'wombat-works']);
    expect(relatedSlugs).not.toContain('quokka-growers-guild');
    expect(relatedSlugs).not.toContain('quokka-secret-club');
    const byId = await detail('community', item.id);
    expect(byId.json().data.item.slug).toBe('quokka-growers-guild');
  });

  it('answers 404 with a message for an unknown item, a draft, or the wrong type', async () => {
    for (const [type, id] of [
      ['community', 'no-such-community'],
      ['community', 'quokka-secret-club'],
      ['investor', 'quokka-growers-guild'],
      ['blog', 'narwhal-draft'],
      ['event', 'ibex-draft-event'],
      ['community', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await detail(type, id);
      expect(res.statusCode, `${type}/${id}`).toBe(404);
      expect(res.json().message).toMatch(/^We could not find that /);
    }
  });

  it('shows an event with its organiser, and an organiser with its events (upcoming first)', async () => {
    const event = (await detail('event', runningEventId)).json().data;
    expect(event.item).toMatchObject({ slug: 'ibex-running-summit', organizerSlug: 'ibex-events-co', isOnline: false });
    expect(event.organizer).toMatchObject({ type: 'organizer', slug: 'ibex-events-co' });
    expect(event.related.map((r: { slug: string }) => r.slug)).not.toContain('ibex-past-meetup');
    const organiser = (await detail('organizer', 'ibex-events-co')).json().data;
    expect(organiser.events.map((e: { slug: string }) => e.slug)).toEqual([
      'ibex-running-summit',
      'ibex-next-week',
      'ibex-far-future',
      'ibex-past-meetup',
    ]);
  });

  it('renders an article body as sanitised HTML with heading anchors and reading time', async () => {
    const res = await detail('blog', 'narwhal-budgeting');
    const { item, related } = res.json().data;
    expect(item).toMatchObject({ type: 'blog', title: 'Narwhal budgeting for founders', readingMinutes: 1 });
    expect(item.body).toContain('<script>');
    expect(item.html).not.toMatch(/<script|onclick|javascript:|<iframe/i);
    expect(item.html).toContain('<h2 id="your-runway">Your runway</h2>');
    expect(item.headings).toEqual([
      { id: 'start', text: 'Start', level: 2 },
      { id: 'your-runway', text: 'Your runway', level: 2 },
      { id: 'your-runway-2', text: 'Your runway', level: 2 },
      { id: 'q-a', text: 'Q&A', level: 3 },
    ]);
    expect(related[0]).toMatchObject({ slug: 'cash-flow-basics' });
  });

  it("sanitises a perk's redeem steps", async () => {
    const { item } = (await detail('perk', 'okapi-credits')).json().data;
    expect(item.redeemSteps).toContain('<script>');
    expect(item.redeemStepsHtml).toContain('<li>Sign up</li>');
    expect(item.redeemStepsHtml).toContain('<li>Apply <a>here</a> </li>');
    expect(item.redeemStepsHtml).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('community calls (SPEC §7)', () => {
  it('POST /api/community/:id answers the community detail', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/community/quokka-growers-guild' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual((await detail('community', 'quokka-growers-guild')).json().data);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/community/quokka-secret-club' });
    expect(missing.statusCode).toBe(404);
  });

  it('POST /api/community/relatedcommunities answers up to `limit` related communities', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/relatedcommunities',
      payload: { id: 'quokka-growers-guild', limit: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(['marsupial-makers']);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/relatedcommunities',
      payload: { id: 'quokka-growers-guild', limit: 50 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/relatedcommunities',
      payload: { id: 'nobody-here' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('event calendar file', () => {
  it('downloads an .ics with the event in UTC', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content/event/ibex-next-week/ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('filename="ibex-next-week.ics"');
    const text = res.body.replace(/\r\n[ \t]/g, '');
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toMatch(/UID:[0-9a-f-]{36}@/);
    expect(text).toContain(`DTSTART:${stamp(at(7))}Z`);
    expect(text).toContain(`DTEND:${stamp(at(7.1))}Z`);
    expect(text).toContain('SUMMARY:ibex next week');
    expect(text).toContain('LOCATION:Ibex Hall\\, 1 Peak Road');
    expect(text).toContain(`URL:${ctx.config.PUBLIC_URL}/events/ibex-next-week`);
    const online = await ctx.app.inject({ method: 'GET', url: '/api/content/event/ibex-far-future/ics' });
    expect(online.body).toContain('LOCATION:Online');
    const draft = await ctx.app.inject({ method: 'GET', url: '/api/content/event/ibex-draft-event/ics' });
    expect(draft.statusCode).toBe(404);
  });
});

/** What a calendar app should read back from an event's .ics file. */
type TExpectedCalendarEvent = {
  summary: string;
  description: string;
  location: string;
  organiser: { name: string; email: string } | null;
  startsAt: string;
  endsAt: string;
};

/**
 * The file checked strictly (CRLF line ends, every content line at most 75 octets of UTF-8, an ORGANIZER
 * only as a mailto: URI) and then parsed by ical.js, an independent RFC 5545 parser; answers what it read.
 */
function readCalendarFile(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  const lines = body.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  const unfolded = body.replace(/\r\n[ \t]/g, '').split('\r\n');
  for (const line of unfolded.filter((l) => /^ORGANIZER[;:]/i.test(l))) {
    expect(line).toMatch(/^ORGANIZER(;[^:"]+=("[^"]*"|[^:;"]*))*:mailto:[^@\s]+@[^@\s]+$/i);
  }
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const vevent = vevents[0]!;
  expect(vevent.getFirstPropertyValue('uid')).toBeTruthy();
  expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  const instant = (name: string) => {
    const time = vevent.getFirstPropertyValue(name) as ICAL.Time;
    expect(time.zone?.tzid, name).toBe('UTC');
    return time.toJSDate().toISOString();
  };
  const organizer = vevent.getFirstProperty('organizer');
  const address = organizer?.getFirstValue() as string | undefined;
  return {
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    location: vevent.getFirstPropertyValue('location'),
    organiser: organizer ? { name: organizer.getParameter('cn'), email: address?.replace(/^mailto:/i, '') } : null,
    organiserScheme: address?.slice(0, 7).toLowerCase() ?? null,
    startsAt: instant('dtstart'),
    endsAt: instant('dtend'),
  };
}

async function expectCalendarEvent(slug: string, expected: TExpectedCalendarEvent) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/content/event/${slug}/ics` });
  expect(res.statusCode, slug).toBe(200);
  const read = readCalendarFile(res.body);
  expect(read).toEqual({ ...expected, organiserScheme: expected.organiser ? 'mailto:' : null });
}

const pageUrl = (slug: string) => `${ctx.config.PUBLIC_URL}/events/${slug}`;

describe('event calendar files under RFC 5545', () => {
  it('every seeded event reads back in an independent parser as stored', async () => {
    const rows = await ctx.database.db
      .select({ event: events, organiser: eventOrganizers })
      .from(events)
      .leftJoin(eventOrganizers, eq(events.organizerId, eventOrganizers.id))
      .where(and(eq(events.status, 'published')));
    const seeded = rows.filter((row) => !row.event.slug.startsWith('ibex-'));
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    for (const { event, organiser } of seeded) {
      const venue = event.venue?.trim();
      await expectCalendarEvent(event.slug, {
        summary: event.name,
        description: [event.description, event.ticketsUrl && `Tickets: ${event.ticketsUrl}`, pageUrl(event.slug)]
          .filter(Boolean)
          .join('\n\n'),
        location: venue ? (event.isOnline ? `${venue} (online)` : venue) : event.isOnline ? 'Online' : event.location,
        organiser:
          organiser?.email && organiser.status === 'published'
            ? { name: event.organiser, email: organiser.email }
            : null,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
      });
    }
  });

  it('an admin-created event with quotes, separators, emoji and long non-Latin text reads back as entered', async () => {
    const admin = (await createSignedInUser(ctx, 'admin')).headers;
    const organiserName = 'Łukasz "Luke" Żółć; Events, Ltd: 山田 ^ 🎉';
    const common = {
      description: 'Organiser of quoted, separated; tricky: events.',
      location: 'Kraków, Poland',
      countryCode: 'PL',
      industry: 'ibexcal',
      tags: ['ibex'],
      status: 'published',
    };
    const organiser = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/organizer',
      headers: admin,
      payload: { ...common, name: organiserName, email: 'events@zolc.example' },
    });
    expect(organiser.statusCode).toBe(201);
    const description =
      'Spotkanie założycieli — „cytaty”, przecinki, średniki; dwukropki: i \\ ukośniki.\n' +
      'Нетворкинг для основателей стартапов в Кракове. 創業者のための交流会です。🎉🚀👩🏽‍💻 '.repeat(6);
    const payload = {
      ...common,
      name: 'Ibex "Calendar" Night: Kraków, Tokyo; 東京 🎉',
      description,
      organiser: organiserName,
      organizerId: organiser.json().data.id,
      venue: 'Hala "Ibex", ul. Długa 1; piętro 2: sala 東',
      startsAt: '2030-06-01T18:00:00+02:00',
      endsAt: '2030-06-01T21:30:00+02:00',
      timeZone: 'Europe/Warsaw',
      ticketsUrl: 'https://tickets.example/ibex?a=1,b=2;c=3',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/event',
      headers: admin,
      payload,
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().data.slug as string;
    await expectCalendarEvent(slug, {
      summary: payload.name,
      description: `${description.trim()}\n\nTickets: ${payload.ticketsUrl}\n\n${pageUrl(slug)}`,
      location: payload.venue,
      organiser: { name: organiserName, email: 'events@zolc.example' },
      startsAt: '2030-06-01T16:00:00.000Z',
      endsAt: '2030-06-01T19:30:00.000Z',
    });

    // No address for the organiser: no ORGANIZER line rather than one without a value.
    const quiet = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/event',
      headers: admin,
      payload: { ...payload, name: 'Ibex Quiet Night', organizerId: null, ticketsUrl: null },
    });
    expect(quiet.statusCode).toBe(201);
    const quietSlug = quiet.json().data.slug as string;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/content/event/${quietSlug}/ics` });
    expect(res.body).not.toMatch(/^ORGANIZER/m);
    expect(readCalendarFile(res.body).organiser).toBeNull();
  });
});

describe('highlights', () => {
  it('answers the next events, best perks, biggest communities and newest articles, three each', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/content/highlights' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = res.json().data;
    for (const key of ['events', 'perks', 'communities', 'blog', 'guide', 'tip', 'learn']) {
      expect(data[key].length, key).toBeLessThanOrEqual(3);
    }
    const starts = data.events.map((e: { startsAt: string }) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(data.events.every((e: { endsAt: string }) => new Date(e.endsAt).getTime() >= now - 60_000)).toBe(true);
    const values = data.perks.map((p: { valuePence: number | null }) => p.valuePence ?? -1);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(data.blog.every((a: { status: string }) => a.status === 'published')).toBe(true);
  });
});

describe('api documentation', () => {
  it('documents the content calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/content/{type}/list',
        '/api/content/{type}/{id}',
        '/api/content/event/{id}/ics',
        '/api/content/highlights',
        '/api/community/{id}',
        '/api/community/relatedcommunities',
        '/api/admin/content/{type}/list',
        '/api/admin/content/event',
        '/api/admin/content/blog/{id}',
      ]),
    );
  });
});
