import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import { ZPage } from './catalog';
import { ZEmail } from './fields';

// Content and community (issue 9; SPEC §1 content areas, §2 public routes, §7 "Other" and community calls).
// The calls are in endpoints/content.ts. Lists are paged with SPEC §3 page meta; details carry related items.

/** The areas with a list and a detail page. `article` kinds share one table (see ARTICLE_KINDS). */
export const CONTENT_TYPES = [
  'community',
  'investor',
  'event',
  'organizer',
  'perk',
  'founder',
  'blog',
  'guide',
  'tip',
  'learn',
] as const;
export type TContentType = (typeof CONTENT_TYPES)[number];
export const ARTICLE_KINDS = ['blog', 'guide', 'tip', 'learn'] as const;
export type TArticleKind = (typeof ARTICLE_KINDS)[number];
export const isArticleKind = (type: TContentType): type is TArticleKind =>
  (ARTICLE_KINDS as readonly string[]).includes(type);

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type TContentStatus = (typeof CONTENT_STATUSES)[number];

/** Company stages used by investor and perk filters. */
export const STARTUP_STAGES = ['idea', 'pre-seed', 'seed', 'series-a', 'series-b', 'growth'] as const;
export type TStartupStage = (typeof STARTUP_STAGES)[number];

export const CONTENT_SORTS = ['relevance', 'newest', 'name', 'date', 'members', 'value'] as const;
export type TContentSort = (typeof CONTENT_SORTS)[number];

export const CONTENT_PAGE_SIZE = 10;
export const MAX_CONTENT_PAGE_SIZE = 50;
/** How many related items a detail page shows. */
export const RELATED_ITEMS = 3;

export const ZContentTypeParams = z.object({
  type: z.enum(CONTENT_TYPES, { error: `Type must be one of: ${CONTENT_TYPES.join(', ')}` }),
});
/** A detail is addressed by its slug (pretty URLs) or its uuid. */
export const ZContentIdParams = ZContentTypeParams.extend({
  id: z.string().trim().min(1, 'ID is required').max(160, 'ID must be a slug or an id'),
});
export const ZCommunityIdParams = z.object({ id: ZContentIdParams.shape.id });

const ZContentPageSize = z
  .number({ error: 'Page size must be a number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be 1 or more')
  .max(MAX_CONTENT_PAGE_SIZE, `Page size must be at most ${MAX_CONTENT_PAGE_SIZE}`)
  .default(CONTENT_PAGE_SIZE);
const ZIsoDate = z.iso.date({ error: 'Dates must be written YYYY-MM-DD' });

/**
 * List filters. Each applies only where the area has it (SPEC/issue 9: sector, stage, location, date range,
 * category); a filter the area does not have is a 400, as is a value out of range.
 */
export const ZContentListRequest = z
  .object({
    search: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
    page: ZPage.default(1),
    pageSize: ZContentPageSize,
    sort: z.enum(CONTENT_SORTS, { error: `Sort must be one of: ${CONTENT_SORTS.join(', ')}` }).optional(),
    /** The industry key (food, fintech, health…); communities call it topic. */
    sector: z.string().trim().min(1).max(60, 'Sector is at most 60 characters').optional(),
    stage: z.enum(STARTUP_STAGES, { error: `Stage must be one of: ${STARTUP_STAGES.join(', ')}` }).optional(),
    /** An ISO country code (GB, US…) or `online`. */
    location: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{2}|online)$/, 'Location must be a two-letter country code or online')
      .optional(),
    /** Articles: the category; communities: the platform (Slack, Discord…). */
    category: z.string().trim().min(1).max(60, 'Category is at most 60 characters').optional(),
    /** Events: from this day (inclusive, UTC) … */
    from: ZIsoDate.optional(),
    /** … to this day (inclusive, UTC). */
    to: ZIsoDate.optional(),
    /** Events: include past events (default only upcoming and running ones). */
    past: z.boolean().optional(),
  })
  .strict()
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before to',
    path: ['from'],
  });
export type TContentListRequest = z.input<typeof ZContentListRequest>;
/** The list request once parsed (defaults applied), as the api reads it. */
export type TContentListQuery = z.infer<typeof ZContentListRequest>;

// ---- Items -------------------------------------------------------------------------------------------

