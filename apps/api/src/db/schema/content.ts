import { type SQL, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Content areas (SPEC §1: community, investors, founders, perks, events). Issue 9 owns the pages; the
// AI builder (issue 7) recommends from these tables, ranked by full-text relevance.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** English full-text search over the name (weight A), industry (A), location (B) and description (B). */
const searchVector = (columns: { name: string; industry: string; location: string; description: string }): SQL =>
  sql.raw(
    `setweight(to_tsvector('english', coalesce(${columns.name}, '') || ' ' || coalesce(${columns.industry}, '')), 'A') || ` +
      `setweight(to_tsvector('english', coalesce(${columns.location}, '') || ' ' || coalesce(${columns.description}, '')), 'B')`,
  );
const SEARCH = searchVector({ name: 'name', industry: 'industry', location: 'location', description: 'description' });

const common = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** A city or region as shown, e.g. "London, United Kingdom", or "Online". */
  location: text('location').notNull(),
  /** ISO country code, or null for online / worldwide. */
  countryCode: text('country_code'),
  industry: text('industry').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  url: text('url'),
  image: text('image'),
  search: tsvector('search').generatedAlwaysAs(SEARCH),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const communities = pgTable(
  'communities',
  { ...common(), platform: text('platform').notNull().default('Online'), memberCount: integer('member_count') },
  (t) => [index('communities_search_idx').using('gin', t.search), index('communities_country_idx').on(t.countryCode)],
);

export const investors = pgTable(
  'investors',
  {
    ...common(),
    firm: text('firm'),
    /** pre-seed, seed, series A… */
    stage: text('stage').notNull(),
    chequeSize: text('cheque_size'),
  },
  (t) => [index('investors_search_idx').using('gin', t.search), index('investors_country_idx').on(t.countryCode)],
);

export const founders = pgTable(
  'founders',
  { ...common(), company: text('company').notNull(), role: text('role').notNull() },
  (t) => [index('founders_search_idx').using('gin', t.search), index('founders_country_idx').on(t.countryCode)],
);

export const perks = pgTable(
  'perks',
  { ...common(), provider: text('provider').notNull(), offer: text('offer').notNull() },
  (t) => [index('perks_search_idx').using('gin', t.search), index('perks_country_idx').on(t.countryCode)],
);

export const events = pgTable(
  'events',
  {
    ...common(),
    organiser: text('organiser').notNull(),
    venue: text('venue'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('events_search_idx').using('gin', t.search), index('events_starts_idx').on(t.startsAt)],
);
