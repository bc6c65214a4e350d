import type {
  TArticle,
  TArticleDetail,
  TArticleKind,
  TCommunity,
  TEvent,
  TFounder,
  TInvestor,
  TOrganizer,
  TPerk,
} from '@launchpad/shared';
import type { articles, communities, eventOrganizers, events, founders, investors, perks } from '../../db/schema';
import { renderMarkdown } from './markdown.service';

export type TCommunityRow = typeof communities.$inferSelect;
export type TInvestorRow = typeof investors.$inferSelect;
export type TFounderRow = typeof founders.$inferSelect;
export type TPerkRow = typeof perks.$inferSelect;
export type TOrganizerRow = typeof eventOrganizers.$inferSelect;
export type TEventRow = typeof events.$inferSelect;
export type TArticleRow = typeof articles.$inferSelect;

type TCommonRow = Omit<TCommunityRow, 'platform' | 'memberCount'>;

const iso = (value: Date) => value.toISOString();

function base(row: TCommonRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.location,
    countryCode: row.countryCode,
    industry: row.industry,
    tags: row.tags,
    url: row.url,
    image: row.image,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export const toCommunity = (row: TCommunityRow): TCommunity => ({
  ...base(row),
  type: 'community',
  platform: row.platform,
  memberCount: row.memberCount,
});

export const toInvestor = (row: TInvestorRow): TInvestor => ({
  ...base(row),
  type: 'investor',
  firm: row.firm,
  stage: row.stage,
  chequeSize: row.chequeSize,
});

export const toFounder = (row: TFounderRow): TFounder => ({
  ...base(row),
  type: 'founder',
  company: row.company,
  role: row.role,
});

export const toPerk = (row: TPerkRow): TPerk => ({
  ...base(row),
  type: 'perk',
  provider: row.provider,
  offer: row.offer,
  valuePence: row.valuePence,
  eligibleStages: row.eligibleStages,
  regions: row.regions,
  redeemSteps: row.redeemSteps,
  redeemStepsHtml: renderMarkdown(row.redeemSteps).html,
  lastVerifiedOn: row.lastVerifiedOn,
});

export const toOrganizer = (row: TOrganizerRow): TOrganizer => ({ ...base(row), type: 'organizer', email: row.email });

/** `organizerSlug` is the organiser's page when it is published (null otherwise). */
export const toEvent = (row: TEventRow, organizerSlug: string | null = null): TEvent => ({
  ...base(row),
  type: 'event',
  organiser: row.organiser,
  organizerId: row.organizerId,
  organizerSlug,
  venue: row.venue,
  isOnline: row.isOnline,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  timeZone: row.timeZone,
  ticketsUrl: row.ticketsUrl,
});

export const toArticle = (row: TArticleRow): TArticle & { type: TArticleKind } => ({
  type: row.kind,
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: row.category,
  tags: row.tags,
  author: row.author,
  image: row.image,
  readingMinutes: row.readingMinutes,
  status: row.status,
  publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
  updatedAt: iso(row.updatedAt),
});

/** The article with its body rendered: sanitised HTML whose h2/h3 carry ids, and the list of those headings. */
export function toArticleDetail(row: TArticleRow): TArticleDetail {
  const { html, headings } = renderMarkdown(row.body);
  return { ...toArticle(row), body: row.body, html, headings };
}