const ZBase = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  countryCode: z.string().nullable(),
  industry: z.string(),
  tags: z.array(z.string()),
  url: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ZCommunity = ZBase.extend({
  type: z.literal('community'),
  platform: z.string(),
  memberCount: z.number().int().nullable(),
});
export const ZInvestor = ZBase.extend({
  type: z.literal('investor'),
  firm: z.string().nullable(),
  stage: z.string(),
  chequeSize: z.string().nullable(),
});
export const ZFounder = ZBase.extend({ type: z.literal('founder'), company: z.string(), role: z.string() });
export const ZPerk = ZBase.extend({
  type: z.literal('perk'),
  provider: z.string(),
  offer: z.string(),
  valuePence: z.number().int().nullable(),
  eligibleStages: z.array(z.string()),
  regions: z.array(z.string()),
  /** Markdown source and its sanitised HTML. */
  redeemSteps: z.string(),
  redeemStepsHtml: z.string(),
  lastVerifiedOn: z.string().nullable(),
});
export const ZOrganizer = ZBase.extend({ type: z.literal('organizer'), email: z.string().nullable() });
export const ZEvent = ZBase.extend({
  type: z.literal('event'),
  organiser: z.string(),
  organizerId: z.string().nullable(),
  /** The organiser's slug for /eventorganizer/{id}, when the organiser has a page. */
  organizerSlug: z.string().nullable(),
  venue: z.string().nullable(),
  isOnline: z.boolean(),
  /** ISO instants (UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The event's IANA time zone. */
  timeZone: z.string(),
  ticketsUrl: z.string().nullable(),
});
export const ZArticle = z.object({
  type: z.enum(ARTICLE_KINDS),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  image: z.string().nullable(),
  readingMinutes: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
/** An article with its body: Markdown source, sanitised HTML (headings carry ids) and its table of contents. */
export const ZArticleDetail = ZArticle.extend({
  body: z.string(),
  html: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string(), level: z.number().int() })),
});

export const ZContentItem = z.discriminatedUnion('type', [
  ZCommunity,
  ZInvestor,
  ZFounder,
  ZPerk,
  ZOrganizer,
  ZEvent,
  ZArticle.extend({ type: z.literal('blog') }),
  ZArticle.extend({ type: z.literal('guide') }),
  ZArticle.extend({ type: z.literal('tip') }),
  ZArticle.extend({ type: z.literal('learn') }),
]);
export type TContentItem = z.infer<typeof ZContentItem>;
export type TCommunity = z.infer<typeof ZCommunity>;
export type TInvestor = z.infer<typeof ZInvestor>;
export type TFounder = z.infer<typeof ZFounder>;
export type TPerk = z.infer<typeof ZPerk>;
export type TOrganizer = z.infer<typeof ZOrganizer>;
export type TEvent = z.infer<typeof ZEvent>;
export type TArticle = z.infer<typeof ZArticle>;
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

/** The values a list page offers in its filters (only those present in published rows). */
export const ZContentFacets = z.object({
  sectors: z.array(z.string()),
  locations: z.array(z.object({ code: z.string(), label: z.string() })),
  categories: z.array(z.string()),
});
export type TContentFacets = z.infer<typeof ZContentFacets>;

/**
 * A detail: the item (articles with their body), related items of the same type, and for organisers their
 * events (upcoming first); for events, the organiser.
 */
export const ZContentDetail = z.object({
  // ZArticleDetail first: an article detail also matches the article list shape, which would drop its body.
  item: z.union([ZArticleDetail, ZContentItem]),
  related: z.array(ZContentItem),
  events: z.array(ZEvent).optional(),
  organizer: ZOrganizer.nullable().optional(),
});
export type TContentDetail = z.infer<typeof ZContentDetail>;

export const ZRelatedCommunitiesRequest = z
  .object({ id: ZCommunityIdParams.shape.id, limit: z.number().int().min(1).max(12).default(RELATED_ITEMS) })
  .strict();

/** Home page and /learn hub: the newest published items of each area. */
export const ZContentHighlights = z.object({
  events: z.array(ZEvent),
  perks: z.array(ZPerk),
  communities: z.array(ZCommunity),
  blog: z.array(ZArticle),
  guide: z.array(ZArticle),
  tip: z.array(ZArticle),
  learn: z.array(ZArticle),
});
export type TContentHighlights = z.infer<typeof ZContentHighlights>;

// ---- Contact ---------------------------------------------------------------------------------------

export const CONTACT_LIMITS = { name: 120, subject: 160, message: 5000 } as const;
export const ZContactRequest = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Please tell us your name')
      .max(CONTACT_LIMITS.name, `Name is at most ${CONTACT_LIMITS.name} characters`),
    email: ZEmail,
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Please add a subject')
      .max(CONTACT_LIMITS.subject, `Subject is at most ${CONTACT_LIMITS.subject} characters`),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(10, 'Your message is too short: tell us a little more (10 characters or more)')
      .max(CONTACT_LIMITS.message, `Your message is too long: at most ${CONTACT_LIMITS.message} characters`),
    /** Honeypot: hidden from people; a bot that fills it gets a success answer and nothing is sent. */
    website: z.string().max(500).optional(),
  })
  .strict();
export type TContactRequest = z.infer<typeof ZContactRequest>;

// ---- Admin CRUD ------------------------------------------------------------------------------------

export const ZAdminContentListRequest = z
  .object({
    search: z.string().trim().max(200).optional(),
    status: z.enum(CONTENT_STATUSES).optional(),
    page: ZPage.default(1),
    pageSize: ZContentPageSize,
  })
  .strict();

