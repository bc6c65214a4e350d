import { COUNTRIES, type TBusinessNameDraft, type TLocationContent, type TValidationContent } from '@launchpad/shared';

// Rules an answer must meet beyond its schema. A breach is sent back to the model for one repair,
// naming what is wrong; a second breach makes the answer unusable (the offline generator writes instead).

/** Claims a landing page of an unlaunched business must not make (issue 18 part 4). */
const CLAIMS =
  /\b(?:backed by|funded by|invested in by|our investors|trusted by|loved by|relied on by|in partnership with|partnered with|our partners|official partner|as (?:seen|featured) (?:in|on)|award[- ]winning|(?:thousands|hundreds|millions) of (?:happy )?(?:customers|users|clients|members)|\d[\d,.]*\s*\+?\s*(?:happy |satisfied )?(?:customers|users|clients|members|businesses))\b/i;

/** The first claim of backers, customers or partners in any text of an answer, or null. */
export function unfoundedClaim(value: unknown): string | null {
  if (typeof value === 'string') return CLAIMS.exec(value)?.[0] ?? null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unfoundedClaim(item);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') return unfoundedClaim(Object.values(value));
  return null;
}

const COUNTRY_CODES = COUNTRIES.map((country) => country.code).join(', ');

export const landingPageCheck = (value: unknown): string | null => {
  const claim = unfoundedClaim(value);
  return claim
    ? `The page says "${claim}", but the business has not launched and has no backers, customers or partners. Remove every such claim; invite visitors to join the waitlist or learn more instead.`
    : null;
};

export const locationCheck = (value: TLocationContent): string | null =>
  COUNTRIES.some((country) => country.code === value.formation_country_code)
    ? null
    : `formation_country_code must be one of ${COUNTRY_CODES}.`;

/** Every experiment tests an assumption that is listed. */
export function validationCheck(value: TValidationContent): string | null {
  const ids = new Set(value.assumptions.map((assumption) => assumption.id));
  const orphans = value.experiments.filter((experiment) => !ids.has(experiment.assumption_id));
  return orphans.length
    ? `Experiments ${orphans.map((e) => e.id).join(', ')} test assumptions that are not listed; use the ids ${[...ids].join(', ')}.`
    : null;
}

/** No name twice. */
export function businessNameCheck(value: TBusinessNameDraft): string | null {
  const seen = new Set<string>();
  const repeated = value.business_names
    .map((entry) => entry.name.trim().toLowerCase())
    .filter((name) => (seen.has(name) ? true : (seen.add(name), false)));
  return repeated.length ? `These names appear more than once: ${[...new Set(repeated)].join(', ')}.` : null;
}
