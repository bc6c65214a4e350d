import {
  CONTENT_INPUTS,
  type TAdminContentListQuery,
  type TArticleDetail,
  type TContentItem,
  type TContentType,
  type TListPageMeta,
  contentAdminEndpoints,
  pageOffset,
  readingMinutes,
  listPageMeta,
  sentence,
} from '@launchpad/shared';
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { articles, communities, eventOrganizers, events, founders, investors, perks } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toArticleDetail } from './content-mappers.service';
import { unsafeMarkdownUrls } from './markdown.service';
import {
  ENTITY_TABLES,
  type TEntityType,
  isEntityType,
  matchesKey,
  selectArticles,
  selectEntities,
  webQuery,
} from './content.store';
import { CONTENT_LABELS, notFound } from './content.service';
import { buryContent, reviveAddress } from './content-tombstones.store';

// Staff CRUD for every content type (issue 9, role admin): drafts included, slugs generated and unique,
// each write in one transaction so a failed one leaves the row as it was.

type TAdminDeps = Pick<TDeps, 'db'>;
type TInput<T extends TContentType> = z.output<(typeof CONTENT_INPUTS)[T]>;

/** Slugs the routes use as words: an item called so could never be opened. */
const RESERVED_SLUGS = new Set(['list', 'highlights']);

/** "Plant-Based Founders Circle" → "plant-based-founders-circle" (at most 120 characters). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

function chooseSlug(type: TContentType, given: string | undefined, title: string, current: string | null): string {
  const slug = given ?? current ?? slugify(title);
  if (!slug) {
    throw invalidFields([
      { field: 'slug', message: 'The name has no letters or digits to make an address from; add a slug' },
    ]);
  }
  if (RESERVED_SLUGS.has(slug)) {
    throw invalidFields([
      { field: 'slug', message: `"${slug}" is reserved; choose another slug for this ${CONTENT_LABELS[type]}` },
    ]);
  }
  return slug;
}

/** The body checked against the type's schema (routes check it first; this keeps the types exact). */
function parseInput<T extends TContentType>(type: T, input: unknown): TInput<T> {
  const result = CONTENT_INPUTS[type].safeParse(input);
  if (!result.success) {
    throw invalidFields(
      result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: sentence(issue.message) })),
    );
  }
  return result.data as TInput<T>;
}

/** Markdown shown as HTML (article bodies, perk redeem steps) may link only to http(s), relative or mailto addresses. */
function assertSafeLinks(field: string, markdown: string): void {
  const [first, ...others] = unsafeMarkdownUrls(markdown);
  if (first === undefined) return;
  const shown = first.length > 80 ? `${first.slice(0, 80)}…` : first;
  const more = others.length > 0 ? ` (and ${others.length} more)` : '';
  throw invalidFields([
    {
      field,
      message: `Links and images may only use http(s), relative or (links) mailto: addresses; "${shown}"${more} is refused`,
    },
  ]);
}

type TCommonInput = TInput<'community'>;
const commonValues = (data: Omit<TCommonInput, 'platform' | 'memberCount'>, slug: string) => ({
  slug,
  name: data.name,
  description: data.description,
  location: data.location,
  countryCode: data.countryCode ?? null,
  industry: data.industry,
  tags: data.tags,
  url: data.url ?? null,
  image: data.image ?? null,
  status: data.status,
});

type TExisting = { id: string; slug: string; publishedAt: Date | null };

async function findExisting(db: TDb, type: TContentType, key: string): Promise<TExisting | null> {
  if (isEntityType(type)) {
    const table = ENTITY_TABLES[type];
    const [row] = await db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(matchesKey(table, key))
      .limit(1);
    return row ? { ...row, publishedAt: null } : null;
  }
  const [row] = await db
    .select({ id: articles.id, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.kind, type), matchesKey(articles, key)))
    .limit(1);
  return row ?? null;
}

/** One item as staff see it (drafts too): articles with their rendered body. */
export async function getContentForAdmin(
  deps: TAdminDeps,
  options: { type: TContentType; id: string },
): Promise<TContentItem | TArticleDetail> {
  const existing = await findExisting(deps.db, options.type, options.id);
  if (!existing) throw notFound(options.type);
  return readById(deps.db, options.type, existing.id);
}

async function readById(db: TDb, type: TContentType, id: string): Promise<TContentItem | TArticleDetail> {
  if (isEntityType(type)) {
    const table = ENTITY_TABLES[type];
    const [item] = await selectEntities(db, type, { where: eq(table.id, id), orderBy: [], limit: 1 });
    if (!item) throw notFound(type);
    return item;
  }
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound(type);
  return toArticleDetail(row);
}

