import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, communities, events } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';

// Admin CRUD of content (issue 9): role admin only, drafts hidden from the public until published.

let ctx: TTestContext;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await createSignedInUser(ctx, 'admin')).headers;
  customer = (await createSignedInUser(ctx, 'customer')).headers;
});
afterAll(() => ctx.close());

const community = {
  name: 'Axolotl Founders Club',
  description: 'Weekly calls for founders building aquatic products.',
  location: 'Manchester, United Kingdom',
  countryCode: 'GB',
  industry: 'axolotltech',
  tags: ['water'],
  url: 'https://example.org/axolotl',
  platform: 'Slack',
  memberCount: 250,
};

const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = (type: string, payload: object, headers = admin) =>
  inject('POST', `/api/admin/content/${type}`, payload, headers);
const update = (type: string, id: string, payload: object, headers = admin) =>
  inject('PUT', `/api/admin/content/${type}/${id}`, payload, headers);
const publicDetail = (type: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/content/${type}/${id}` });

describe('admin content: who may change it', () => {
  it('answers 401 signed out and 403 for a customer on every admin route, changing nothing', async () => {
    const routes = [
      { method: 'POST', url: '/api/admin/content/community/list', payload: {} },
      { method: 'POST', url: '/api/admin/content/community', payload: community },
      { method: 'PUT', url: '/api/admin/content/community/anything', payload: community },
      { method: 'DELETE', url: '/api/admin/content/community/anything' },
      { method: 'POST', url: '/api/admin/content/blog/anything' },
    ] as const;
    for (const route of routes) {
      const anonymous = await ctx.app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const forbidden = await ctx.app.inject({ ...route, headers: customer });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forbidden.json().message).toBe('You do not have permission to do this.');
    }
    const rows = await ctx.database.db.select().from(communities).where(eq(communities.industry, 'axolotltech'));
    expect(rows).toEqual([]);
  });
});

describe('admin content: create, publish, update and delete', () => {
  it('creates a draft with a slug from its name; the public cannot see it until it is published', async () => {
    const res = await create('community', community);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Community created.',
      data: { type: 'community', slug: 'axolotl-founders-club', status: 'draft', memberCount: 250 },
    });
    const { id, updatedAt } = res.json().data;

    expect((await publicDetail('community', 'axolotl-founders-club')).statusCode).toBe(404);
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/content/community/list',
      payload: { sector: 'axolotltech' },
    });
    expect(hidden.json().data).toEqual([]);

    const adminRead = await inject('POST', `/api/admin/content/community/${id}`);
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.json().data).toMatchObject({ id, status: 'draft' });

    const published = await update('community', id, { ...community, status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Community saved.',
      data: { id, slug: 'axolotl-founders-club', status: 'published' },
    });
    expect(new Date(published.json().data.updatedAt).getTime()).toBeGreaterThan(new Date(updatedAt).getTime());

    const visible = await publicDetail('community', 'axolotl-founders-club');
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data.item).toMatchObject({ name: 'Axolotl Founders Club', status: 'published' });
  });

  it('answers 409 when the slug is taken, and 400 for a reserved or impossible slug', async () => {
    const clash = await create('community', { ...community, description: 'Another one' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^A community with .* already exists: choose another slug\.$/);
    const explicit = await create('community', { ...community, slug: 'axolotl-founders-club' });
    expect(explicit.statusCode).toBe(409);
    expect(explicit.json().message).toBe(
      'A community with the slug "axolotl-founders-club" already exists: choose another slug.',
    );
    const reserved = await create('community', { ...community, slug: 'list' });
    expect(reserved.statusCode).toBe(400);
    const symbols = await create('community', { ...community, name: '!!!' });
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json().message).toMatch(/add a slug/);
    const rows = await ctx.database.db.select().from(communities).where(eq(communities.industry, 'axolotltech'));
    expect(rows).toHaveLength(1);
  });

  it('leaves the row unchanged when an update is refused', async () => {
    const [before] = await ctx.database.db
      .select()
      .from(communities)
      .where(eq(communities.slug, 'axolotl-founders-club'));
    if (!before) throw new Error('missing row');
    const cases: [object, RegExp, string?][] = [
      [{ ...community, name: '' }, /Name is required/, 'name'],
      [{ ...community, memberCount: -5 }, /^Member count must be at least 0/, 'memberCount'],
      [{ ...community, url: 'javascript:alert(1)' }, /^Enter a web address starting with http/, 'url'],
      [{ ...community, countryCode: 'gb' }, /Country code must be a two-letter code/],
      [{ ...community, colour: 'red' }, /Unknown field: colour/],
      [{ ...community, slug: 'Not A Slug' }, /Slug may use lower-case letters/],
    ];
    for (const [payload, message, field] of cases) {
      const res = await update('community', before.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
      if (field) expect(res.json().fields[field]).toMatch(message);
    }
    // A slug that belongs to another row: 409, and nothing written.
    const other = await create('community', { ...community, name: 'Axolotl Second Club', status: 'published' });
    expect(other.statusCode).toBe(201);
    const clash = await update('community', before.id, { ...community, slug: 'axolotl-second-club', name: 'Renamed' });
    expect(clash.statusCode).toBe(409);
    const [after] = await ctx.database.db.select().from(communities).where(eq(communities.id, before.id));
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown item to update, read or delete', async () => {
    expect((await update('community', 'no-such-thing', community)).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/content/community/no-such-thing')).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/content/community/no-such-thing')).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/content/spaceship/list', {})).statusCode).toBe(400);
  });

  it('lists drafts and published rows for staff, with status and search filters', async () => {
    await create('community', { ...community, name: 'Axolotl Draft Corner' });
    const all = await inject('POST', '/api/admin/content/community/list', { search: 'axolotl' });
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Axolotl Founders Club', 'Axolotl Second Club', 'Axolotl Draft Corner']),
    );
    expect(all.json().page_meta).toMatchObject({ total_items_count: 3, has_next_page: false });
    const drafts = await inject('POST', '/api/admin/content/community/list', { search: 'axolotl', status: 'draft' });
    expect(drafts.json().data.map((c: { name: string }) => c.name)).toEqual(['Axolotl Draft Corner']);
    const partial = await inject('POST', '/api/admin/content/community/list', { search: 'axol', pageSize: 1 });
    expect(partial.json().page_meta).toMatchObject({ total_items_count: 3, has_next_page: true, page_size: 1 });
  });

  it('deletes an item', async () => {
    const res = await inject('DELETE', '/api/admin/content/community/axolotl-second-club');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Community deleted.', data: { slug: 'axolotl-second-club' } });
    expect((await publicDetail('community', 'axolotl-second-club')).statusCode).toBe(404);
  });
});

describe('admin content: each type', () => {
  const base = {
    description: 'Described.',
    location: 'Online',
    countryCode: null,
    industry: 'axolotltech',
    status: 'published',
  };

  it('creates investors, founders, perks and organisers', async () => {
    const investor = await create('investor', { ...base, name: 'Axolotl Angels', stage: 'seed', firm: 'AA' });
    expect(investor.statusCode).toBe(201);
    expect(investor.json().data).toMatchObject({ type: 'investor', stage: 'seed', firm: 'AA', chequeSize: null });
    const badStage = await create('investor', { ...base, name: 'Axolotl Bad', stage: 'unicorn' });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toMatch(/Stage must be one of/);
    const founder = await create('founder', { ...base, name: 'Ada Axolotl', company: 'Axo Ltd', role: 'CEO' });
    expect(founder.json().data).toMatchObject({ type: 'founder', slug: 'ada-axolotl', company: 'Axo Ltd' });
    const perk = await create('perk', {
      ...base,
      name: 'Axolotl Perk',
      provider: 'Axo',
      offer: '50% off',
      valuePence: 12_000,
      eligibleStages: ['seed'],
      redeemSteps: 'Email <a href="/contact" onclick="x()">us</a> at [hello](mailto:hello@axo.test).',
      lastVerifiedOn: '2026-01-15',
    });
    expect(perk.statusCode).toBe(201);
    expect(perk.json().data.redeemStepsHtml).toBe(
      '<p>Email <a href="/contact">us</a> at <a href="mailto:hello@axo.test">hello</a>.</p>',
    );
    const organiser = await create('organizer', { ...base, name: 'Axolotl Events', email: 'events@axo.test' });
    expect(organiser.json().data).toMatchObject({ type: 'organizer', email: 'events@axo.test' });
  });

  it('creates events with an existing organiser only, and end after start', async () => {
    const organiser = await create('organizer', { ...base, name: 'Axolotl Meetups' });
    const organizerId = organiser.json().data.id as string;
    const event = {
      ...base,
      name: 'Axolotl Summit',
      organiser: 'Axolotl Meetups',
      organizerId,
      venue: 'Aquarium Hall',
      startsAt: '2030-05-01T09:00:00+01:00',
      endsAt: '2030-05-01T17:00:00+01:00',
      timeZone: 'Europe/London',
      ticketsUrl: 'https://tickets.example/axo',
    };
    const ok = await create('event', event);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      startsAt: '2030-05-01T08:00:00.000Z',
      endsAt: '2030-05-01T16:00:00.000Z',
      organizerSlug: 'axolotl-meetups',
      isOnline: false,
    });
    const unknownOrganiser = await create('event', {
      ...event,
      name: 'Axolotl Other',
      organizerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownOrganiser.statusCode).toBe(400);
    expect(unknownOrganiser.json().message).toBe('No event organiser has this id');
    const backwards = await create('event', { ...event, name: 'Axolotl Backwards', endsAt: '2030-04-30T09:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/Ends at must be after startsAt/);
    const badZone = await create('event', { ...event, name: 'Axolotl Zone', timeZone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    const rows = await ctx.database.db.select().from(events).where(eq(events.industry, 'axolotltech'));
    expect(rows.map((row) => row.slug)).toEqual(['axolotl-summit']);
  });

  it('writes articles: reading time, publishedAt set once, sanitised body end to end', async () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    const article = {
      title: 'Axolotl pricing guide',
      summary: 'How to price.',
      body: `## Pricing\n\n${words}\n\n<script>alert(1)</script><img src="x" onerror="alert(1)">\n\n[x](https://example.org/x)`,
      category: 'Money',
      tags: ['pricing'],
      author: 'Ada',
    };
    const draft = await create('guide', article);
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({
      type: 'guide',
      slug: 'axolotl-pricing-guide',
      status: 'draft',
      publishedAt: null,
      readingMinutes: 3,
    });
    const { id } = draft.json().data;
    expect((await publicDetail('guide', 'axolotl-pricing-guide')).statusCode).toBe(404);

    const published = await update('guide', id, { ...article, status: 'published' });
    const publishedAt = published.json().data.publishedAt as string;
    expect(publishedAt).toEqual(expect.any(String));

    const shown = await publicDetail('guide', 'axolotl-pricing-guide');
    expect(shown.statusCode).toBe(200);
    const { item } = shown.json().data;
    expect(item.headings).toEqual([{ id: 'pricing', text: 'Pricing', level: 2 }]);
    expect(item.html).toContain('<h2 id="pricing">Pricing</h2>');
    expect(item.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(item.body).toContain('<script>');

    const edited = await update('guide', id, { ...article, body: 'Short now.', status: 'published' });
    expect(edited.json().data).toMatchObject({ publishedAt, readingMinutes: 1 });
    const unpublished = await update('guide', id, { ...article, status: 'draft' });
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedAt });
    expect((await publicDetail('guide', id)).statusCode).toBe(404);

    const [row] = await ctx.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row?.kind).toBe('guide');
    // Same slug in another kind is fine: slugs are unique per kind.
    expect((await create('blog', article)).statusCode).toBe(201);
    expect((await create('guide', article)).statusCode).toBe(409);
  });
});
