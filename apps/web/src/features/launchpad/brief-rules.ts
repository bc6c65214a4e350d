import {
  BRIEF_CONFIDENT,
  BUSINESS_MODEL_LABELS,
  type TBriefField,
  type TBriefPlace,
  type TIdeaBrief,
} from '@launchpad/shared';

/** How the build page writes who pays. */
export const BUYER_LABELS = { b2b: 'Businesses (B2B)', b2c: 'People (B2C)' } as const;

/** A place as the founder would type it: "Leeds, United Kingdom", "Bavaria, Germany", "Portugal". */
export function placeName(place: TBriefPlace): string {
  const local = place.city ?? place.region;
  return local && local !== place.country ? `${local}, ${place.country}` : place.country;
}

/** The place in full for its chip's title: "Leeds, England, United Kingdom". */
export function placeInFull(place: TBriefPlace): string {
  return [place.city, place.region, place.country]
    .filter((part, i, parts): part is string => !!part && parts.indexOf(part) === i)
    .join(', ');
}

/** The brief's places as names (what the correction endpoint takes). */
export const placeNames = (brief: Pick<TIdeaBrief, 'places'>): string[] => brief.places.map(placeName);

/** The places with the one at `index` replaced by `name`, or `name` added when `index` is null. */
export function placesWith(brief: Pick<TIdeaBrief, 'places'>, index: number | null, name: string): string[] {
  const names = placeNames(brief);
  if (index === null) return [...names, name];
  return names.map((existing, i) => (i === index ? name : existing));
}

export const placesWithout = (brief: Pick<TIdeaBrief, 'places'>, index: number): string[] =>
  placeNames(brief).filter((_name, i) => i !== index);

/** "EUR (€)": the currency's code with the symbol a price is written with, when it has its own. */
export function currencyLabel(code: string): string {
  try {
    const symbol = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    return symbol && symbol !== code ? `${code} (${symbol})` : code;
  } catch {
    return code;
  }
}

/** A field the reading was not sure of and the founder has not set: shown as an assumption. */
export const isAssumed = (brief: Pick<TIdeaBrief, 'confidence' | 'corrected'>, field: TBriefField): boolean =>
  !brief.corrected.includes(field) && brief.confidence[field] < BRIEF_CONFIDENT;

export const businessModelLabel = (brief: Pick<TIdeaBrief, 'business_model'>): string =>
  BUSINESS_MODEL_LABELS[brief.business_model];

/** The sentence a screen reader hears for the whole brief, e.g. for the chips' group label. */
export function whoPays(brief: Pick<TIdeaBrief, 'buyer' | 'customer'>): string {
  return `${brief.customer} (${brief.buyer === 'b2b' ? 'B2B' : 'B2C'})`;
}

/** What the industry search needs of a catalogue entry. */
export type TIndustryOption = { code: string; title: string; label: string; terms: readonly string[] };

/**
 * Industries matching what the founder typed, best first: every word must appear in the label, the
 * official title or the index terms; a label that starts with the words ranks first, then a label that
 * holds them, then a title, then a term. An empty search lists the catalogue in label order.
 */
export function searchIndustries<T extends TIndustryOption>(catalogue: readonly T[], search: string, limit = 40): T[] {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const byLabel = (a: T, b: T) => a.label.localeCompare(b.label, 'en-GB');
  if (words.length === 0) return [...catalogue].sort(byLabel).slice(0, limit);
  const phrase = words.join(' ');
  const scored: { entry: T; score: number }[] = [];
  for (const entry of catalogue) {
    const label = entry.label.toLowerCase();
    const title = entry.title.toLowerCase();
    const terms = entry.terms.join(' | ').toLowerCase();
    const all = `${label} | ${title} | ${terms} | ${entry.code}`;
    if (!words.every((word) => all.includes(word))) continue;
    const score = label.startsWith(phrase)
      ? 0
      : label.includes(phrase)
        ? 1
        : words.every((word) => label.includes(word))
          ? 2
          : title.includes(phrase)
            ? 3
            : terms.includes(phrase)
              ? 4
              : 5;
    scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || byLabel(a.entry, b.entry))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
