// SPEC §3 "Domain suggestion" and §9 (8 first, 8 more per step): the query's own name across the
// popular tlds first, then generated variations, in a fixed order so that paging with offset/limit
// never repeats or skips a name. Each suggestion carries its availability from the registrar and its
// price and registration bounds from domain_tlds.
import { DOMAIN_SUGGESTIONS_STEP, type TDomainSuggestion, type TNameSuggestions } from '@launchpad/shared';
import { AppError } from '../../lib/app-error';
import type { TAvailability } from '../../providers/registrar/registrar.provider';
import type { TDomainsDeps } from './domains-deps.service';
import { displayName, splitDomainName, toRegistryLabel } from './domains-names.service';
import { type TTldPrice, listTldPrices } from './domains-pricing.service';

/** The tlds a name is shown under first, most wanted first; other tlds on sale follow alphabetically. */
export const POPULAR_TLDS = ['com', 'io', 'co', 'ai', 'app', 'dev', 'net', 'org', 'co.uk', 'uk', 'tech', 'shop'];
/** Variations are offered under these tlds (those on sale), in this order. */
const VARIATION_TLDS = ['com', 'io', 'co', 'app'];
const PREFIXES = ['get', 'try', 'use', 'go', 'hello', 'join', 'my', 'the'];
const SUFFIXES = ['hq', 'app', 'labs', 'hub', 'ly', 'now', 'online', 'team'];
/** More candidates than anyone pages through (offset ≤ 200 + limit ≤ 50). */
const MAX_CANDIDATES = 250;
/** A registrar checks at most 50 names per call. */
const CHECK_BATCH = 50;

export type TParsedQuery = { words: string[]; preferredTld: string | null };

/**
 * What the person typed as words and, when they typed a full name we sell (`acme.io`), its tld:
 * "Acme Robotics" → acme, robotics; "https://www.acme.io/" → acme (io); "Bücher" → xn--bcher-kva.
 */
export function parseQuery(query: string, soldTlds: readonly string[]): TParsedQuery {
  let text = query.trim().toLowerCase();
  text = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '');
  const shown = JSON.stringify(query.trim().slice(0, 70));
  if (/^[^\s.]+(\.[^\s.]+)+\.?$/.test(text)) {
    const split = splitDomainName(text, soldTlds);
    if (!split.ok) throw new AppError('BAD_REQUEST', split.message);
    return { words: [split.sld], preferredTld: split.tld };
  }
  const pieces = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (pieces.length === 0) {
    throw new AppError('BAD_REQUEST', `${shown} has no letters or digits: type a name such as acme or acme.com.`);
  }
  const words = pieces.map((piece) => {
    const label = toRegistryLabel(piece);
    if (!label.ok)
      throw new AppError('BAD_REQUEST', `${shown} cannot be a domain name: "${piece.slice(0, 70)}" ${label.problem}.`);
    return label.label;
  });
  const joined = words.join('');
  if (joined.length > 63) {
    throw new AppError('BAD_REQUEST', `${shown} is too long for a domain name: use at most 63 letters and digits.`);
  }
  return { words, preferredTld: null };
}

/** Every name to offer, in order: the name itself across tlds, then the variations. Pure and deterministic. */
export function candidateNames(parsed: TParsedQuery, soldTlds: readonly string[]): string[] {
  const sold = new Set(soldTlds);
  const base = parsed.words.join('');
  const ordered = [
    ...(parsed.preferredTld ? [parsed.preferredTld] : []),
    ...POPULAR_TLDS,
    ...[...soldTlds].sort(),
  ].filter((tld) => sold.has(tld));
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (label: string, tld: string) => {
    const name = `${label}.${tld}`;
    if (seen.has(name) || names.length >= MAX_CANDIDATES) return;
    if (label.length > 63 || !toRegistryLabel(label).ok) return;
    seen.add(name);
    names.push(name);
  };
  for (const tld of ordered) add(base, tld);

  const isIdn = base.startsWith('xn--');
  const variations: string[] = [];
  if (parsed.words.length > 1) variations.push(parsed.words.join('-'));
  if (!isIdn) {
    for (let i = 0; i < Math.max(PREFIXES.length, SUFFIXES.length); i += 1) {
      const prefix = PREFIXES[i];
      const suffix = SUFFIXES[i];
      if (prefix) variations.push(`${prefix}${base}`);
      if (suffix && !base.endsWith(suffix)) variations.push(`${base}${suffix}`);
      if (i === 1 && !base.endsWith('s')) variations.push(`${base}s`);
      if (i === 2 && parsed.words.length === 1 && base.length > 1) variations.push(`${base}-hq`);
    }
  }
  const variationTlds = [...new Set([...(parsed.preferredTld ? [parsed.preferredTld] : []), ...VARIATION_TLDS])].filter(
    (tld) => sold.has(tld),
  );
  for (const variation of variations) for (const tld of variationTlds) add(variation, tld);
  return names;
}

/** Availability of any number of names, asked of the registrar in batches of 50. */
async function availabilityOf(deps: TDomainsDeps, names: string[]): Promise<Map<string, TAvailability>> {
  const result = new Map<string, TAvailability>();
  for (let start = 0; start < names.length; start += CHECK_BATCH) {
    for (const answer of await deps.registrar.check(names.slice(start, start + CHECK_BATCH))) {
      result.set(answer.domain, answer);
    }
  }
  return result;
}

/** One name as SPEC §3 shows it: `_`, `Prices.Registration` (pence a year), tld and year bounds. */
export function toSuggestion(
  name: string,
  price: TTldPrice,
  availability: TAvailability | undefined,
): TDomainSuggestion {
  const premium = availability?.premium ?? false;
  return {
    _: name,
    display: displayName(name),
    tld: price.tld,
    available: availability?.available ?? false,
    premium,
    Prices: {
      Registration: (premium ? availability?.premiumRegistrationPence : null) ?? price.registrationPricePence,
      Renewal: price.renewalPricePence,
    },
    Properties: { MinRegYear: price.minYears, MaxRegYear: price.maxYears },
    reason: availability?.available ? null : (availability?.reason ?? 'could not be checked'),
  };
}

/** `nameSuggestions`: one page of suggestions for the query. */
export async function nameSuggestions(
  deps: TDomainsDeps,
  request: { query: string; offset?: number | undefined; limit?: number | undefined },
): Promise<TNameSuggestions> {
  const offset = request.offset ?? 0;
  const limit = request.limit ?? DOMAIN_SUGGESTIONS_STEP;
  const prices = await listTldPrices(deps);
  if (prices.length === 0) throw new AppError('SERVICE_UNAVAILABLE', 'No domains are on sale right now.');
  const priceOf = new Map(prices.map((price) => [price.tld, price]));
  const soldTlds = prices.map((price) => price.tld);
  const all = candidateNames(parseQuery(request.query, soldTlds), soldTlds);
  const page = all.slice(offset, offset + limit);
  const availability = await availabilityOf(deps, page);
  const suggestions = page.flatMap((name) => {
    const tld = soldTlds.filter((t) => name.endsWith(`.${t}`)).sort((a, b) => b.length - a.length)[0];
    const price = tld ? priceOf.get(tld) : undefined;
    return price ? [toSuggestion(name, price, availability.get(name))] : [];
  });
  return { query: request.query.trim(), suggestions, offset, hasMore: offset + limit < all.length };
}
