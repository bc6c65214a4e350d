import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** Staff write drafts in the admin area; only published rows are listed, shown, recommended or in the sitemap. */
export const contentStatusEnum = pgEnum('content_status', ['draft', 'published']);

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
  status: contentStatusEnum('status').notNull().default('published'),
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
  {
    ...common(),
    provider: text('provider').notNull(),
    offer: text('offer').notNull(),
    /** What the perk is worth, in pence (for sorting and "worth up to"); null when it cannot be priced. */
    valuePence: integer('value_pence'),
    /** Company stages that qualify (idea, pre-seed, seed, series-a…); empty = any stage. */
    eligibleStages: text('eligible_stages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO country codes or region names that qualify; empty = worldwide. */
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How to redeem, as Markdown. */
    redeemSteps: text('redeem_steps').notNull().default(''),
    lastVerifiedOn: date('last_verified_on', { mode: 'string' }),
  },
  (t) => [index('perks_search_idx').using('gin', t.search), index('perks_country_idx').on(t.countryCode)],
);

/** Who runs events (SPEC §2 /eventorganizer/{id}). */
export const eventOrganizers = pgTable('event_organizers', { ...common(), email: text('email') }, (t) => [
  index('event_organizers_search_idx').using('gin', t.search),
]);

export const events = pgTable(
  'events',
  {
    ...common(),
    organiser: text('organiser').notNull(),
    organizerId: uuid('organizer_id').references(() => eventOrganizers.id, { onDelete: 'set null' }),
    venue: text('venue'),
    isOnline: boolean('is_online').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The event's own IANA time zone, e.g. Europe/London; times are stored in UTC. */
    timeZone: text('time_zone').notNull().default('Europe/London'),
    ticketsUrl: text('tickets_url'),
  },
  (t) => [
    index('events_search_idx').using('gin', t.search),
    index('events_starts_idx').on(t.startsAt),
    index('events_organizer_idx').on(t.organizerId),
  ],
);

/** The four kinds of written content (SPEC §2 /blog, /guide, /tips-and-tricks and the /learn hub's courses). */
export const articleKindEnum = pgEnum('article_kind', ['blog', 'guide', 'tip', 'learn']);

const ARTICLE_SEARCH = sql.raw(
  `setweight(to_tsvector('english', coalesce(title, '')), 'A') || ` +
    `setweight(to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(category, '')), 'B') || ` +
    `setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
);

/** Blog posts, guides, tips and learn articles, written in Markdown (rendered sanitised). */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: articleKindEnum('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    image: text('image'),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    status: contentStatusEnum('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(ARTICLE_SEARCH),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_kind_slug_idx').on(t.kind, t.slug),
    index('articles_search_idx').using('gin', t.search),
    index('articles_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);

/**
 * What staff deleted from a content area, so that its page answers 410 Gone rather than 404 (issue 22): a
 * crawler then drops the address at once. Only the type, id and slug are kept, nothing of the item itself.
 */
export const deletedContent = pgTable(
  'deleted_content',
  {
    /** One of CONTENT_TYPES. */
    type: text('type').notNull(),
    id: uuid('id').notNull(),
    slug: text('slug').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] }), index('deleted_content_slug_idx').on(t.type, t.slug)],
);
