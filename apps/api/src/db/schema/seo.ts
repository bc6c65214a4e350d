import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC §3 "Page metadata", one row per public route or product page, keyed by its path. */
export const pageMeta = pgTable('page_meta', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  seoTitle: text('seo_title').notNull(),
  seoDescription: text('seo_description').notNull(),
  seoKeywords: text('seo_keywords').notNull(),
  schemaData: jsonb('schema_data').$type<Record<string, unknown>>(),
  ogImage: text('og_image'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
