import { DEFAULT_PAGE_META, SITE_NAME, type TPageMeta } from '@launchpad/shared';
import type { TDeps } from '../../core';
import { SSR_CLEANUP_SCRIPT, escapeHtml } from '../../lib/html';
import { getPageMeta, normaliseSlug } from './seo.service';

/** JSON inside <script>: nothing in it can close the element or start a comment. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Pages that are for one signed-in person, or for a step of a flow: never worth a search result. */
const NOINDEX_PREFIXES = [
  '/account',
  '/domain',
  '/influencer',
  '/admin',
  '/build-startup/',
  '/build-startup-landingpage',
  '/confirm-email',
  '/login',
  '/signup',
  '/forgot-password',
  '/firstPurchaseAfterLogin',
  '/cart',
  '/thankyou',
  '/onboarding',
  '/linkedin',
  '/apple',
  '/404',
];
export const isNoindexPath = (path: string) =>
  NOINDEX_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );

export { SSR_CLEANUP_SCRIPT } from '../../lib/html';

/**
 * The tags a crawler without JavaScript reads (title, description, canonical, Open Graph, Twitter,
 * JSON-LD), the same values the web app's <PageMeta /> renders. Each carries `data-ssr`, and a
 * one-line script removes them as soon as JavaScript runs, so React's own tags are the only ones
 * left to follow client-side navigation.
 */
export function metaTags(meta: TPageMeta, options: { publicUrl: string; noindex: boolean }): string {
  const absolute = (url: string) => new URL(url, options.publicUrl).toString();
  const url = absolute(meta.page_url);
  const image = meta.og_image ? absolute(meta.og_image) : null;
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} data-ssr ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const tags = [
    `<title data-ssr>${escapeHtml(meta.seo_title)}</title>`,
    tag('meta', { name: 'description', content: meta.seo_description }),
    tag('meta', { name: 'keywords', content: meta.seo_keywords }),
    ...(options.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    tag('link', { rel: 'canonical', href: url }),
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:locale', content: 'en_GB' }),
    tag('meta', { property: 'og:title', content: meta.seo_title }),
    tag('meta', { property: 'og:description', content: meta.seo_description }),
    tag('meta', { property: 'og:url', content: url }),
    ...(image ? [tag('meta', { property: 'og:image', content: image })] : []),
    tag('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    ...(meta.schema_data
      ? [`<script data-ssr type="application/ld+json">${scriptJson(meta.schema_data)}</script>`]
      : []),
    `<script data-ssr>${SSR_CLEANUP_SCRIPT}</script>`,
  ];
  return tags.join('\n    ');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const HEAD_END = /<\/head>/i;

/**
 * index.html with the page's tags at the end of <head>, its own <title> removed (or replaced, when
 * there is no <head>). Function replacers: a `$` in a product description is text, not a pattern.
 */
export function injectMetaTags(template: string, tags: string): string {
  if (HEAD_END.test(template)) {
    return template.replace(TITLE, () => '').replace(HEAD_END, (end) => `  ${tags}\n  ${end}`);
  }
  if (TITLE.test(template)) return template.replace(TITLE, () => tags);
  if (/<head\b[^>]*>/i.test(template)) return template.replace(/<head\b[^>]*>/i, (head) => `${head}\n${tags}`);
  if (/<!doctype html>/i.test(template))
    return template.replace(/<!doctype html>/i, (doctype) => `${doctype}\n${tags}`);
  return `${tags}\n${template}`;
}

/** The page a browser or crawler asked for, with its metadata in <head>; on any failure the default (SPEC §8). */
export async function renderPageHtml(
  deps: Pick<TDeps, 'db' | 'config'>,
  options: { template: string; path: string },
): Promise<string> {
  const path = normaliseSlug(options.path);
  const meta = await getPageMeta(deps, { slug: path });
  return injectMetaTags(
    options.template,
    metaTags(meta, { publicUrl: deps.config.PUBLIC_URL, noindex: isNoindexPath(path) }),
  );
}

/** What is served when the metadata cannot be read: the defaults, so a page always has a title. */
export function renderDefaultPageHtml(publicUrl: string, options: { template: string; path: string }): string {
  const path = normaliseSlug(options.path);
  const meta = { ...DEFAULT_PAGE_META, page_url: path };
  return injectMetaTags(options.template, metaTags(meta, { publicUrl, noindex: isNoindexPath(path) }));
}

/**
 * The page served with a 404 or 410 (issue 22): the web app, whose router then shows its 404 page (SPEC §2),
 * titled as that page and never indexed, so the response is not mistaken for the home page.
 */
export function renderNotFoundPageHtml(publicUrl: string, options: { template: string; status: 404 | 410 }): string {
  const meta = {
    ...DEFAULT_PAGE_META,
    seo_title: `${options.status === 410 ? 'Page removed' : 'Page not found'} | ${SITE_NAME}`,
    seo_description:
      options.status === 410
        ? 'This page has been removed. Find what you need from the home page.'
        : 'There is no page at this address. Find what you need from the home page.',
    page_url: '/404',
    schema_data: null,
  };
  return injectMetaTags(options.template, metaTags(meta, { publicUrl, noindex: true }));
}