const ZText = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${fieldLabel(field)} is required` })
    .trim()
    .min(min, `${fieldLabel(field)} is required`)
    .max(max, `${fieldLabel(field)} is at most ${max} characters`);
const ZOptionalUrl = () =>
  z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .max(500)
    .nullable()
    .optional();
/**
 * Whether an address in staff content may become a link or image: http(s), or relative to the site or CDN
 * ("/images/a.svg", "media/a.png", "#steps"); `mailto:` too for links when asked. Read as a browser reads
 * it (the WHATWG parser drops tabs and newlines, so "java\tscript:" is still javascript:), so no
 * javascript:, data:, vbscript: or other scheme gets through. Empty means "none".
 */
export function isSafeContentUrl(value: string, options: { mailto?: boolean } = {}): boolean {
  if (value.trim() === '') return true;
  let protocol: string;
  try {
    protocol = new URL(value, 'https://relative.invalid/').protocol;
  } catch {
    return false;
  }
  return protocol === 'https:' || protocol === 'http:' || (options.mailto === true && protocol === 'mailto:');
}

const ZContentImage = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isSafeContentUrl(value), {
    message:
      'Enter a web address starting with https://, or a path such as /images/logo.png (no javascript:, data: or other schemes)',
  })
  .nullable()
  .optional();
const ZTags = z.array(z.string().trim().min(1).max(40)).max(12, 'At most 12 tags').default([]);
const ZSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lower-case letters, digits and single hyphens')
  .max(120, 'Slug is at most 120 characters')
  .optional();

const ZBaseInput = z.object({
  slug: ZSlug,
  name: ZText('name', 160),
  description: ZText('description', 5000),
  location: ZText('location', 120),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Country code must be a two-letter code such as GB')
    .nullable()
    .optional(),
  industry: ZText('industry', 60),
  tags: ZTags,
  url: ZOptionalUrl(),
  image: ZContentImage,
  status: z.enum(CONTENT_STATUSES).default('draft'),
});
const ZArticleInput = z.object({
  slug: ZSlug,
  title: ZText('title', 200),
  summary: ZText('summary', 500),
  body: ZText('body', 100_000),
  category: ZText('category', 60),
  tags: ZTags,
  author: ZText('author', 120),
  image: ZContentImage,
  status: z.enum(CONTENT_STATUSES).default('draft'),
});

/** What staff send to create (all required fields) or update (the same body) an item, by type. */
export const CONTENT_INPUTS = {
  community: ZBaseInput.extend({
    platform: ZText('platform', 60),
    memberCount: z.number().int().min(0).max(100_000_000).nullable().optional(),
  }).strict(),
  investor: ZBaseInput.extend({
    firm: z.string().trim().max(160).nullable().optional(),
    stage: z.enum(STARTUP_STAGES, { error: `Stage must be one of: ${STARTUP_STAGES.join(', ')}` }),
    chequeSize: z.string().trim().max(60).nullable().optional(),
  }).strict(),
  founder: ZBaseInput.extend({ company: ZText('company', 160), role: ZText('role', 120) }).strict(),
  perk: ZBaseInput.extend({
    provider: ZText('provider', 120),
    offer: ZText('offer', 200),
    valuePence: z.number().int().min(0).max(100_000_000).nullable().optional(),
    eligibleStages: z.array(z.enum(STARTUP_STAGES)).max(STARTUP_STAGES.length).default([]),
    regions: z.array(z.string().trim().min(2).max(60)).max(30).default([]),
    redeemSteps: z.string().trim().max(10_000).default(''),
    lastVerifiedOn: ZIsoDate.nullable().optional(),
  }).strict(),
  organizer: ZBaseInput.extend({ email: ZEmail.nullable().optional() }).strict(),
  event: ZBaseInput.extend({
    organiser: ZText('organiser', 160),
    organizerId: z.uuid('Organizer ID must be an organiser id').nullable().optional(),
    venue: z.string().trim().max(200).nullable().optional(),
    isOnline: z.boolean().default(false),
    startsAt: z.iso.datetime({ offset: true, error: 'Starts at must be an ISO date and time' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Ends at must be an ISO date and time' }),
    timeZone: ZText('timeZone', 64),
    ticketsUrl: ZOptionalUrl(),
  })
    .strict()
    .refine((value) => new Date(value.startsAt) < new Date(value.endsAt), {
      message: 'Ends at must be after startsAt',
      path: ['endsAt'],
    }),
  blog: ZArticleInput.strict(),
  guide: ZArticleInput.strict(),
  tip: ZArticleInput.strict(),
  learn: ZArticleInput.strict(),
} as const satisfies Record<TContentType, z.ZodTypeAny>;
export type TContentInput<T extends TContentType> = z.input<(typeof CONTENT_INPUTS)[T]>;

export type TAdminContentListRequest = z.input<typeof ZAdminContentListRequest>;
export type TAdminContentListQuery = z.infer<typeof ZAdminContentListRequest>;
