import {
  RELATED_ITEMS,
  type TArticle,
  type TCommunity,
  type TContentDetail,
  type TContentFacets,
  type TContentHighlights,
  type TContentItem,
  type TContentListQuery,
  type TContentType,
  type TEvent,
  type TListPageMeta,
  ARTICLE_KINDS,
  pageOffset,
  listPageMeta,
} from '@launchpad/shared';
import { type SQL, and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { articles, communities, events, perks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toArticleDetail } from './content-mappers.service';
import {
  ENTITY_TABLES,
  FILTER_SUPPORT,
  SORT_SUPPORT,
  type TEntityItem,
  type TEntityType,
  type TFilterName,
  articleOrder,
  articleWhere,
  countryLabel,
  defaultSort,
  entityOrder,
  entityWhere,
  isEntityType,
  matchesKey,
  selectArticles,
  selectEntities,
  sharedTags,
} from './content.store';

type TContentDeps = Pick<TDeps, 'db'>;

/** How an item is named in messages ("We could not find that event organiser."). */
export const CONTENT_LABELS: Record<TContentType, string> = {
  community: 'community',
  investor: 'investor',
  event: 'event',
  organizer: 'event organiser',
  perk: 'perk',
  founder: 'founder',
  blog: 'blog post',
  guide: 'guide',
  tip: 'tip',
  learn: 'learn article',
};

export const notFound = (type: TContentType) =>
  new AppError('NOT_FOUND', `We could not find that ${CONTENT_LABELS[type]}. It may have been moved or removed.`);

const FILTER_NAMES: TFilterName[] = ['sector', 'stage', 'location', 'category', 'from', 'to', 'past'];

/** A filter or sort the area does not have is a 400 naming both, so a client learns what it did wrong. */
function assertApplicable(type: TContentType, options: TContentListQuery) {
  for (const name of FILTER_NAMES) {
    if (options[name] !== undefined && !FILTER_SUPPORT[name].includes(type)) {
      throw new AppError('BAD_REQUEST', `The ${name} filter does not apply to ${type}`);
    }
  }
  if (options.sort && !SORT_SUPPORT[options.sort].includes(type)) {
    throw new AppError('BAD_REQUEST', `Sort ${options.sort} does not apply to ${type}`);
  }
}

export type TContentList = { items: TContentItem[]; page_meta: TListPageMeta; facets: TContentFacets };

/**
 * A public list (`POST /api/content/:type/list`): published rows only, full-text search ranked by relevance,
 * the area's filters, a sort and a page, with the filter values the area offers.
 */
export async function listContent(
  deps: TContentDeps,
  options: TContentListQuery & { type: TContentType },
  now: Date = new Date(),
): Promise<TContentList> {
  const { type, page, pageSize } = options;
  assertApplicable(type, options);
  const search = options.search?.trim() || undefined;
  const requested = options.sort === 'relevance' && !search ? undefined : options.sort;
  const sort = requested ?? defaultSort(type, search);
  const paging = { limit: pageSize, offset: pageOffset(page, pageSize) };

  let items: TContentItem[];
  let total: number;
  if (isEntityType(type)) {
    const table = ENTITY_TABLES[type];
    const where = and(...entityWhere(type, { ...options, search }, now));
    const [rows, [counted]] = await Promise.all([
      selectEntities(deps.db, type, { where, orderBy: entityOrder(type, sort, search), ...paging }),
      deps.db.select({ value: count() }).from(table).where(where),
    ]);
    items = rows;
    total = counted?.value ?? 0;
  } else {
    const where = and(...articleWhere(type, { ...options, search }));
    const [rows, [counted]] = await Promise.all([
      selectArticles(deps.db, { where, orderBy: articleOrder(sort, search), ...paging }),
      deps.db.select({ value: count() }).from(articles).where(where),
    ]);
    items = rows;
    total = counted?.value ?? 0;
  }
  return {
    items,
    page_meta: listPageMeta(total, page, pageSize),
    facets: await contentFacets(deps, type),
  };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/** The sectors, places and categories present in the area's published rows, for the list's filters. */
export async function contentFacets(deps: TContentDeps, type: TContentType): Promise<TContentFacets> {
  if (!isEntityType(type)) {
    const rows = await deps.db
      .selectDistinct({ value: articles.category })
      .from(articles)
      .where(and(eq(articles.kind, type), eq(articles.status, 'published')));
    return { sectors: [], locations: [], categories: rows.map((row) => row.value).sort(byText) };
  }
  const table = ENTITY_TABLES[type];
  const published = eq(table.status, 'published');
  const [sectors, places, platforms] = await Promise.all([
    deps.db.selectDistinct({ value: table.industry }).from(table).where(published),
    deps.db.selectDistinct({ value: table.countryCode }).from(table).where(published),
    type === 'community'
      ? deps.db
          .selectDistinct({ value: communities.platform })
          .from(communities)
          .where(eq(communities.status, 'published'))
      : Promise.resolve([]),
  ]);
  const countries = places
    .map((row) => row.value)
    .filter((code): code is string => code !== null)
    .map((code) => ({ code, label: countryLabel(code) ?? code }))
    .sort((a, b) => byText(a.label, b.label));
  const online = places.some((row) => row.value === null) ? [{ code: 'online', label: 'Online' }] : [];
  return {
    sectors: sectors.map((row) => row.value).sort(byText),
    locations: [...countries, ...online],
    categories: platforms.map((row) => row.value).sort(byText),
  };
}

// ---- Details -------------------------------------------------------------------------------------------

const upcomingOrRunning = (now: Date) => sql`${events.endsAt} >= ${now.toISOString()}::timestamptz`;

type TRelatedSource = { id: string; industry: string; tags: string[]; platform?: string | undefined };

/** Published items of the same area sharing the most with `source`: industry, then tags, then platform. */
async function relatedEntities<T extends TEntityType>(
  deps: TContentDeps,
  type: T,
  source: TRelatedSource,
  limit: number,
  now: Date,
): Promise<TEntityItem[T][]> {
  const table = ENTITY_TABLES[type];
  const where: SQL[] = [eq(table.status, 'published'), ne(table.id, source.id)];
  if (type === 'event') where.push(upcomingOrRunning(now));
  const platform =
    type === 'community' && source.platform
      ? sql`case when lower(${communities.platform}) = lower(${source.platform}) then 1 else 0 end`
      : sql`0`;
  const score = sql`(case when lower(${table.industry}) = lower(${source.industry}) then 3 else 0 end)
    + ${sharedTags(table.tags, source.tags)} + ${platform}`;
  const tie = type === 'event' ? [asc(events.startsAt)] : [];
  return selectEntities(deps.db, type, {
    where: and(...where),
    orderBy: [sql`${score} desc`, ...tie, asc(table.name), asc(table.id)],
    limit,
  });
}

async function relatedArticles(deps: TContentDeps, source: TArticle, limit: number): Promise<TContentItem[]> {
  const score = sql`(case when lower(${articles.category}) = lower(${source.category}) then 2 else 0 end)
    + ${sharedTags(articles.tags, source.tags)}`;
  return selectArticles(deps.db, {
    where: and(eq(articles.kind, source.type), eq(articles.status, 'published'), ne(articles.id, source.id)),
    orderBy: [sql`${score} desc`, sql`${articles.publishedAt} desc nulls last`, asc(articles.id)],
    limit,
  });
}

const ORGANISER_EVENTS_LIMIT = 50;

/** An organiser's published events: those to come (soonest first), then past ones (latest first). */
async function organiserEvents(deps: TContentDeps, organizerId: string, now: Date): Promise<TEvent[]> {
  const upcoming = upcomingOrRunning(now);
  return selectEntities(deps.db, 'event', {
    where: and(eq(events.organizerId, organizerId), eq(events.status, 'published')),
    orderBy: [
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${events.startsAt} end asc`,
      sql`${events.startsAt} desc`,
      asc(events.id),
    ],
    limit: ORGANISER_EVENTS_LIMIT,
  });
}

async function findPublishedEntity<T extends TEntityType>(
  deps: TContentDeps,
  type: T,
  key: string,
): Promise<TEntityItem[T] | null> {
  const table = ENTITY_TABLES[type];
  const [item] = await selectEntities(deps.db, type, {
    where: and(eq(table.status, 'published'), matchesKey(table, key)),
    orderBy: [],
    limit: 1,
  });
  return item ?? null;
}

/** A published item by slug or id (articles without their rendered body), or null. */
export async function findPublishedItem(
  deps: TContentDeps,
  type: TContentType,
  key: string,
): Promise<TContentItem | null> {
  if (isEntityType(type)) return findPublishedEntity(deps, type, key);
  const [row] = await selectArticles(deps.db, {
    where: and(eq(articles.kind, type), eq(articles.status, 'published'), matchesKey(articles, key)),
    orderBy: [],
    limit: 1,
  });
  return row ?? null;
}

/**
 * A detail page (`POST /api/content/:type/:id`, id = slug or uuid): the published item with related items;
 * an organiser with its events; an event with its organiser. Unknown and draft items are a 404.
 */
export async function getContentDetail(
  deps: TContentDeps,
  options: { type: TContentType; id: string },
  now: Date = new Date(),
): Promise<TContentDetail> {
  const { type, id } = options;
  if (!isEntityType(type)) {
    const [row] = await deps.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, type), eq(articles.status, 'published'), matchesKey(articles, id)))
      .limit(1);
    if (!row) throw notFound(type);
    const item = toArticleDetail(row);
    return { item, related: await relatedArticles(deps, item, RELATED_ITEMS) };
  }
  const item = await findPublishedEntity(deps, type, id);
  if (!item) throw notFound(type);
  const source = { ...item, platform: item.type === 'community' ? item.platform : undefined };
  const related = await relatedEntities(deps, type, source, RELATED_ITEMS, now);
  if (item.type === 'organizer') return { item, related, events: await organiserEvents(deps, item.id, now) };
  if (item.type === 'event') {
    const organizer = item.organizerId ? await findPublishedEntity(deps, 'organizer', item.organizerId) : null;
    return { item, related, organizer };
  }
  return { item, related };
}

/** SPEC §7 `POST /api/community/relatedcommunities`: communities like the given one (slug or id). */
export async function getRelatedCommunities(
  deps: TContentDeps,
  options: { id: string; limit: number },
): Promise<TCommunity[]> {
  const item = await findPublishedEntity(deps, 'community', options.id);
  if (!item) throw notFound('community');
  return relatedEntities(deps, 'community', item, options.limit, new Date());
}

// ---- Home page -------------------------------------------------------------------------------------------

const HIGHLIGHTS_PER_AREA = 3;

/** The home page and /learn hub in one call: next events, best perks, biggest communities, newest articles. */
export async function getHighlights(deps: TContentDeps, now: Date = new Date()): Promise<TContentHighlights> {
  const limit = HIGHLIGHTS_PER_AREA;
  const [upcoming, topPerks, biggest, ...kinds] = await Promise.all([
    selectEntities(deps.db, 'event', {
      where: and(eq(events.status, 'published'), upcomingOrRunning(now)),
      orderBy: entityOrder('event', 'date', undefined),
      limit,
    }),
    selectEntities(deps.db, 'perk', {
      where: eq(perks.status, 'published'),
      orderBy: entityOrder('perk', 'value', undefined),
      limit,
    }),
    selectEntities(deps.db, 'community', {
      where: eq(communities.status, 'published'),
      orderBy: entityOrder('community', 'members', undefined),
      limit,
    }),
    ...ARTICLE_KINDS.map((kind) =>
      selectArticles(deps.db, {
        where: and(...articleWhere(kind, {})),
        orderBy: articleOrder('newest', undefined),
        limit,
      }),
    ),
  ]);
  const [blog = [], guide = [], tip = [], learn = []] = kinds;
  return {
    events: upcoming,
    perks: topPerks,
    communities: biggest,
    blog,
    guide,
    tip,
    learn,
  };
}

/** The published event an .ics file is made from, with its organiser's address when it has a published page. */
export async function getPublishedEvent(
  deps: TContentDeps,
  id: string,
): Promise<{ event: TEvent; organiserEmail: string | null }> {
  const event = await findPublishedEntity(deps, 'event', id);
  if (!event) throw notFound('event');
  const organizer = event.organizerId ? await findPublishedEntity(deps, 'organizer', event.organizerId) : null;
  return { event, organiserEmail: organizer?.email ?? null };
}
