// Which of the places that share a name an idea means, and how the places found are merged into the
// brief's list: population, capital and seat status, the markets this product's founders are in, and the
// other places the idea names. Pure functions over gazetteer entries; no I/O.
import type { TBriefPlace } from '@launchpad/shared';
import type { TCity, TGazetteer, TPlaceEntry } from './places.gazetteer';

export const populationOf = (entry: TPlaceEntry): number => {
  if (entry.kind === 'city') return entry.pop;
  if (entry.kind === 'region') return entry.region.pop;
  return entry.country.pop;
};

export const countryOf = (entry: TPlaceEntry): string => {
  if (entry.kind === 'city') return entry.country;
  if (entry.kind === 'region') return entry.region.country;
  return entry.country.code;
};

/** Whether `inner` lies inside `outer` (a city in a region or country, a region in a country). */
export const liesWithin = (inner: TPlaceEntry, outer: TPlaceEntry): boolean => {
  if (outer.kind === 'country' || outer.kind === 'demonym') {
    return countryOf(inner) === outer.country.code && inner.kind !== 'country';
  }
  if (outer.kind === 'region') {
    const region = outer.region;
    // An area is known only by the first-level region it lies in: "Truro, Cornwall" is a town of England.
    if (inner.kind === 'city')
      return inner.country === region.country && region.admin !== '' && inner.admin === region.admin;
    if (inner.kind === 'region') {
      return (
        Boolean(inner.region.area) &&
        !region.area &&
        inner.region.country === region.country &&
        inner.region.admin === region.admin
      );
    }
  }
  return false;
};

/**
 * Where a bare name shared by several places most likely points for this product's founders, in log10
 * people: the UK first (the product is UK-based: a UK town counts as ~30 times its size), then the
 * countries where it forms companies and its users are (Europe, the US, Canada, Hong Kong: 10 times).
 * So "Valencia" is Spain's and "Córdoba" Andalusia's, while a far larger namesake still wins ("Perth"
 * is Western Australia's, "Santiago" Chile's capital).
 */
const FORMATION_MARKETS = new Set(['US', 'CA', 'HK']);
const homeWeight = (gaz: TGazetteer, code: string): number => {
  if (code === 'GB') return 1.5;
  if (FORMATION_MARKETS.has(code) || gaz.countries.get(code)?.continents.includes('EU')) return 1;
  return 0;
};

const score = (gaz: TGazetteer, entry: TPlaceEntry, context: Set<string>, shared: string | null = null) => {
  let value = Math.log10(populationOf(entry) + 10) + homeWeight(gaz, countryOf(entry));
  if (context.has(countryOf(entry))) value += 3;
  else if (shared === countryOf(entry)) value += 1.5;
  if (entry.alias) value += 1;
  if (entry.kind === 'city') {
    // A capital or a regional seat is better known than its size says, and so is a county town.
    if (entry.capital) value += 0.5;
    else if (entry.seat) value += 0.25;
    if (entry.namesake) value += 0.5;
  }
  return value;
};

/** Picks the place a name means; a city beats a region or country of the same name that holds it. */
export const choose = (
  gaz: TGazetteer,
  entries: readonly TPlaceEntry[],
  context: Set<string>,
  shared: string | null = null,
): { entry: TPlaceEntry; margin: number } => {
  const rate = (entry: TPlaceEntry) => score(gaz, entry, context, shared);
  const ranked = [...entries].sort((a, b) => rate(b) - rate(a));
  const top = ranked[0];
  if (!top) throw new Error('A place mention without places');
  let best: TPlaceEntry = top;
  if (top.kind !== 'city') {
    const city = ranked.find(
      (entry): entry is TCity => entry.kind === 'city' && liesWithin(entry, top) && entry.pop * 5 >= populationOf(top),
    );
    if (city) best = city;
  }
  const rival = ranked.find((entry) => countryOf(entry) !== countryOf(best));
  return { entry: best, margin: rival ? rate(best) - rate(rival) : 10 };
};

