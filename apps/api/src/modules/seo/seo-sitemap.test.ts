import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, communities, eventOrganizers, events, founders, investors, perks } from '../../db/schema';
import { type TTestContext, createTestContext } from '../../test/context';

// The sitemap lists every published content page (issue 9): drafts and learn articles (read on /learn) are left out.

const PUBLIC_URL = 'https://launchpad.example';
let ctx: TTestContext;
const changed = new Date('2026-03-04T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  const db = ctx.database.db;
  const row = (slug: string, status: 'draft' | 'published' = 'published') => ({
    slug,
    name: slug,
    description: 'A test row.',
    location: 'Online',
    industry: 'sitemaptech',
    status,
    updatedAt: changed,
  });
  await db.insert(communities).values([row('sm-community'), row('sm-community-draft', 'draft')]);
  await db.insert(investors).values([{ ...row('sm-investor'), stage: 'seed' }]);
  await db.insert(founders).values([{ ...row('sm-founder'), company: 'Co', role: 'CEO' }]);
  await db.insert(perks).values([{ ...row('sm-perk'), provider: 'P', offer: 'O' }]);
  await db.insert(eventOrganizers).values([row('sm-organizer')]);
  const at = new Date('2030-01-01T10:00:00Z');
  await db.insert(events).values([
    { ...row('sm-event'), organiser: 'O', startsAt: at, endsAt: at },
    { ...row('sm-event-draft', 'draft'), organiser: 'O', startsAt: at, endsAt: at },
  ]);
  const article = (
    kind: 'blog' | 'guide' | 'tip' | 'learn',
    slug: string,
    status: 'draft' | 'published' = 'published',
  ) => ({
    kind,
    slug,
    title: slug,
    summary: 'S.',
    body: 'B.',
    category: 'C',
    author: 'A',
    status,
    updatedAt: changed,
  });
  await db
    .insert(articles)
    .values([
      article('blog', 'sm-blog'),
      article('guide', 'sm-guide'),
      article('tip', 'sm-tip'),
      article('learn', 'sm-learn'),
      article('blog', 'sm-blog-draft', 'draft'),
    ]);
});
afterAll(() => ctx.close());

describe('sitemap: content pages', () => {
  it('lists each published content page with its last change, and no draft or learn article', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    for (const path of [
      '/community/sm-community',
      '/investor/sm-investor',
      '/events/sm-event',
      '/eventorganizer/sm-organizer',
      '/perks/sm-perk',
      '/network/sm-founder',
      '/blog/sm-blog',
      '/guide/sm-guide',
      '/tips-and-tricks/sm-tip',
    ]) {
      expect(xml).toContain(`<url><loc>${PUBLIC_URL}${path}</loc><lastmod>2026-03-04</lastmod>`);
    }
    expect(xml).not.toMatch(/sm-community-draft|sm-event-draft|sm-blog-draft|sm-learn/);
    expect(xml).not.toMatch(/\/learn\//);
  });
});
