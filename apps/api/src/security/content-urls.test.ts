// Issue 19: staff content may link and load images only from http(s) and relative addresses (a content
// image of `javascript:alert(1)` used to be stored). Refused with a 400 naming the field; nothing is saved.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, communities, events, perks } from '../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../test/context';

let ctx: TTestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await createSignedInUser(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

let n = 0;
const base = () => {
  n += 1;
  return {
    name: `Urlcheck item ${n}`,
    description: 'Checks which addresses staff content may hold.',
    location: 'London, United Kingdom',
    industry: 'urlcheck',
    tags: [],
  };
};
const article = () => {
  n += 1;
  return {
    title: `Urlcheck article ${n}`,
    summary: 'Addresses.',
    body: 'Plain text.',
    category: 'Tests',
    author: 'Ada',
  };
};
const create = (type: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/content/${type}`, headers: admin, payload });

describe('content addresses: images', () => {
  it.each(UNSAFE)('refuses the image %j on an item and on an article, naming the field', async (image) => {
    const item = await create('community', { ...base(), platform: 'Slack', image });
    expect(item.statusCode).toBe(400);
    expect(item.json().message).toMatch(/^Enter a web address starting with https:\/\/, or a path/);
    expect(item.json().fields.image).toMatch(/^Enter a web address starting with https:\/\/, or a path/);
    const post = await create('blog', { ...article(), image });
    expect(post.statusCode).toBe(400);
    expect(post.json().fields.image).toMatch(/^Enter a web address starting with https:\/\/, or a path/);
  });

  it('accepts http(s) addresses, paths on the site or CDN, and no image', async () => {
    for (const image of [
      'https://cdn.example/a.png',
      'http://example.org/b.jpg',
      '/images/c.svg',
      'media/d.webp',
      '',
      null,
    ]) {
      const res = await create('community', { ...base(), platform: 'Slack', image });
      expect(res.statusCode, String(image)).toBe(201);
    }
  });

  it('stores none of the refused items', async () => {
    const rows = await ctx.database.db.select().from(communities).where(like(communities.industry, 'urlcheck'));
    // Only the six accepted ones, exactly as sent.
    expect(rows.map((row) => row.image).sort()).toEqual(
      ['', '/images/c.svg', 'http://example.org/b.jpg', 'https://cdn.example/a.png', 'media/d.webp', null].sort(),
    );
    const posts = await ctx.database.db.select().from(articles).where(like(articles.category, 'Tests'));
    expect(posts).toEqual([]);
  });
});

describe('content addresses: links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x'])('refuses the website %j', async (url) => {
    const res = await create('founder', { ...base(), company: 'Urlcheck Ltd', role: 'CEO', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Enter a web address starting with http:// or https://',
      fields: { url: 'Enter a web address starting with http:// or https://' },
    });
  });

  it('refuses an event whose tickets link is not http(s)', async () => {
    const res = await create('event', {
      ...base(),
      organiser: 'Urlcheck Meetups',
      startsAt: '2030-05-01T09:00:00Z',
      endsAt: '2030-05-01T17:00:00Z',
      timeZone: 'Europe/London',
      ticketsUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ ticketsUrl: 'Enter a web address starting with http:// or https://' });
    expect(await ctx.database.db.select().from(events).where(like(events.industry, 'urlcheck'))).toEqual([]);
  });

  it.each([
    ['a Markdown link', '[click](javascript:alert(1))'],
    ['a Markdown image', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)'],
    ['a reference link', '[click][1]\n\n[1]: vbscript:msgbox(1)'],
    ['a raw HTML link with an encoded scheme', '<a href="&#106;avascript:alert(1)">click</a>'],
    ['a raw HTML image', '<img src="javascript:alert(1)">'],
  ])('refuses an article body with %s, naming body', async (_label, markdown) => {
    const res = await create('guide', { ...article(), body: `Intro.\n\n${markdown}\n` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.body).toMatch(
      /^Links and images may only use http\(s\), relative or \(links\) mailto: addresses; ".+" is refused$/,
    );
  });

  it('refuses perk redeem steps with an unsafe link, naming redeemSteps', async () => {
    const res = await create('perk', {
      ...base(),
      provider: 'Urlcheck',
      offer: 'Free',
      redeemSteps: 'Go to [the form](javascript:alert(1)).',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.redeemSteps).toMatch(/^Links and images may only use/);
    expect(await ctx.database.db.select().from(perks).where(like(perks.industry, 'urlcheck'))).toEqual([]);
  });

  it('accepts http(s), relative, anchor and mailto links and http(s) or relative images in a body', async () => {
    const body = [
      'See [the docs](https://example.org/docs), [pricing](/pricing), [below](#steps) and',
      '[mail us](mailto:team@example.org).',
      '',
      '![chart](/images/chart.svg) ![photo](https://cdn.example/p.jpg)',
    ].join('\n');
    const res = await create('guide', { ...article(), body });
    expect(res.statusCode).toBe(201);
  });
});
