import {
  STARTUP_STAGES,
  type TArticleKind,
  type TCommunity,
  type TContentItem,
  type TEvent,
  type TFounder,
  type TInvestor,
  type TOrganizer,
  type TPerk,
  type TContentSort,
  type TContentType,
  type TStartupStage,
  findCountry,
} from '@launchpad/shared';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { articles, communities, eventOrganizers, events, founders, investors, perks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import {
  type TEventRow,
  toArticle,
  toCommunity,
  toEvent,
  toFounder,
  toInvestor,
  toOrganizer,
  toPerk,
} from './content-mappers.service';

// The SQL of the content lists: which table holds a type, the WHERE of each filter and the ORDER of each sort.
// Everything a person types reaches PostgreSQL as a parameter, never as SQL text.

export const ENTITY_TABLES = {
  community: communities,
  investor: investors,
  founder: founders,
  perk: perks,
  organizer: eventOrganizers,
  event: events,
} as const;
export type TEntityType = keyof typeof ENTITY_TABLES;
export type TEntityTable = (typeof ENTITY_TABLES)[TEntityType];

export const isEntityType = (type: TContentType): type is TEntityType => type in ENTITY_TABLES;

/** A detail is addressed by its uuid or its slug. */
export function matchesKey(columns: { id: AnyPgColumn; slug: AnyPgColumn }, key: string): SQL {
  const value = key.trim();
  return isUuid(value) ? eq(columns.id, value.toLowerCase()) : eq(columns.slug, value.toLowerCase());
}

/** English full-text query written like a web search: "quoted phrases", -excluded words, or. */
export const webQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/** A text[] value built from parameters (an empty list is an empty array). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** How many of `tags` the row shares with the given list. */
export const sharedTags = (column: AnyPgColumn, tags: readonly string[]) =>
  sql<number>`cardinality(array(select unnest(${column}) intersect select unnest(${textArray(tags)})))`;

// ---- Filters ------------------------------------------------------------------------------------------

export type TFilterName = 'sector' | 'stage' | 'location' | 'category' | 'from' | 'to' | 'past';

const ENTITIES: TContentType[] = ['community', 'investor', 'event', 'organizer', 'perk', 'founder'];
const ARTICLES: TContentType[] = ['blog', 'guide', 'tip', 'learn'];

/** Which areas have which filter (issue 9): anything else is a 400 naming the filter and the area. */
export const FILTER_SUPPORT: Record<TFilterName, TContentType[]> = {
  sector: ENTITIES,
  stage: ['investor', 'perk'],
  location: ENTITIES,
  category: [...ARTICLES, 'community'],
  from: ['event'],
  to: ['event'],
  past: ['event'],
};

/** Which areas offer which sort; `relevance` needs a search and otherwise falls back to the default. */
export const SORT_SUPPORT: Record<TContentSort, TContentType[]> = {
  relevance: [...ENTITIES, ...ARTICLES],
  newest: [...ENTITIES, ...ARTICLES],
  name: [...ENTITIES, ...ARTICLES],
  date: ['event'],
  members: ['community'],
  value: ['perk'],
};

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });

/** The name of a country code ("GB" → "United Kingdom"), or null when it is not a country. */
export function countryLabel(code: string): string | null {
  const upper = code.toUpperCase();
  const known = findCountry(upper);
  if (known) return known.name;
  const name = regionNames.of(upper);
  return name && name !== 'Unknown Region' ? name : null;
}

/**
 * Stages are stored as staff write them: a key ("seed", "Series A") or a range ("Pre-seed to seed"). A stage
 * matches its own key and every range that spans it.
 */
