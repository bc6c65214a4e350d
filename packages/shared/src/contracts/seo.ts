import { z } from 'zod';
import type { TPageMeta } from '../constants/seo';

/** A page is identified by its route path without query, e.g. `/`, `/services`, `/blog/42`. */
export const ZPageSeoRequest = z
  .object({
    slug: z.string().trim().min(1, 'Slug is required').max(300, 'Slug must be at most 300 characters'),
  })
  .strict();
export type TPageSeoRequest = z.infer<typeof ZPageSeoRequest>;

/** SPEC §3 "Page metadata" (the type is written out in constants/seo.ts, which the first page load reads). */
export const ZPageMeta = z.object({
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  page_url: z.string(),
  schema_data: z.record(z.string(), z.unknown()).nullable(),
  og_image: z.string().nullable(),
}) satisfies z.ZodType<TPageMeta>;

export { DEFAULT_PAGE_META, SITE_NAME, type TPageMeta } from '../constants/seo';
