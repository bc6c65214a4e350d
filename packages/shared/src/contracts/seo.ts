import { z } from 'zod';
import { success } from './envelope';

export const PAGE_SEO_PATH = '/api/products/page-seo';

/** A page is identified by its route path without query, e.g. `/`, `/services`, `/blog/42`. */
export const ZPageSeoRequest = z
  .object({
    slug: z.string().trim().min(1, 'slug is required').max(300, 'slug must be at most 300 characters'),
  })
  .strict();
export type TPageSeoRequest = z.infer<typeof ZPageSeoRequest>;

/** SPEC §3 "Page metadata". `schema_data` is JSON-LD (an object) or null. */
export const ZPageMeta = z.object({
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  page_url: z.string(),
  schema_data: z.record(z.string(), z.unknown()).nullable(),
  og_image: z.string().nullable(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;
export const ZPageSeoResponse = success(ZPageMeta);

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