/** The admin list: every row of the type, drafts included, newest change first. */
export async function listContentForAdmin(
  deps: TAdminDeps,
  options: TAdminContentListQuery & { type: TContentType },
): Promise<{ items: TContentItem[]; page_meta: TListPageMeta }> {
  const { type, page, pageSize } = options;
  const search = options.search?.trim();
  const paging = { limit: pageSize, offset: pageOffset(page, pageSize) };
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  let items: TContentItem[];
  let total: number;
  if (isEntityType(type)) {
    const table = ENTITY_TABLES[type];
    const where: SQL[] = [];
    if (options.status) where.push(eq(table.status, options.status));
    if (search) {
      where.push(
        or(sql`${table.search} @@ ${webQuery(search)}`, ilike(table.name, like), ilike(table.slug, like)) as SQL,
      );
    }
    const condition = and(...where);
    const [rows, [counted]] = await Promise.all([
      selectEntities(deps.db, type, {
        where: condition,
        orderBy: [desc(table.updatedAt), desc(table.id)],
        ...paging,
      }),
      deps.db.select({ value: count() }).from(table).where(condition),
    ]);
    items = rows;
    total = counted?.value ?? 0;
  } else {
    const where: SQL[] = [eq(articles.kind, type)];
    if (options.status) where.push(eq(articles.status, options.status));
    if (search) {
      where.push(
        or(
          sql`${articles.search} @@ ${webQuery(search)}`,
          ilike(articles.title, like),
          ilike(articles.slug, like),
        ) as SQL,
      );
    }
    const condition = and(...where);
    const [rows, [counted]] = await Promise.all([
      selectArticles(deps.db, { where: condition, orderBy: [desc(articles.updatedAt), desc(articles.id)], ...paging }),
      deps.db.select({ value: count() }).from(articles).where(condition),
    ]);
    items = rows;
    total = counted?.value ?? 0;
  }
  return {
    items,
    page_meta: listPageMeta(total, page, pageSize),
  };
}

/** Writes one row of the type (insert when `existing` is null) and answers its id. */
async function writeRow(
  tx: TDb,
  type: TContentType,
  input: unknown,
  existing: TExisting | null,
  now: Date,
): Promise<string> {
  const id = existing?.id ?? null;
  const touched = { updatedAt: now };
  switch (type) {
    case 'community': {
      const data = parseInput(type, input);
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        platform: data.platform,
        memberCount: data.memberCount ?? null,
      };
      const [row] = id
        ? await tx
            .update(communities)
            .set({ ...values, ...touched })
            .where(eq(communities.id, id))
            .returning()
        : await tx.insert(communities).values(values).returning();
      return row?.id ?? '';
    }
    case 'investor': {
      const data = parseInput(type, input);
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        firm: data.firm ?? null,
        stage: data.stage,
        chequeSize: data.chequeSize ?? null,
      };
      const [row] = id
        ? await tx
            .update(investors)
            .set({ ...values, ...touched })
            .where(eq(investors.id, id))
            .returning()
        : await tx.insert(investors).values(values).returning();
      return row?.id ?? '';
    }
    case 'founder': {
      const data = parseInput(type, input);
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        company: data.company,
        role: data.role,
      };
      const [row] = id
        ? await tx
            .update(founders)
            .set({ ...values, ...touched })
            .where(eq(founders.id, id))
            .returning()
        : await tx.insert(founders).values(values).returning();
      return row?.id ?? '';
    }
    case 'perk': {
      const data = parseInput(type, input);
      assertSafeLinks('redeemSteps', data.redeemSteps);
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        provider: data.provider,
        offer: data.offer,
        valuePence: data.valuePence ?? null,
        eligibleStages: data.eligibleStages,
        regions: data.regions,
        redeemSteps: data.redeemSteps,
        lastVerifiedOn: data.lastVerifiedOn ?? null,
      };
      const [row] = id
        ? await tx
            .update(perks)
            .set({ ...values, ...touched })
            .where(eq(perks.id, id))
            .returning()
        : await tx.insert(perks).values(values).returning();
      return row?.id ?? '';
    }
    case 'organizer': {
      const data = parseInput(type, input);
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        email: data.email ?? null,
      };
      const [row] = id
        ? await tx
            .update(eventOrganizers)
            .set({ ...values, ...touched })
            .where(eq(eventOrganizers.id, id))
            .returning()
        : await tx.insert(eventOrganizers).values(values).returning();
      return row?.id ?? '';
    }
    case 'event': {
      const data = parseInput(type, input);
      if (data.organizerId) {
        const [organiser] = await tx
          .select({ id: eventOrganizers.id })
          .from(eventOrganizers)
          .where(eq(eventOrganizers.id, data.organizerId))
          .limit(1);
        if (!organiser) throw invalidFields([{ field: 'organizerId', message: 'No event organiser has this id' }]);
      }
      const values = {
        ...commonValues(data, chooseSlug(type, data.slug, data.name, existing?.slug ?? null)),
        organiser: data.organiser,
        organizerId: data.organizerId ?? null,
        venue: data.venue ?? null,
        isOnline: data.isOnline,
        startsAt: new Date(data.startsAt),
        endsAt: new Date(data.endsAt),
        timeZone: data.timeZone,
        ticketsUrl: data.ticketsUrl ?? null,
      };
      if (!isTimeZone(values.timeZone)) {
        throw invalidFields([
          { field: 'timeZone', message: 'Time zone must be an IANA time zone such as Europe/London' },
        ]);
      }
      const [row] = id
        ? await tx
            .update(events)
            .set({ ...values, ...touched })
            .where(eq(events.id, id))
            .returning()
        : await tx.insert(events).values(values).returning();
      return row?.id ?? '';
    }
    case 'blog':
    case 'guide':
    case 'tip':
    case 'learn': {
      const data = parseInput(type, input);
      assertSafeLinks('body', data.body);
      const values = {
        kind: type,
        slug: chooseSlug(type, data.slug, data.title, existing?.slug ?? null),
        title: data.title,
        summary: data.summary,
        body: data.body,
        category: data.category,
        tags: data.tags,
        author: data.author,
        image: data.image ?? null,
        status: data.status,
        readingMinutes: readingMinutes(data.body),
        // Set once, the first time the article is published; kept if it goes back to draft.
        publishedAt: existing?.publishedAt ?? (data.status === 'published' ? now : null),
      };
      const [row] = id
        ? await tx
            .update(articles)
            .set({ ...values, ...touched })
            .where(eq(articles.id, id))
            .returning()
        : await tx.insert(articles).values(values).returning();
      return row?.id ?? '';
    }
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

