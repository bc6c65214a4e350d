// Sentence-level grammar for the offline generator: articles by sound, nouns in agreement, lists,
// capitals, and the idea's own acronyms and proper nouns kept as the founder wrote them (builtin.case.ts).
// Pure; every string the generator writes goes through `polish`.

import { type TCaseMap, restoreCase } from './builtin.case';

export { type TCaseMap, caseMapOf, restoreCase } from './builtin.case';

/** Letter names that start with a vowel sound: an F, an H, an L, an M, an N, an R, an S, an X. */
const VOWEL_LETTER_NAME = /^[AEFHILMNORSX]/;
/** All-capital words read as words, not letters ("a SIM card", "a NASA contract"). */
const WORD_ACRONYMS = new Set(
  'SIM PIN GIF NASA NATO LIDAR RADAR SCUBA LASER FIFA UEFA MOOC COVID NIMBY SWOT ASAP LEGO IKEA TED PAYE UNESCO UNICEF'.split(
    ' ',
  ),
);
/** Words spelt with a vowel that start with a consonant sound ("a university", "a one-off", "a European"). */
const CONSONANT_SOUND =
  /^(uni(?!n|mp|dent|mag|ll)|unanim|use|usu|usa|ura|ure|uri|uro|uti|ute|ufo|uga|uk|ubiq|uvu|eu|ewe|one(?!r)|once|ouija)/;
