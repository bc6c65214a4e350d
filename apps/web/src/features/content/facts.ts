import type { TArticle, TContentItem } from '@launchpad/shared/contracts/content';
import { formatPounds } from '@launchpad/shared/domain/money';
import { areaOf, stageLabel } from './areas';
import { formatDateTime, formatDay } from '@/lib/zoned-dates';
import { formatCount, formatReadingTime } from './format';

export type TFact = { label: string; value: string };
type TArticleItem = TArticle & { type: 'blog' | 'guide' | 'tip' | 'learn' };
/** Communities, investors, founders, perks, organisers and events: the items that are not articles. */
export type TEntityItem = Exclude<TContentItem, { type: 'blog' | 'guide' | 'tip' | 'learn' }>;

export const isArticle = (item: TContentItem): item is TArticleItem =>
  item.type === 'blog' || item.type === 'guide' || item.type === 'tip' || item.type === 'learn';

export const itemTitle = (item: TContentItem) => (isArticle(item) ? item.title : item.name);
export const itemSummary = (item: TContentItem) => (isArticle(item) ? item.summary : item.description);
export const itemHref = (item: TContentItem) => areaOf(item.type).detailPath(item.slug);

/** Capitalised sector keys ("fintech" → "Fintech"); the api stores them as lower-case keys. */
export const sectorLabel = (sector: string) => (sector ? sector.charAt(0).toUpperCase() + sector.slice(1) : sector);

const fact = (label: string, value: string | null | undefined): TFact[] => (value ? [{ label, value }] : []);

/** Where an event happens: its venue, or Online. */
export const eventPlace = (item: Extract<TContentItem, { type: 'event' }>) =>
  item.isOnline ? (item.venue ? `Online · ${item.venue}` : 'Online') : (item.venue ?? item.location);

/**
 * The key facts of an item, most telling first: a card shows the first few, a detail page all of
 * them. Event times are in `timeZone`, the reader's (the detail page adds the event's own).
 */
export function itemFacts(item: TContentItem, timeZone: string): TFact[] {
  switch (item.type) {
    case 'community':
      return [
        ...fact('Platform', item.platform),
        ...fact('Members', item.memberCount === null ? null : formatCount(item.memberCount)),
        ...fact('Topic', sectorLabel(item.industry)),
        ...fact('Location', item.location),
      ];
    case 'investor':
      return [
        ...fact('Stage', stageLabel(item.stage)),
        ...fact('Cheque size', item.chequeSize),
        ...fact('Firm', item.firm),
        ...fact('Sector', sectorLabel(item.industry)),
        ...fact('Location', item.location),
      ];
    case 'founder':
      return [
        ...fact('Role', item.role && item.company ? `${item.role}, ${item.company}` : item.role || item.company),
        ...fact('Sector', sectorLabel(item.industry)),
        ...fact('Location', item.location),
      ];
    case 'perk':
      return [
        ...fact('Offer', item.offer),
        ...fact('Provider', item.provider),
        ...fact('Worth up to', item.valuePence === null ? null : formatPounds(item.valuePence)),
        ...fact('Stages', item.eligibleStages.map(stageLabel).join(', ')),
        ...fact('Regions', item.regions.join(', ')),
        ...fact('Last verified', formatDay(item.lastVerifiedOn)),
      ];
    case 'event':
      return [
        ...fact('When', formatDateTime(item.startsAt, timeZone)),
        ...fact('Where', eventPlace(item)),
        ...fact('Organiser', item.organiser),
        ...fact('Sector', sectorLabel(item.industry)),
      ];
    case 'organizer':
      return [...fact('Based in', item.location), ...fact('Focus', sectorLabel(item.industry))];
    default:
      return [
        ...fact('Category', item.category),
        ...fact('Reading time', formatReadingTime(item.readingMinutes)),
        ...fact('Published', formatDay(item.publishedAt ?? item.updatedAt)),
        ...fact('Author', item.author),
      ];
  }
}
