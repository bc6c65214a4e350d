import { DEFAULT_DOMAIN_MAX_YEARS, DEFAULT_DOMAIN_MIN_YEARS } from '@launchpad/shared/domain/cart';

/** What the duration popup needs of a suggestion (SPEC §3 `Properties`). */
export type TYearLimits = { MinRegYear?: number | null; MaxRegYear?: number | null };

const wholeYears = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;

/**
 * SPEC §5: a registration lasts between the suggestion's minimum and maximum years, 1 and 10 when it
 * does not say (or says something that is not a whole number of years).
 */
export function yearBounds(limits: TYearLimits | null | undefined): { min: number; max: number } {
  const min = wholeYears(limits?.MinRegYear) ?? DEFAULT_DOMAIN_MIN_YEARS;
  const max = wholeYears(limits?.MaxRegYear) ?? DEFAULT_DOMAIN_MAX_YEARS;
  return max >= min ? { min, max } : { min, max: min };
}

/** The years a person may pick, in order. */
export function yearChoices(limits: TYearLimits | null | undefined): number[] {
  const { min, max } = yearBounds(limits);
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** "1 year", "2 years". */
export const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/** SPEC §8. */
export const domainAddedMessage = (years: number) => `Domain added for ${years} year(s)!`;
export const DOMAIN_ADD_FAILED = 'Failed to add domain';

/** `acme.co.uk` with tld `co.uk` → `acme`. */
export function sldOf(name: string, tld: string): string {
  const suffix = `.${tld.replace(/^\./, '')}`;
  return name.toLowerCase().endsWith(suffix.toLowerCase()) ? name.slice(0, -suffix.length) : name;
}
