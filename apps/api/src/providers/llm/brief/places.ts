// Issue 18: the places an idea names, city -> region -> country, most important first, and the
// currency of the main country. Names are found in a real gazetteer (places.gazetteer.ts); the text
// around a name decides whether it is a place at all ("bakeries in Reading" but not "Reading glasses")
// and which of the places of that name is meant ("Cambridge, Massachusetts", "Georgia" next to
// "Tbilisi"). No I/O after the gazetteer's first load.
import type { TBriefPlace } from '@launchpad/shared';
import {
  DEMONYM_NOT_PLACE_NEXT,
  EXPORT_WORDS,
  GLOBAL_PHRASES,
  GLOBAL_WORDS,
  LANGUAGE_VERBS,
  LOCATIVE_BEFORE,
  NAME_CONNECTORS,
  NAMED_GOODS,
  NOT_A_NOUN_NEXT,
  PERSON_BEFORE,
  PLACE_NOUNS,
} from './places.aliases';
import { gazetteer, placeKey, type TGazetteer, type TPlaceEntry } from './places.gazetteer';
import { choose, countryOf, liesWithin, mergePlaces, sharedCountry, toPlace } from './places.rank';

export type TPlaceScope = 'local' | 'national' | 'global';
export type TFoundPlaces = { places: TBriefPlace[]; scope: TPlaceScope; confidence: number };

const MAX_PLACES = 6;
/** A town this small is a place in an idea only when the text says so ("a café in Totnes"). */
const QUIET_TOWN = 15000;

type TToken = {
  raw: string;
  key: string;
  start: number;
  end: number;
  /** The text between the previous token and this one. */
  gap: string;
  upper: boolean;
  allCaps: boolean;
  sentenceStart: boolean;
};

/** How sure the text is that a name is a place: said to be one, merely capitalised, or an adjective. */
type TEvidence = 'strong' | 'weak' | 'demonym';

type TMention = {
  first: number;
  last: number;
  entries: TPlaceEntry[];
  evidence: TEvidence;
  /** Set when the next mention narrows this one ("Paris, Texas") and is absorbed by it. */
  within: TPlaceEntry[] | null;
  absorbed: boolean;
  /** Absorbed as the region or country that narrows the mention before it: never a place of its own. */
  narrowing?: boolean;
  /** An English word used as one: capitalised only to start a sentence, or before the noun it modifies ("Mobile app", "Bath bombs"). */
  wordUse?: boolean;
  /** Used as a modifier the text does not vouch for ("Miami boat owners"): a place, but less surely. */
  attributive?: boolean;
  /** Where goods go ("exported to shops in Germany"), not where the business is. */
  destination?: boolean;
};

// "U.K." -> "UK", "D.C." -> "DC": abbreviations with points read as one word.
const joinAbbreviations = (text: string) =>
  text.replace(/\b(?:[A-Za-z]\.){2,}/g, (match) => match.replace(/\./g, '')).replace(/\b(St|Mt)\./g, '$1');