/**
 * The one country that ambiguous names read best together in ("Cambridge and Boston" are both in
 * Massachusetts as well as England, and together larger there), or null. It must nearly match the
 * names read one by one, so two small namesakes abroad never outvote two capitals.
 */
export const sharedCountry = (gaz: TGazetteer, places: ReadonlyArray<readonly TPlaceEntry[]>): string | null => {
  if (places.length < 2) return null;
  const none = new Set<string>();
  const bestAlone = places.reduce(
    (sum, entries) => sum + Math.max(...entries.map((entry) => score(gaz, entry, none))),
    0,
  );
  const totals = new Map<string, { total: number; count: number }>();
  for (const entries of places) {
    const bestIn = new Map<string, number>();
    for (const entry of entries) {
      const code = countryOf(entry);
      bestIn.set(code, Math.max(bestIn.get(code) ?? -Infinity, score(gaz, entry, none)));
    }
    for (const [code, value] of bestIn) {
      const sum = totals.get(code) ?? { total: 0, count: 0 };
      totals.set(code, { total: sum.total + value, count: sum.count + 1 });
    }
  }
  let shared: string | null = null;
  let bestTotal = -Infinity;
  for (const [code, { total, count }] of totals) {
    if (count === places.length && total > bestTotal && total >= bestAlone - 2) {
      shared = code;
      bestTotal = total;
    }
  }
  return shared;
};

export const toPlace = (gaz: TGazetteer, entry: TPlaceEntry): TBriefPlace => {
  if (entry.kind === 'city') {
    const region = gaz.regionOf(entry.country, entry.admin);
    return {
      city: entry.display ?? entry.name,
      region: region?.name ?? null,
      region_code: region?.code || null,
      country: gaz.countries.get(entry.country)?.name ?? entry.country,
      country_code: entry.country,
    };
  }
  if (entry.kind === 'region') {
    return {
      city: null,
      region: entry.region.name,
      region_code: entry.region.code || null,
      country: gaz.countries.get(entry.region.country)?.name ?? entry.region.country,
      country_code: entry.region.country,
    };
  }
  const region = entry.kind === 'demonym' ? entry.region : null;
  return {
    city: null,
    region: region?.name ?? null,
    region_code: region?.code || null,
    country: entry.country.name,
    country_code: entry.country.code,
  };
};

const specificity = (place: TBriefPlace) => (place.city ? 2 : place.region ? 1 : 0);

/** Whether `broad` says nothing that `narrow` does not: same country, and same region if it names one. */
const covers = (narrow: TBriefPlace, broad: TBriefPlace) =>
  narrow.country_code === broad.country_code &&
  specificity(narrow) > specificity(broad) &&
  (broad.region === null || broad.region === narrow.region);

/** Keeps each place once; a more specific place takes the place of a broader one it lies in, at the earlier position. */
export const mergePlaces = (gaz: TGazetteer, entries: TPlaceEntry[]): TBriefPlace[] => {
  type TKept = { place: TBriefPlace; entry: TPlaceEntry };
  // An area says more than the first-level region it lies in ("Cornwall" than "England").
  const within = (narrow: TKept, broad: TKept) =>
    covers(narrow.place, broad.place) ||
    (narrow.entry.kind === 'region' && broad.entry.kind === 'region' && liesWithin(narrow.entry, broad.entry));
  const merged: TKept[] = [];
  for (const entry of entries) {
    const item = { place: toPlace(gaz, entry), entry };
    const { place } = item;
    const same = merged.findIndex(
      ({ place: kept }) =>
        kept.city === place.city && kept.region === place.region && kept.country_code === place.country_code,
    );
    if (same >= 0) continue;
    if (merged.some((kept) => within(kept, item))) continue;
    const broader = merged.findIndex((kept) => within(item, kept));
    if (broader >= 0) {
      merged[broader] = item;
      for (let index = merged.length - 1; index > broader; index--) {
        const later = merged[index];
        if (later && within(item, later)) merged.splice(index, 1);
      }
    } else merged.push(item);
  }
  return merged.map(({ place }) => place);
};
