import { z } from 'zod';
import {
  CONTENT_INPUTS,
  CONTENT_TYPES,
  type TContentType,
  ZAdminContentListRequest,
  ZArticleDetail,
  ZCommunity,
  ZCommunityIdParams,
  ZContentDetail,
  ZContentFacets,
  ZContentHighlights,
  ZContentIdParams,
  ZContentItem,
  ZContentListRequest,
  ZContentTypeParams,
  ZRelatedCommunitiesRequest,
} from '../contracts/content';
import { ZNoFieldsRequest } from '../contracts/payments';
import { defineEndpoint } from './define';

/** An empty body lists the first page with no filter. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/**
 * SPEC §1 content areas and §7 community calls: public lists, details, highlights and calendar files. The
 * content pages call them on their generated routes (routes/content.generated.ts), which carry no zod.
 */
export const contentEndpoints = {
  /** The home page and /learn hub: latest of each area in one call. */
  highlights: defineEndpoint({
    method: 'POST',
    path: '/api/content/highlights',
    summary: 'Content: the newest published items of each area',
    access: 'public',
    body: ZNoFieldsRequest,
    data: ZContentHighlights,
    tags: ['content'],
  }),
  /** Filters apply only where the area has them; the facets are the values its filters offer. */
  list: defineEndpoint({
    method: 'POST',
    /** `type` is one of CONTENT_TYPES. */
    path: '/api/content/:type/list',
    summary: 'Content: list an area, searched, filtered and paged',
    access: 'public',
    params: ZContentTypeParams,
    body: orEmpty(ZContentListRequest),
    data: z.array(ZContentItem),
    paged: true,
    extra: { facets: ZContentFacets },
    tags: ['content'],
  }),
  detail: defineEndpoint({
    method: 'POST',
    /** `id` is a slug or a uuid. */
    path: '/api/content/:type/:id',
    summary: 'Content: one published item with related items',
    access: 'public',
    params: ZContentIdParams,
    body: ZNoFieldsRequest,
    data: ZContentDetail,
    tags: ['content'],
  }),
  /** An event as an iCalendar file (attachment). */
  eventIcs: defineEndpoint({
    method: 'GET',
    path: '/api/content/event/:id/ics',
    summary: 'Content: an event as an iCalendar file',
    access: 'public',
    params: ZCommunityIdParams,
    data: z.never(),
    produces: ['text/calendar'],
    tags: ['content'],
  }),
  /** SPEC §7: the community page's own calls (the same data as the content detail). */
  relatedCommunities: defineEndpoint({
    method: 'POST',
    path: '/api/community/relatedcommunities',
    summary: 'Community: communities related to one community',
    access: 'public',
    body: ZRelatedCommunitiesRequest,
    data: z.array(ZCommunity),
    tags: ['content'],
  }),
  community: defineEndpoint({
    method: 'POST',
    path: '/api/community/:id',
    summary: 'Community: one community with related communities',
    access: 'public',
    params: ZCommunityIdParams,
    body: ZNoFieldsRequest,
    data: ZContentDetail,
    tags: ['content'],
  }),
};

/** What staff read and write: an article with its body, or another area's item. */
export const ZAdminContentItem = z.union([ZArticleDetail, ZContentItem]);
const ZItemParams = z.object({ id: ZContentIdParams.shape.id });

/** Issue 9 admin area: every content type, drafts included. Role admin. */
export const contentAdminEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/admin/content/:type/list',
    summary: 'Admin content: list an area, drafts included',
    access: 'admin',
    params: ZContentTypeParams,
    body: orEmpty(ZAdminContentListRequest),
    data: z.array(ZContentItem),
    paged: true,
    tags: ['admin'],
  }),
  item: defineEndpoint({
    method: 'POST',
    path: '/api/admin/content/:type/:id',
    summary: 'Admin content: one item, drafts included',
    access: 'admin',
    params: ZContentIdParams,
    body: ZNoFieldsRequest,
    data: ZAdminContentItem,
    tags: ['admin'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/content/:type/:id',
    summary: 'Admin content: delete an item',
    access: 'admin',
    params: ZContentIdParams,
    data: z.object({ id: z.string(), slug: z.string() }),
    tags: ['admin'],
  }),
};

/** Create and update, one pair per area, so each validates (and documents) its own body. */
const writesOf = <TType extends TContentType>(type: TType) => ({
  create: defineEndpoint({
    method: 'POST',
    path: `/api/admin/content/${type}`,
    summary: `Admin content: add a ${type}`,
    access: 'admin',
    body: CONTENT_INPUTS[type],
    data: ZAdminContentItem,
    status: 201,
    tags: ['admin'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `/api/admin/content/${type}/:id`,
    summary: `Admin content: change a ${type}`,
    access: 'admin',
    params: ZItemParams,
    body: CONTENT_INPUTS[type],
    data: ZAdminContentItem,
    tags: ['admin'],
  }),
});

export const contentWriteEndpoints = Object.fromEntries(CONTENT_TYPES.map((type) => [type, writesOf(type)])) as {
  [TType in TContentType]: ReturnType<typeof writesOf<TType>>;
};