/** Words spelt with an h that start with a vowel sound ("an hour", "an honest"). */
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/** "a" or "an" for the word that follows, by how it sounds. */
export function articleFor(word: string): 'a' | 'an' {
  const token = word.replace(/^[^\p{L}\p{N}]+/u, '');
  if (!token) return 'a';
  if (/^\d/.test(token)) return /^(8|1[18](?![\d.]))/.test(token) ? 'an' : 'a';
  const letters = token.replace(/[^\p{L}\p{N}]/gu, '');
  const isAcronym = letters.length >= 2 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
  if (isAcronym && !WORD_ACRONYMS.has(letters)) return VOWEL_LETTER_NAME.test(letters) ? 'an' : 'a';
  if (letters.length === 1 && /\p{Lu}/u.test(letters)) return VOWEL_LETTER_NAME.test(letters) ? 'an' : 'a';
  const lower = token.toLowerCase();
  if (SILENT_H.test(lower)) return 'an';
  if (CONSONANT_SOUND.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** "a remote worker", "an SME", "an hour". */
export const withArticle = (phrase: string) => `${articleFor(phrase)} ${phrase}`;

/** The article before every word made right: lower-case a/an anywhere, A/An where a sentence starts. */
export function fixArticles(text: string): string {
  return text.replace(
    /(^|[\s(“"'‘—–])(a|an|A|An)(\s+)(?=([^\s]+))/g,
    (whole, before: string, article: string, space: string, next: string, offset: number) => {
      const capital = article[0] === 'A';
      if (capital && !/^\s*$|[.!?:]\s*$|["“‘(]$/.test(text.slice(0, offset) + before)) return whole;
      const right = articleFor(next);
      return `${before}${capital ? right[0]!.toUpperCase() + right.slice(1) : right}${space}`;
    },
  );
}

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  goose: 'geese',
  businessperson: 'businesspeople',
  salesperson: 'salespeople',
  tradesperson: 'tradespeople',
  knife: 'knives',
  wife: 'wives',
  life: 'lives',
  leaf: 'leaves',
  shelf: 'shelves',
  loaf: 'loaves',
  half: 'halves',
  calf: 'calves',
  wolf: 'wolves',
};
const IRREGULAR_SINGULARS = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]));
/** Nouns with one form for one and many. */
const UNCHANGING = new Set(
  'staff sheep fish deer series species aircraft software hardware equipment furniture news data media clothing jewellery jewelry footwear feedback advice research luggage ramen semen'.split(
    ' ',
  ),
);
/** Words ending in s that are singular. */
const SINGULAR_S = /(ss|us|is|ous)$/;
const SINGULAR_WITH_S = new Set(
  'physics economics mathematics maths analytics logistics electronics robotics ethics politics athletics gymnastics genetics linguistics aerobics acoustics aesthetics statistics gas atlas canvas alias bias lens news series species chaos'.split(
    ' ',
  ),
);
const PLURAL_US = new Set('menus gurus emus tutus haikus'.split(' '));

export function isPluralNoun(word: string): boolean {
  const lower = word.toLowerCase();
  if (UNCHANGING.has(lower)) return false;
  if (IRREGULAR_SINGULARS[lower] || lower.endsWith('people') || lower.endsWith('men')) return true;
  if (IRREGULAR_PLURALS[lower] || SINGULAR_WITH_S.has(lower)) return false;
  if (PLURAL_US.has(lower) || /sses$/.test(lower)) return true;
  return /s$/.test(lower) && !SINGULAR_S.test(lower);
}

export function pluralNoun(word: string): string {
  const lower = word.toLowerCase();
  if (isPluralNoun(word) || UNCHANGING.has(lower) || /\p{Lu}/u.test(word)) return word;
  const irregular = Object.keys(IRREGULAR_PLURALS).find((one) => lower.endsWith(one));
  if (irregular) return word.slice(0, word.length - irregular.length) + IRREGULAR_PLURALS[irregular];
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

/**
 * The one singular of the builder, for the brief reader, the industry stemmer and the generator:
 * "chairs" → "chair", "companies" → "company", "knives" → "knife", "people" → "person"; leaves
 * "glass", "bus", "analysis", "logistics" and words of three letters or fewer ("gas", "dbs") alone.
 */
export function singularNoun(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || !isPluralNoun(word)) return word;
  const irregular = Object.keys(IRREGULAR_SINGULARS).find((many) => lower.endsWith(many));
  if (irregular) return word.slice(0, word.length - irregular.length) + IRREGULAR_SINGULARS[irregular];
  if (/ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|zes|ches|shes)$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Words after which a noun phrase's head has ended ("owners of cafés", "parents who work nights"). */
const PHRASE_BREAK = new Set(
  'of for in at on with without who that which from near across around by to and or whose where'.split(' '),
);

/**
 * Index of the head noun of a phrase: its last word before a preposition, a relative clause or a
 * participle after a plural that qualifies it ("people working from home", not "security training course").
 */
function headIndex(words: string[]): number {
  const stop = words.findIndex(
    (word, index) =>
      index > 0 &&
      (PHRASE_BREAK.has(word.toLowerCase()) ||
        (/^\p{Ll}+ing$/u.test(word) && isPluralNoun(words[index - 1] as string))),
  );
  return (stop === -1 ? words.length : stop) - 1;
}

function mapHead(phrase: string, change: (word: string) => string): string {
  const words = phrase.split(' ');
  const index = headIndex(words);
  const head = words[index];
  if (head === undefined) return phrase;
  const [, core = head, trail = ''] = /^(.*?)([^\p{L}]*)$/u.exec(head) ?? [];
  words[index] = change(core) + trail;
  return words.join(' ');
}

/** Whether a noun phrase names many: "remote workers", "small dental clinics", "staff", "people". */
export function isPluralPhrase(phrase: string): boolean {
  const words = phrase.split(' ');
  const head = words[headIndex(words)] ?? '';
  return isPluralNoun(head.replace(/[^\p{L}]+$/u, '')) || /^(staff|people)$/i.test(head);
}

/** "remote worker" → "remote workers"; proper names and phrases with "the" stay as they are. */
export const pluralPhrase = (phrase: string) =>
  /^(the|my|our)\s/i.test(phrase) ? phrase : mapHead(phrase, pluralNoun);

/** "small dental clinics" → "small dental clinic". */
export const singularPhrase = (phrase: string) => mapHead(phrase, singularNoun);

/** The verb form that agrees with a subject phrase: agree('remote workers', 'lose', 'loses') → 'lose'. */
export const agree = (subject: string, plural: string, singular: string) =>
  isPluralPhrase(subject) ? plural : singular;

/** Nouns with no plural in ordinary use ("software", "insurance", "tutoring"): no article before them. */
const MASS_NOUNS = new Set(
  'software hardware furniture equipment clothing food advice insurance care fitness security support training coaching tutoring tuition therapy research analytics data content music art jewellery jewelry packaging storage transport catering accommodation housing parking laundry recruitment payroll accounting bookkeeping marketing design photography education finance compliance maintenance delivery rental hire help feedback information knowledge media news wellness nutrition skincare haircare makeup merchandise produce gear guidance management consulting translation banking lending broadband energy electricity power water coffee tea insulation automation childcare healthcare eldercare aftercare homecare petcare daycare repair repairs legal tax admin logistics mentoring counselling physiotherapy transcription wholesale'.split(
    ' ',
  ),
);
const MASS_SUFFIX = /(ing|ness|ware|care|ance|ics|ism|ity|wear)$/;

/** Whether a noun phrase needs "a"/"an" to stand as an object: "a training course", but "dog walking", "chairs". */
export function needsArticle(phrase: string): boolean {
  if (/^(a|an|the|my|our|your|their|this|these|some)\s/i.test(phrase)) return false;
  const words = phrase.split(' ');
  const head = (words[headIndex(words)] ?? '').replace(/[^\p{L}\p{N}-]/gu, '');
  const lower = head.toLowerCase().split('-').at(-1) ?? '';
  // Acronyms and proper nouns ("mobile MOT", "learning English") take no article here.
  if (!lower || /\p{Lu}/u.test(head) || isPluralPhrase(phrase)) return false;
  return !MASS_NOUNS.has(lower) && !MASS_SUFFIX.test(lower);
}

/** A noun phrase ready to be an object: "a security training course", "scheduling software", "office chairs". */
export const asObject = (phrase: string) => (needsArticle(phrase) ? withArticle(phrase) : phrase);

/** A country's name as it reads in a sentence: "the United Kingdom", "the Netherlands", "Portugal". */
export const countryPhrase = (name: string) =>
  /^(united|netherlands|czech republic|philippines|bahamas|gambia|maldives|dominican republic|central african republic)/i.test(
    name,
  )
    ? `the ${name}`
    : name;

/**
 * "a", "a and b", "a, b and c" (en-GB, no Oxford comma). When an item has its own "and"/"or"
 * ("delivery and collection"), a comma before the last item keeps the items apart.
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const clean = items.map((item) => item.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? '';
  const compound = clean.slice(0, -1).some((item) => /\s(and|or)\s/.test(item));
  return `${clean.slice(0, -1).join(', ')}${compound ? ',' : ''} ${conjunction} ${clean.at(-1)}`;
}

/** Upper-cases the first letter unless the word is written with inner capitals ("iPhone", "eBay"). */
export function capitalise(value: string): string {
  const match = /^([^\p{L}\p{N}]*)(\p{L})(\S*)/u.exec(value);
  if (!match) return value;
  const [, lead = '', first = '', rest = ''] = match;
  if (/\p{Lu}/u.test(rest) && first === first.toLowerCase()) return value;
  return lead + first.toUpperCase() + value.slice(lead.length + 1);
}

const SMALL_WORDS = /^(a|an|and|or|of|for|in|on|at|to|the|with|by|from|vs)$/;

/** Title Case that keeps acronyms and inner capitals ("Names for Your GCSE Tutoring", "iPhone Repairs"). */
export function titleCase(value: string): string {
  return value
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.test(word) ? word : capitalise(word)))
    .join(' ');
}

/** "Subscription Subscription" → "Subscription"; "subscription subscriptions" → "subscriptions". */
export function removeDoubledWords(text: string): string {
  const parts = text.split(/(\s+)/);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.length >= 2 ? out[out.length - 2]! : null;
    if (previous !== null && /^\p{L}+$/u.test(part) && /^\p{L}+$/u.test(previous)) {
      const a = previous.toLowerCase();
      const b = part.toLowerCase();
      const same = a === b || (a.length > 3 && a[0] === b[0] && singularNoun(a) === singularNoun(b));
      if (same) {
        out.pop();
        // Of a singular and its plural keep the plural, which is what the phrase went on to say.
        if (a !== b && b !== singularNoun(b)) out[out.length - 1] = part;
        continue;
      }
    }
    out.push(part);
  }
  return out.join('');
}

/** Capital at the start of the text and of each sentence. */
export const capitaliseSentences = (text: string) =>
  text.replace(/(^|[.!?]\s+)(\S+)/g, (_whole, before: string, word: string) => before + capitalise(word));

/**
 * Everything a generated string needs before a founder reads it: spacing and punctuation, no doubled
 * words, the idea's acronyms, articles by sound and sentence capitals.
 */
export function polish(text: string, cases: TCaseMap): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .replace(/([(“])\s+/g, '$1')
    .replace(/([.!?]){2,}/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .trim();
  // Twice: removing one doubled word can bring two equal words together.
  out = removeDoubledWords(removeDoubledWords(out));
  out = restoreCase(out, cases);
  out = fixArticles(out);
  return capitaliseSentences(out);
}

/** Keys of section objects that hold codes or fixed values, not prose. */
const CODE_KEYS = new Set([
  'id',
  'assumption_id',
  'risk',
  'canvas_box',
  'hex',
  'style',
  'verdict',
  'country_code',
  'state_code',
  'formation_country_code',
  'scope',
  'key_terms',
  'location',
  'city',
  'country',
]);

/** `polish` applied to every prose string of a section, however deep. */
export function polishSection<T>(value: T, cases: TCaseMap, key?: string): T {
  if (key && CODE_KEYS.has(key)) return value;
  if (typeof value === 'string') return polish(value, cases) as T;
  if (Array.isArray(value)) return value.map((item) => polishSection(item, cases)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, polishSection(item, cases, name)]),
    ) as T;
  }
  return value;
}
