import { z } from 'zod';
import { success } from './envelope';

/** A page is identified by its route path without query, e.g. `/`, `/services`, `/blog/42`. */
export const ZPageSeoRequest = z
  .object({
    slug: z.string().trim().min(1, 'Slug is required').max(300, 'Slug must be at most 300 characters'),
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

export { DEFAULT_PAGE_META, PAGE_SEO_PATH, SITE_NAME } from '../constants/seo';
