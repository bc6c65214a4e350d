// Plain values with no zod at run time: the web app's first page load imports them (issue 2 item 9).

/** SPEC §3 "Page metadata". `schema_data` is JSON-LD (an object) or null. contracts/seo.ts ZPageMeta reads it. */
export type TPageMeta = {
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  page_url: string;
  schema_data: Record<string, unknown> | null;
  og_image: string | null;
};

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