const tokenise = (text: string): TToken[] => {
  const tokens: TToken[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const gap = text.slice(previousEnd, start);
    // "Austin's" is Austin: a possessive s is not a word.
    if (raw === 's' && /['’]$/.test(gap) && tokens.length > 0) {
      previousEnd = start + 1;
      continue;
    }
    tokens.push({
      raw,
      key: placeKey(raw),
      start,
      end: start + raw.length,
      gap,
      upper: raw.charAt(0) !== raw.charAt(0).toLowerCase(),
      allCaps: raw.length > 1 && raw === raw.toUpperCase() && raw !== raw.toLowerCase(),
      sentenceStart: tokens.length === 0 || /[.!?\n:;•()"“]/.test(gap),
    });
    previousEnd = start + raw.length;
  }
  return tokens;
};

/** Founders often type in lower case; then a name that is no English word still counts. */
const writesInLowerCase = (tokens: TToken[]) => {
  const inner = tokens.filter((token) => !token.sentenceStart && token.raw !== 'I');
  return inner.length >= 3 && inner.every((token) => !token.upper);
};

const candidatesAt = (gaz: TGazetteer, tokens: TToken[], first: number, words: number): TPlaceEntry[] => {
  const span = tokens.slice(first, first + words);
  const head = span[0];
  if (!head) return [];
  // A name runs across spaces, hyphens and apostrophes, not across sentences, and across a comma only
  // when the name has one ("Washington, D.C.").
  if (span.slice(1).some((token) => !/^[\s\-'’,]*$/.test(token.gap))) return [];
  const comma = span.slice(1).some((token) => token.gap.includes(','));
  // Short upper-case words are acronyms (UK, NYC; NHS, VAT, API are never towns).
  if (words === 1 && head.allCaps && head.raw.length <= 4) return [...gaz.lookupExact(head.raw)];
  const found = gaz.lookup(span.map((token) => token.key).join(' '));
  return comma ? found.filter((entry) => entry.kind === 'city' && entry.name.includes(',')) : [...found];
};

const isCapitalised = (tokens: TToken[]) =>
  tokens.every(
    (token, index) =>
      token.upper ||
      (index > 0 && NAME_CONNECTORS.has(token.key)) ||
      (index === 0 && token.key === 'the' && tokens.length > 1),
  );

type TReading = { gaz: TGazetteer; tokens: TToken[]; lowerCase: boolean };

/** Words before a name that say it is a place: "in", "from", "the city of", "-based" after it. */
const saidToBePlace = ({ tokens }: TReading, first: number, last: number): boolean => {
  // "in the Algarve", "across the Midwest": an article between the word and the name.
  const skip = tokens[first - 1]?.key === 'the' ? 1 : 0;
  const before = tokens[first - 1 - skip];
  const gaps = tokens.slice(first - skip, first + 1).map((token) => token.gap);
  if (before && LOCATIVE_BEFORE.has(before.key) && !gaps.some((gap) => /[.!?;:]/.test(gap))) return true;
  const twoBefore = tokens[first - 2 - skip];
  if (before?.key === 'of' && twoBefore && PLACE_NOUNS.has(twoBefore.key)) return true;
  const after = tokens[last + 1];
  if (after && /^\s*-\s*$/.test(after.gap) && /^(based|born|made|grown|headquartered)$/.test(after.key)) return true;
  return false;
};

const findMentions = (reading: TReading): TMention[] => {
  const { gaz, tokens, lowerCase } = reading;
  const mentions: TMention[] = [];
  for (let index = 0; index < tokens.length;) {
    let taken = 0;
    for (let words = Math.min(gaz.maxWords, tokens.length - index); words >= 1 && taken === 0; words--) {
      const entries = candidatesAt(gaz, tokens, index, words);
      if (entries.length === 0) continue;
      const span = tokens.slice(index, index + words);
      const head = span[0];
      if (!head) continue;
      const significant = span.filter((token) => token.allCaps || !NAME_CONNECTORS.has(token.key));
      if (significant.length === 0 || span.map((token) => token.key).join('').length < 2) continue;
      const capitalised = isCapitalised(span);
      const isWord = gaz.isWord(significant.map((token) => token.key).join(' '));
      const said = saidToBePlace(reading, index, index + words - 1);
      const exact = span.length === 1 && head.allCaps && head.raw.length <= 4;
      // In lower-case text a word that is also a place counts only as a country or region said to be one ("in china").
      const lowerCaseAllowed =
        lowerCase &&
        (!isWord || (said && entries.some((entry) => entry.kind === 'country' || entry.kind === 'region')));
      if (!capitalised && !lowerCaseAllowed) continue;
      const before = tokens[index - 1];
      if (before && PERSON_BEFORE.has(before.key) && !said) continue;
      // "German" is an adjective of Germany here, not the village of German on the Isle of Man.
      const demonyms = entries.filter((entry) => entry.kind === 'demonym');
      const next = tokens[index + words];
      // An adjective of nationality that modifies no noun is a language or a people, not a place:
      // "learning English in Galway", "teaching German", "selling to the Dutch". A name that is also a
      // country ("New Zealand") is then read as the country.
      const modifiesNoun = next !== undefined && /^[\s-]+$/.test(next.gap) && !NOT_A_NOUN_NEXT.has(next.key);
      const language = !modifiesNoun || (before !== undefined && LANGUAGE_VERBS.has(before.key));
      const alsoCountry = entries.some((entry) => entry.kind === 'country');
      if (demonyms.length > 0 && !(language && alsoCountry)) {
        if (!capitalised || (next && DEMONYM_NOT_PLACE_NEXT.has(next.key) && /^\s+$/.test(next.gap))) continue;
        if (language) {
          taken = words;
          continue;
        }
        mentions.push({
          first: index,
          last: index + words - 1,
          entries: demonyms,
          evidence: 'demonym',
          within: null,
          absorbed: false,
        });
        taken = words;
        continue;
      }
      const places = entries.filter((entry) => entry.kind !== 'demonym');
      // A capitalised name right after this one that is not a place makes it a person or a brand
      // ("Austin Powers", "Charlotte Tilbury"), unless the text says it is a place.
      const nameGoesOn =
        !said &&
        !exact &&
        next !== undefined &&
        next.upper &&
        !next.allCaps &&
        /^ $/.test(next.gap) &&
        !gaz.isWord(next.key) &&
        !candidatesAt(gaz, tokens, index + words, 1).some(
          (entry) =>
            entry.kind === 'region' || entry.kind === 'country' || (entry.kind === 'city' && entry.pop >= QUIET_TOWN),
        );
      if (nameGoesOn && places.every((entry) => entry.kind !== 'country')) continue;
      // A place name right before a lower-case noun modifies it. Before a noun for goods it names a style,
      // recipe or breed ("Victoria sponge", "Chelsea boots", "Jersey cattle"); before any other noun it is
      // still a place, but one the text does not vouch for ("Miami boat owners").
      const modified = next !== undefined && /^ $/.test(next.gap) && !next.upper ? next : undefined;
      // Breeds and recipes are often written with a capital ("Norfolk Terrier", "Bakewell Tart").
      if (!said && !exact && next && /^ $/.test(next.gap) && NAMED_GOODS.has(next.key)) {
        taken = words;
        continue;
      }
      const attributive =
        !said &&
        !exact &&
        modified !== undefined &&
        !NOT_A_NOUN_NEXT.has(modified.key) &&
        !NAME_CONNECTORS.has(modified.key) &&
        !/^(or|then|plus|nor)$/.test(modified.key);
      const sentenceStart = head.sentenceStart;
      // An English word that is also a town ("Reading", "Nice", "Bath") needs the text to say it is a place;
      // country and region names that are words ("Turkey", "Georgia") are taken when capitalised mid-sentence.
      let evidence: TEvidence = said || exact ? 'strong' : 'weak';
      if (isWord && !said && !exact && capitalised) {
        // An area that is one English word ("Champagne", "Mayo") is read like a town of that name.
        const country = places.some(
          (entry) => entry.kind === 'country' || (entry.kind === 'region' && !entry.region.area),
        );
        const bigName =
          country ||
          (significant.length > 1 &&
            places.some((entry) => entry.kind === 'region' || (entry.kind === 'city' && entry.pop >= 50000)));
        // A capital that starts a sentence proves nothing; a second capital in the name does ("Lake District").
        if ((sentenceStart && !country && significant.length === 1) || !bigName) {
          mentions.push({
            first: index,
            last: index + words - 1,
            entries: places,
            evidence: 'weak',
            within: null,
            absorbed: true,
            wordUse: sentenceStart || modified !== undefined,
          });
          taken = words;
          continue;
        }
      }
      // A name of several words written out in full is a place however small ("Kingston upon Thames").
      const fullName = capitalised && significant.length > 1 && !isWord;
      const kept = places.filter(
        (entry) =>
          entry.kind !== 'city' || entry.pop >= QUIET_TOWN || entry.capital || said || exact || entry.alias || fullName,
      );
      if (kept.length === 0) continue;
      if (!said && !exact && places.every((entry) => entry.kind === 'city') && lowerCase && !capitalised) {
        if (!kept.some((entry) => entry.kind === 'city' && (entry.pop >= 100000 || entry.capital))) continue;
      }
      if (evidence === 'weak' && places.some((entry) => entry.kind === 'country') && !isWord) evidence = 'strong';
      mentions.push({
        first: index,
        last: index + words - 1,
        entries: kept,
        evidence,
        within: null,
        absorbed: false,
        attributive,
      });
      taken = words;
    }
    index += Math.max(taken, 1);
  }
  return mentions;
};

/** "Paris, Texas", "Porto, Portugal", "Austin, TX": the second name narrows the first and is not a place of its own. */
const narrow = (reading: TReading, mentions: TMention[]) => {
  const { gaz, tokens } = reading;
  mentions.forEach((mention, index) => {
    const next = mentions[index + 1];
    const following = tokens[mention.last + 1];
    if (next && next.first === mention.last + 1 && /^\s*,?\s*$/.test(tokens[next.first]?.gap ?? '')) {
      const inside = mention.entries.filter((entry) => next.entries.some((outer) => liesWithin(entry, outer)));
      if (inside.length > 0) {
        mention.entries = inside;
        mention.within = next.entries.filter((outer) => inside.some((entry) => liesWithin(entry, outer)));
        if (next.evidence !== 'weak' || next.absorbed) mention.evidence = 'strong';
        next.absorbed = true;
        next.narrowing = true;
        return;
      }
    }
    // A state or province code after a comma: "Portland, OR".
    if (following && following.allCaps && following.raw.length <= 3 && /^\s*,\s*$/.test(following.gap)) {
      const inside = mention.entries.filter(
        (entry) => entry.kind === 'city' && gaz.regionByCode(entry.country, following.raw)?.admin === entry.admin,
      );
      if (inside.length > 0) {
        mention.entries = inside;
        mention.evidence = 'strong';
      }
    }
  });
};

/** Weak mentions in a list with a place the text vouches for are places too: "in Leeds, Bath and York". */
const vouchForLists = (reading: TReading, mentions: TMention[]) => {
  const { tokens } = reading;
  const joined = (left: TMention, right: TMention) => {
    if (right.first - left.last > 2) return false;
    const between = tokens.slice(left.last + 1, right.first);
    const gap = between.map((token) => `${token.gap}${token.key}`).join('') + (tokens[right.first]?.gap ?? '');
    // A list needs a separator: "Durham University" is one name, "Leeds, Bath and York" three.
    return /^\s*(,|\/|&|\band\b|\bor\b|\bthen\b|\bplus\b|\bnor\b)\s*(,|\band\b|\bor\b|\bthen\b)?\s*$/.test(gap);
  };
  for (let pass = 0; pass < 2; pass++) {
    mentions.forEach((mention, index) => {
      if (mention.evidence === 'strong' || mention.within || mention.narrowing) return;
      const left = mentions[index - 1];
      const right = mentions[index + 1];
      if (
        (left?.evidence === 'strong' && !left.absorbed && joined(left, mention)) ||
        (right?.evidence === 'strong' && !right.absorbed && joined(mention, right))
      ) {
        mention.evidence = 'strong';
        mention.absorbed = false;
      }
    });
  }
};

/**
 * Places after an export word in the same sentence are where goods go ("olive oil exported to delis in
 * Germany"), unless the text says the goods come from there ("exported from Sicily").
 */
const markDestinations = ({ tokens }: TReading, mentions: TMention[]) => {
  for (const mention of mentions) {
    if (tokens[mention.first - 1]?.key === 'from') continue;
    for (let at = mention.first - 1; at >= 0; at--) {
      if (/[.!?;\n]/.test(tokens[at + 1]?.gap ?? '')) break;
      if (EXPORT_WORDS.has(tokens[at]?.key ?? '')) {
        mention.destination = true;
        break;
      }
    }
  }
};

/** The countries the text is sure of: named outright, or the only country a mention can be in. */
const surelyNamedCountries = (mentions: TMention[], skip: TMention | null) => {
  const sure = new Set<string>();
  for (const mention of mentions) {
    if (mention === skip || (mention.absorbed && !mention.within) || mention.evidence === 'demonym') continue;
    const [only, ...others] = new Set(mention.entries.map(countryOf));
    if (only && others.length === 0) sure.add(only);
  }
  return sure;
};

const continentsOf = (gaz: TGazetteer, places: TBriefPlace[]) =>
  new Set(places.map((place) => gaz.countries.get(place.country_code)?.continents[0] ?? place.country_code));

/**
 * Every place an idea names, most important first (the first one named, places the text vouches for
 * before mere adjectives), de-duplicated, with the scope of its market and how sure the reading is.
 */
export const findPlaces = (text: string): TFoundPlaces => {
  const gaz = gazetteer();
  const prepared = joinAbbreviations(text);
  const tokens = tokenise(prepared);
  const reading: TReading = { gaz, tokens, lowerCase: writesInLowerCase(tokens) };
  const mentions = findMentions(reading);
  narrow(reading, mentions);
  vouchForLists(reading, mentions);
  markDestinations(reading, mentions);

  // A word that is a town only counts when the text vouches for it or its country is named anyway.
  for (const mention of mentions) {
    if (mention.absorbed && !mention.within && !mention.narrowing && !mention.wordUse && mention.evidence === 'weak') {
      const countries = new Set(mention.entries.map(countryOf));
      const otherNamed = surelyNamedCountries(mentions, mention);
      mention.absorbed = ![...countries].some((code) => otherNamed.has(code));
      if (!mention.absorbed) mention.entries = mention.entries.filter((entry) => otherNamed.has(countryOf(entry)));
    }
  }
  const live = mentions.filter((mention) => !mention.absorbed);
  const strong = live.filter((mention) => mention.evidence === 'strong');
  const strongCountries = new Set<string>();
  const chosen: Array<{ mention: TMention; entry: TPlaceEntry; margin: number }> = [];
  const shared = sharedCountry(
    gaz,
    live.filter((mention) => mention.evidence !== 'demonym').map((mention) => mention.entries),
  );
  for (const mention of live) {
    const context = surelyNamedCountries(live, mention);
    const { entry, margin } = choose(gaz, mention.entries, context, shared);
    chosen.push({ mention, entry, margin });
    if (mention.evidence === 'strong') strongCountries.add(countryOf(entry));
  }

  // Names the text does not vouch for (a capitalised brand, "Brazilian" students) give way to places it
  // does, except to places goods are only sent to: "Sicilian olive oil exported to Germany" is Sicilian.
  const explicit = chosen.filter(({ mention }) => mention.evidence !== 'demonym' && !mention.destination);
  const strongOrigins = strong.filter((mention) => !mention.destination);
  const kept = chosen.filter(({ mention, entry }) => {
    if (mention.evidence === 'strong') return true;
    if (strongOrigins.length > 0) return strongCountries.has(countryOf(entry));
    if (mention.evidence === 'demonym' && explicit.length > 0) {
      return explicit.some((other) => countryOf(other.entry) === countryOf(entry));
    }
    return true;
  });
  const rank = ({ mention }: { mention: TMention }) =>
    ({ strong: 0, weak: 1, demonym: 2 })[mention.evidence] + (mention.destination ? 3 : 0);
  kept.sort((a, b) => rank(a) - rank(b) || a.mention.first - b.mention.first);

  const places = mergePlaces(
    gaz,
    kept.map(({ entry }) => entry),
  ).slice(0, MAX_PLACES);
  const lower = ` ${prepared.toLowerCase().replace(/\s+/g, ' ')} `;
  const saysWorldwide = GLOBAL_PHRASES.some((phrase) => lower.includes(` ${phrase}`));
  const saysGlobal = tokens.some((token) => GLOBAL_WORDS.has(token.key));

  if (places.length === 0) {
    if (saysWorldwide || saysGlobal) return { places, scope: 'global', confidence: 0.7 };
    return { places, scope: 'national', confidence: 0.2 };
  }
  const spansContinents = continentsOf(gaz, places).size > 1;
  const scope: TPlaceScope =
    saysWorldwide || spansContinents
      ? 'global'
      : places.some((place) => place.city || place.region)
        ? 'local'
        : 'national';
  const main = kept[0];
  if (!main) return { places, scope, confidence: 0.2 };
  let confidence = main.mention.evidence === 'strong' ? 0.92 : main.mention.evidence === 'weak' ? 0.78 : 0.62;
  if (main.mention.evidence === 'weak' && main.mention.attributive) confidence = 0.66;
  if (main.mention.destination) confidence -= 0.1;
  if (main.margin < 1) confidence -= 0.15;
  return { places, scope, confidence: Math.round(confidence * 100) / 100 };
};

/**
 * A place a founder typed into a chip: "Porto", "Bavaria, Germany", "Portugal", "NYC", "Paris, Texas".
 * Null when no place of that name is known.
 */
export const resolvePlace = (name: string): TBriefPlace | null => {
  const gaz = gazetteer();
  const parts = joinAbbreviations(name)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first, ...rest] = parts;
  if (first === undefined) return null;
  const entriesFor = (part: string): TPlaceEntry[] => {
    const bare = part.replace(/^(the|city of|greater)\s+/i, '');
    const found = [...gaz.lookup(placeKey(bare)), ...gaz.lookupExact(bare.toUpperCase())];
    return found.filter((entry) => entry.kind !== 'demonym');
  };
  let entries = entriesFor(first);
  if (entries.length === 0) return null;
  for (const part of rest) {
    const outer = entriesFor(part);
    const coded = entries.filter(
      (entry) => entry.kind === 'city' && gaz.regionByCode(entry.country, part.toUpperCase())?.admin === entry.admin,
    );
    const inside = [...entries.filter((entry) => outer.some((candidate) => liesWithin(entry, candidate))), ...coded];
    if (inside.length > 0) entries = inside;
  }
  const { entry } = choose(gaz, entries, new Set<string>());
  return toPlace(gaz, entry);
};

/** The ISO 4217 currency of a country (GBP for an unknown one). */
export const currencyOf = (countryCode: string): string =>
  gazetteer().countries.get(countryCode.toUpperCase())?.currency ?? 'GBP';

/** The English name of a country by its ISO 3166-1 alpha-2 code, or the code itself when unknown. */
export const countryName = (code: string): string => gazetteer().countries.get(code.toUpperCase())?.name ?? code;
