import { COUNTRIES, US_STATES, servicePagePath } from '@launchpad/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TConfig } from '../../config/env';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { articles, communities, eventOrganizers, events, founders, investors, perks, products } from '../../db/schema';
import { productPagePath, isPublic } from '../catalog';

/** The public pages of SPEC §2 that have no parameter (tool pages need a plan; /404 is not a page to find). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/services',
  '/services/company-formation',
  '/services/trade-mark',
  '/services/bookkeeping-accounting',
  '/startup-package',
  '/build-startup',
  '/tools',
  '/network',
  '/investors',
  '/events',
  '/community',
  '/perks',
  '/learn',
  '/blog',
  '/guide',
  '/tips-and-tricks',
  '/contact-us',
  '/referral',
  '/terms-&-conditions',
  '/privacy-policy',
  '/ssl-faqs',
  '/id-protect-faqs',
];

/**
 * Parts of the site robots should not crawl: personal areas, the api and the admin area. Robots rules are
 * path prefixes, so `/domain` also covers the public `/domains/search`: ROBOTS_ALLOW names that exception.
 */
export const ROBOTS_DISALLOW = ['/account', '/domain', '/influencer', '/api', '/admin'];
export const ROBOTS_ALLOW = ['/domains/'];

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

type TEntry = { path: string; lastmod?: Date; priority: string };

/** The web's detail page of each content area (SPEC §2); learn articles are read on /learn, not a page each. */
const DIRECTORY_PAGES = [
  ['/community/', communities],
  ['/investor/', investors],
  ['/events/', events],
  ['/eventorganizer/', eventOrganizers],
  ['/perks/', perks],
  ['/network/', founders],
] as const;
const ARTICLE_PAGES = { blog: '/blog/', guide: '/guide/', tip: '/tips-and-tricks/' } as const;

/** Every published content detail page with the day it last changed. */
async function contentEntries(db: TDb): Promise<TEntry[]> {
  const directories = await Promise.all(
    DIRECTORY_PAGES.map(async ([prefix, table]) => {
      const rows = await db
        .select({ slug: table.slug, updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.status, 'published'))
        .orderBy(asc(table.slug));
      return rows.map((row) => ({
        path: prefix + encodeURIComponent(row.slug),
        lastmod: row.updatedAt,
        priority: '0.6',
      }));
    }),
  );
  const written = await db
    .select({ kind: articles.kind, slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.status, 'published'), inArray(articles.kind, ['blog', 'guide', 'tip'])))
    .orderBy(asc(articles.kind), asc(articles.slug));
  const articleEntries = written.flatMap((row) =>
    row.kind === 'learn'
      ? []
      : [{ path: ARTICLE_PAGES[row.kind] + encodeURIComponent(row.slug), lastmod: row.updatedAt, priority: '0.6' }],
  );
  return [...directories.flat(), ...articleEntries];
}

/**
 * `GET /sitemap.xml`: the public pages, the company-formation page of each country and US state
 * (SPEC §2 deep links), every product on sale and every published content page, as absolute URLs under
 * PUBLIC_URL.
 */
export async function buildSitemap(deps: Pick<TDeps, 'db' | 'config'>): Promise<string> {
  const rows = await deps.db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(isPublic)
    .orderBy(asc(products.slug));
  const entries: TEntry[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path, priority: path === '/' ? '1.0' : '0.8' })),
    ...COUNTRIES.map((country) => ({ path: servicePagePath('company-formation', country.name), priority: '0.6' })),
    ...US_STATES.map((state) => ({
      path: servicePagePath('company-formation', 'United States', state.name),
      priority: '0.5',
    })),
    ...rows.map((row) => ({ path: productPagePath(row.slug), lastmod: row.updatedAt, priority: '0.7' })),
    ...(await contentEntries(deps.db)),
  ];
  const urls = entries.map((entry) => {
    const loc = new URL(entry.path, deps.config.PUBLIC_URL).toString();
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}<priority>${entry.priority}</priority></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt`: everything may be crawled except the private areas; the sitemap is named. Read the
 * same way by parsers that take the first matching rule (Python's robotparser, older crawlers) and by those
 * that take the longest (Google, RFC 9309): no `Allow: /` (it would match first and allow everything), and
 * each exception is an Allow placed before the Disallow it narrows and longer than it.
 */
export function buildRobots(config: Pick<TConfig, 'PUBLIC_URL'>): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', config.PUBLIC_URL).toString()}`,
    '',
  ].join('\n');
}