export function stagePatterns(stage: TStartupStage): string[] {
  const at = STARTUP_STAGES.indexOf(stage);
  const ranges = STARTUP_STAGES.flatMap((from, i) =>
    STARTUP_STAGES.filter((_to, j) => j > i && i <= at && at <= j).map((to) => `${from}-to-${to}`),
  );
  return [stage, ...ranges];
}
/** "Pre-seed to Seed" → "pre-seed-to-seed", "Series A" → "series-a". */
const normalisedStage = (column: AnyPgColumn) =>
  sql`trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;

export type TEntityFilters = {
  search?: string | undefined;
  sector?: string | undefined;
  stage?: TStartupStage | undefined;
  location?: string | undefined;
  category?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  past?: boolean | undefined;
};

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The WHERE of a public list of a directory area: published rows matching every filter given. */
export function entityWhere(type: TEntityType, filters: TEntityFilters, now: Date): SQL[] {
  const table = ENTITY_TABLES[type];
  const where: SQL[] = [eq(table.status, 'published')];
  if (filters.search) where.push(sql`${table.search} @@ ${webQuery(filters.search)}`);
  if (filters.sector) where.push(sql`lower(${table.industry}) = lower(${filters.sector})`);
  if (filters.stage && type === 'investor') {
    where.push(inArray(normalisedStage(investors.stage), stagePatterns(filters.stage)));
  }
  if (filters.stage && type === 'perk') {
    where.push(sql`(cardinality(${perks.eligibleStages}) = 0 or ${filters.stage} = any(${perks.eligibleStages}))`);
  }
  if (filters.location) {
    const location = filters.location.toLowerCase();
    if (location === 'online') {
      where.push(
        type === 'event'
          ? sql`(${events.countryCode} is null or ${events.isOnline})`
          : sql`${table.countryCode} is null`,
      );
    } else {
      if (!countryLabel(location)) {
        throw new AppError('BAD_REQUEST', `Location ${filters.location} is not a country code we know`);
      }
      where.push(eq(table.countryCode, location.toUpperCase()));
    }
  }
  if (filters.category && type === 'community') {
    where.push(sql`lower(${communities.platform}) = lower(${filters.category})`);
  }
  if (type === 'event') {
    // Events overlapping the days asked for (UTC); by default those still to come or running now.
    if (filters.from) where.push(sql`${events.endsAt} >= ${dayStart(filters.from).toISOString()}::timestamptz`);
    else if (!filters.past) where.push(sql`${events.endsAt} >= ${now.toISOString()}::timestamptz`);
    if (filters.to) {
      const end = new Date(dayStart(filters.to).getTime() + DAY_MS);
      where.push(sql`${events.startsAt} < ${end.toISOString()}::timestamptz`);
    }
  }
  return where;
}

/** The WHERE of a public list of articles of one kind. */
export function articleWhere(kind: TArticleKind, filters: Pick<TEntityFilters, 'search' | 'category'>): SQL[] {
  const where: SQL[] = [eq(articles.kind, kind), eq(articles.status, 'published')];
  if (filters.search) where.push(sql`${articles.search} @@ ${webQuery(filters.search)}`);
  if (filters.category) where.push(sql`lower(${articles.category}) = lower(${filters.category})`);
  return where;
}

// ---- Order ------------------------------------------------------------------------------------------------

export function entityOrder(type: TEntityType, sort: TContentSort, search: string | undefined): SQL[] {
  const table = ENTITY_TABLES[type];
  const tie = [asc(table.name), asc(table.id)];
  switch (sort) {
    case 'relevance':
      return [desc(sql`ts_rank(${table.search}, ${webQuery(search ?? '')})`), ...tie];
    case 'newest':
      return [desc(table.createdAt), ...tie];
    case 'date':
      return [asc(events.startsAt), ...tie];
    case 'members':
      return [sql`${communities.memberCount} desc nulls last`, ...tie];
    case 'value':
      return [sql`${perks.valuePence} desc nulls last`, ...tie];
    case 'name':
      return tie;
  }
}

export function articleOrder(sort: TContentSort, search: string | undefined): SQL[] {
  const tie = [sql`${articles.publishedAt} desc nulls last`, asc(articles.title), asc(articles.id)];
  if (sort === 'relevance') return [desc(sql`ts_rank(${articles.search}, ${webQuery(search ?? '')})`), ...tie];
  if (sort === 'name') return [asc(articles.title), asc(articles.id)];
  return tie;
}

/** Without a sort: relevance when searching, then by date for events, newest for articles, else by name. */
export function defaultSort(type: TContentType, search: string | undefined): TContentSort {
  if (search) return 'relevance';
  if (type === 'event') return 'date';
  if (!isEntityType(type)) return 'newest';
  return 'name';
}

// ---- Reading rows -----------------------------------------------------------------------------------------

export type TSelect = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number };

/** The published organisers' slugs of these events, so a card can link to /eventorganizer/{slug}. */
export async function withOrganizerSlugs(db: TDb, rows: TEventRow[]): Promise<TEvent[]> {
  const ids = [...new Set(rows.map((row) => row.organizerId).filter((id): id is string => id !== null))];
  const organisers =
    ids.length === 0
      ? []
      : await db
          .select({ id: eventOrganizers.id, slug: eventOrganizers.slug })
          .from(eventOrganizers)
          .where(and(inArray(eventOrganizers.id, ids), eq(eventOrganizers.status, 'published')));
  const slugs = new Map(organisers.map((organiser) => [organiser.id, organiser.slug]));
  return rows.map((row) => toEvent(row, row.organizerId ? (slugs.get(row.organizerId) ?? null) : null));
}

export type TEntityItem = {
  community: TCommunity;
  investor: TInvestor;
  founder: TFounder;
  perk: TPerk;
  organizer: TOrganizer;
  event: TEvent;
};

/** Rows of a directory area as contract items (one query per table; events add their organisers' slugs). */
export async function selectEntities<T extends TEntityType>(db: TDb, type: T, q: TSelect): Promise<TEntityItem[T][]> {
  return (await selectAny(db, type, q)) as TEntityItem[T][];
}

async function selectAny(db: TDb, type: TEntityType, q: TSelect): Promise<TContentItem[]> {
  const offset = q.offset ?? 0;
  switch (type) {
    case 'community':
      return (
        await db
          .select()
          .from(communities)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset)
      ).map(toCommunity);
    case 'investor':
      return (
        await db
          .select()
          .from(investors)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset)
      ).map(toInvestor);
    case 'founder':
      return (
        await db
          .select()
          .from(founders)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset)
      ).map(toFounder);
    case 'perk':
      return (
        await db
          .select()
          .from(perks)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset)
      ).map(toPerk);
    case 'organizer':
      return (
        await db
          .select()
          .from(eventOrganizers)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset)
      ).map(toOrganizer);
    case 'event':
      return withOrganizerSlugs(
        db,
        await db
          .select()
          .from(events)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit)
          .offset(offset),
      );
  }
}

export async function selectArticles(db: TDb, q: TSelect) {
  const rows = await db
    .select()
    .from(articles)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset ?? 0);
  return rows.map(toArticle);
}
