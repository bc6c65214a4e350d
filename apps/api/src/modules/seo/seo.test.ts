import { DEFAULT_PAGE_META } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, events, pageMeta } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { type TTestContext, createTestContext } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const pageSeo = (slug: string) => ctx.app.inject({ method: 'POST', url: '/api/products/page-seo', payload: { slug } });

describe('seo: page metadata', () => {
  it('returns the stored metadata of a public page', async () => {
    const res = await pageSeo('/services');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.page_url).toBe('/services');
    expect(data.seo_title).toMatch(/Company formation/);
    expect(data.seo_description.length).toBeGreaterThan(20);
    expect(data.og_image).toBe('/og-default.png');
  });

  it('describes the organisation chart under both of its slugs (SPEC §2)', async () => {
    for (const slug of ['/tools/organisational-chart', '/tools/organization-chart']) {
      const { data } = (await pageSeo(slug)).json();
      expect(data.page_url).toBe(slug);
      expect(data.seo_title).toMatch(/^Organisation chart maker/);
      expect(data.seo_description).not.toBe(DEFAULT_PAGE_META.seo_description);
      expect(data.seo_keywords).toContain('org chart');
    }
  });

  it('returns JSON-LD for the home page', async () => {
    const { data } = (await pageSeo('/')).json();
    expect(data.schema_data).toMatchObject({ '@type': 'Organization', name: 'Launchpad' });
  });

  it('ignores a trailing slash, query and fragment', async () => {
    const { data } = (await pageSeo('/services/?utm_source=x#top')).json();
    expect(data.page_url).toBe('/services');
    expect(data.seo_title).toMatch(/Company formation/);
  });

  it('falls back to the default metadata for a page without its own (SPEC §8)', async () => {
    const { data } = (await pageSeo('/blog/does-not-exist')).json();
    expect(data).toEqual({ ...DEFAULT_PAGE_META, page_url: '/blog/does-not-exist' });
    expect(data.seo_description).toBe('Grow your startup with our tools and services.');
    expect(data.seo_keywords).toBe('startup,business,entrepreneurship');
  });

  it('rejects an empty slug and a slug over 300 characters', async () => {
    expect((await pageSeo('   ')).statusCode).toBe(400);
    const long = await pageSeo(`/${'a'.repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Slug must be at most 300 characters');
  });
});

describe('seo: content detail pages', () => {
  it('describes a blog post by its own title and summary, with Article data, under its slug path', async () => {
    const [post] = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'blog')).limit(1);
    if (!post) throw new Error('no seeded blog post');
    const { data } = (await pageSeo(`/blog/${post.id}`)).json();
    expect(data).toMatchObject({
      seo_title: `${post.title} | Launchpad`,
      seo_description: post.summary.slice(0, 170),
      page_url: `/blog/${post.slug}`,
    });
    expect(data.schema_data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      author: { name: post.author },
    });
  });

  it('gives an event its Event data, and drafts and unknown items the default', async () => {
    const [event] = await ctx.database.db.select().from(events).limit(1);
    if (!event) throw new Error('no seeded event');
    const { data } = (await pageSeo(`/events/${event.slug}`)).json();
    expect(data.seo_title).toBe(`${event.name} | Launchpad`);
    expect(data.schema_data).toMatchObject({
      '@type': 'Event',
      name: event.name,
      startDate: event.startsAt.toISOString(),
    });

    await ctx.database.db.update(events).set({ status: 'draft' }).where(eq(events.id, event.id));
    expect((await pageSeo(`/events/${event.slug}`)).json().data.seo_title).toBe(DEFAULT_PAGE_META.seo_title);
    await ctx.database.db.update(events).set({ status: 'published' }).where(eq(events.id, event.id));
    expect((await pageSeo('/blog/no-such-post')).json().data.seo_title).toBe(DEFAULT_PAGE_META.seo_title);
  });
});

describe('seo: seeding', () => {
  it('is idempotent and keeps what staff edited', async () => {
    await ctx.database.db.update(pageMeta).set({ seoTitle: 'Edited by staff' }).where(eq(pageMeta.slug, '/perks'));
    const before = await ctx.database.db.$count(pageMeta);
    await seedDatabase(ctx.database.db, ctx.config.PUBLIC_URL);
    expect(await ctx.database.db.$count(pageMeta)).toBe(before);
    const { data } = (await pageSeo('/perks')).json();
    expect(data.seo_title).toBe('Edited by staff');
  });
});
