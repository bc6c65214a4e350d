import type { TPageMeta } from '../contracts/seo';

// Plain values with no zod at run time: the web app's first page load imports them (issue 2 item 9).

export const PAGE_SEO_PATH = '/api/products/page-seo';

export const SITE_NAME = 'Launchpad';
/** SPEC §8: the metadata a page falls back to when its own cannot be loaded. */
export const DEFAULT_PAGE_META: TPageMeta = {
  seo_title: 'Launchpad — start and grow your company',
  seo_description: 'Grow your startup with our tools and services.',
  seo_keywords: 'startup,business,entrepreneurship',
  page_url: '/',
  schema_data: null,
  og_image: '/og-default.png',
};