async function save(
  deps: TAdminDeps,
  type: TContentType,
  input: unknown,
  key: string | null,
): Promise<TContentItem | TArticleDetail> {
  const now = new Date();
  try {
    return await deps.db.transaction(async (tx) => {
      const existing = key === null ? null : await findExisting(tx, type, key);
      if (key !== null && !existing) throw notFound(type);
      const id = await writeRow(tx, type, input, existing, now);
      const saved = await readById(tx, type, id);
      await reviveAddress(tx, type, saved.slug);
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const slug = (input as { slug?: unknown }).slug;
      const which = typeof slug === 'string' ? `the slug "${slug}"` : 'this address (made from its name)';
      throw new AppError('CONFLICT', `A ${CONTENT_LABELS[type]} with ${which} already exists: choose another slug.`);
    }
    throw error;
  }
}

/** `POST /api/admin/content/:type`: a new item (a draft unless the body says published). */
export const createContent = (deps: TAdminDeps, options: { type: TContentType; input: unknown }) =>
  save(deps, options.type, options.input, null);

/** `PUT /api/admin/content/:type/:id`: the item replaced by the body; its slug is kept when none is sent. */
export const updateContent = (deps: TAdminDeps, options: { type: TContentType; id: string; input: unknown }) =>
  save(deps, options.type, options.input, options.id);

/** `DELETE /api/admin/content/:type/:id`: gone for good (an organiser's events keep their organiser's name). */
export async function deleteContent(
  deps: TAdminDeps,
  options: { type: TContentType; id: string },
): Promise<{ id: string; slug: string }> {
  return deps.db.transaction(async (tx) => {
    const existing = await findExisting(tx, options.type, options.id);
    if (!existing) throw notFound(options.type);
    const type = options.type;
    if (isEntityType(type)) {
      const table = ENTITY_TABLES[type as TEntityType];
      await tx.delete(table).where(eq(table.id, existing.id));
    } else {
      await tx.delete(articles).where(eq(articles.id, existing.id));
    }
    await buryContent(tx, type, existing);
    return { id: existing.id, slug: existing.slug };
  });
}

/** The admin content endpoints answered by these functions alone (content.admin.routes.ts writes the others). */
export const contentAdminServices = serviceEndpoints(contentAdminEndpoints, { item: getContentForAdmin });
