import { INDUSTRY_CATALOGUE, type TIndustryEntry } from '@launchpad/shared';
import { singularNoun } from '../builtin.grammar';

// Reads an idea into one NAICS 2022 industry of the catalogue (issue 18), offline and deterministic.
// Evidence is weighed the way a reader would: what is sold (the offering's head noun, then its
// modifiers) counts most, the rest of the idea less, and words about who the customer is least, so
// "security training for clinics" is training, not a clinic. Every word is weighted by how rare it
// is across the catalogue (IDF), so "service", "online" or "app" decide nothing; terms of several
// words count as phrases. Words are compared by a light stem (plural, -ing, -er, -ed, British and
// American spellings), the same for the catalogue and the idea.

export type TIndustryInput = { text: string; offering: string; customer?: string };
export type TIndustryResult = { entry: TIndustryEntry; confidence: number; runnersUp: TIndustryEntry[] };

/** Words that say nothing about the industry. */
const STOP = new Set(
  `a an the of and or for to in on at with by from via into onto per as so than then that which who whom whose
  what where when why how this these those it its is are be been being was were will would can could should may
  might must do does did done i we you they he she our your their my his her them us me also just only very
  really more most less least much many some any all each every both other another such own same not no nor
  too out up down over under about after before between through during without within across around near
  sell selling sells sold make making makes made provide providing provides offer offers offering let lets
  help helps helping get gets use uses using give gives giving want wants need needs like idea startup
  way ways thing things lot kind type etc based using while whilst yet still into up better best
  never ever over under other rather vetted trusted verified paid whether together either neither after later something anything maybe`.split(
    /\s+/,
  ),
);

/** Prepositions and clause words that end the part of the offering that names what is sold. */
const TAIL_START = new Set(
  'for to in at with near across around within among who that which where so because by from via on while'.split(' '),
);

const SPELLING: Record<string, string> = {
  jewellery: 'jewelry',
  jeweller: 'jeweler',
  colour: 'color',
  centre: 'center',
  theatre: 'theater',
  tyre: 'tire',
  programme: 'program',
  catalogue: 'catalog',
  aluminium: 'aluminum',
  mould: 'mold',
  licence: 'license',
  labour: 'labor',
  favour: 'favor',
  neighbour: 'neighbor',
  storey: 'story',
  grey: 'gray',
  cosy: 'cozy',
  defence: 'defense',
  practise: 'practice',
  enrol: 'enroll',
  organiser: 'organizer',
  nappy: 'diaper',
  hire: 'rental',
  hiring: 'recruitment',
  flat: 'apartment',
  lorry: 'truck',
  holidaymaker: 'tourist',
  crèche: 'creche',
  café: 'cafe',
  advice: 'advise',
  advisor: 'adviser',
};

/** Plurals in -ics that are one of a kind of thing, not a field: "clinics" is more than one clinic. */
const COUNTABLE_ICS = new Set(['clinics', 'comics', 'topics', 'critics']);

/** The builder's one singular (builtin.grammar), keeping fields in -ics ("ceramics", "cosmetics") whole. */
const singular = (word: string): string =>
  word.endsWith('ics') && !COUNTABLE_ICS.has(word) ? word : singularNoun(word);

/** -er words that are not "one who does": stripping them would merge unrelated words. */
const KEEP_ER = new Set(
  `water paper power tower flower corner computer number member center winter summer leather silver copper
  timber rubber butter burger butcher partner letter matter poster sticker border dinner shower finger soccer
  cancer laser super sugar river order cider container counter hamper diaper slipper sweater heater boiler
  trailer printer scooter charger banner cover rover ginger pepper oyster lobster weather feather father mother
  brother sister daughter grocer caterer premier career`.split(/\s+/),
);

const KEEP_ING = new Set(['booking', 'wedding', 'evening', 'morning', 'ceiling', 'pudding', 'clothing', 'dressing']);

const undouble = (base: string) => (/([bdgmnprt])\1$/.test(base) ? base.slice(0, -1) : base);

/** A light stem: singular, then one of -ing, -er, -ed, -ery; -ise spelled -ize; final e of long words dropped. */
export function stem(raw: string): string {
  let word = SPELLING[raw] ?? raw;
  word = singular(word);
  word = SPELLING[word] ?? word;
  if (word.length >= 6) word = word.replace(/is(e|ed|ing|er|ation)$/, 'iz$1');
  if (word.endsWith('ing') && word.length >= 6 && !KEEP_ING.has(word)) word = undouble(word.slice(0, -3));
  else if (word.endsWith('er') && word.length >= 6 && !KEEP_ER.has(word)) word = undouble(word.slice(0, -2));
  else if (word.endsWith('ed') && word.length >= 6) word = undouble(word.slice(0, -2));
  else if (word.endsWith('ery') && word.length >= 7 && word !== 'nursery') word = word.slice(0, -3);
  if (word.length >= 5 && word.endsWith('e')) word = word.slice(0, -1);
  return SAME_ACTIVITY[word] ?? word;
}

/** Stems of one activity under another name: leasing is renting in NAICS (532), a stay is accommodation. */
const SAME_ACTIVITY: Record<string, string> = { leas: 'rental', stay: 'accommodation', sojourn: 'accommodation' };

/** The word with only its plural and spelling undone: "producers" -> "producer", "produce" -> "produce". */
function lemmaOf(raw: string): string {
  const word = singular(SPELLING[raw] ?? raw);
  return SPELLING[word] ?? word;
}

/**
 * How a word relates to its stem: the bare word ("produce", "farm"), an agent noun ("producer", "farmer")
 * or another derived form ("walking", "printed"). A bare word and an agent noun share a stem without
 * sharing a meaning often enough ("fresh produce" is not a "music producer") that such a match is weak.
 */
type TForm = 'bare' | 'agent' | 'derived';
function formOf(lemma: string, stemmed: string): TForm {
  if (lemma === stemmed || lemma === `${stemmed}e`) return 'bare';
  if (/(er|or)$/.test(lemma) && !/(er|or)$/.test(stemmed)) return 'agent';
  return 'derived';
}
const weakPair = (a: TForm, b: TForm) => (a === 'bare' && b === 'agent') || (a === 'agent' && b === 'bare');

/** Words that describe how or where a business sells, not what industry it is in: they count little. */
const GENERIC = new Set(
  `service online app application platform subscription delivery deliver company business solution product
  website site digital marketplace provider hub network local small new best simple easy affordable premium
  quality custom personalised personalized demand people customer user client member everyone anyone
  store shop retailer dealer manufacturing manufacturer establishment operator center centre agency contractor
  supply supplier equipment general other related type home professional private commercial kit box system
  management program programme plan support solution tool free monthly weekly daily mobile smart portal
  connect connecting match matching booking order ordering telehealth telemedicine virtual remote time hour slot`
    .split(/\s+/)
    .map((word) => stem(word)),
);

/** What a business does, in NAICS's sense: wherever the idea says it, it speaks for the industry. */
const ACTIVITY = new Set(
  `rental leasing lease repair repairs cleaning installation training lessons classes course tours consulting
  consultancy insurance coaching tutoring recruitment catering charter storage warehousing printing removals
  stays accommodation trucking haulage transport maintenance servicing inspection hosting guiding`
    .split(/\s+/)
    .map((word) => stem(word)),
);

/** "IT" as information technology, not the pronoun: written "IT", or "it" before a word of the trade. */
const INFORMATION_TECHNOLOGY =
  /\bIT\b|\b(?<=managed )it\b|\bit\b(?=[\s-]+(support|consult|service|outsourc|train|help|depart|team|infra|secur|compan|firm|provid|equip|recycl|asset|project|staff|skill|course|manag|contract|admin|hardware|solution))/g;

/** A meaningful word of a text: its stem and how the written word relates to it. */
type TRead = { stem: string; form: TForm };

/** The meaningful words of a text, in order. Hyphenated words count as their parts. */
function readWords(text: string): TRead[] {
  return text
    .replace(INFORMATION_TECHNOLOGY, 'infotech')
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[^a-z0-9àâçéèêëîïôûùüÿñæœ&\s-]+/g, ' ')
    .replace(/&/g, ' and ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 1 && !STOP.has(word) && !/^\d+$/.test(word))
    .map((word) => {
      const stemmed = stem(word);
      return { stem: stemmed, form: formOf(lemmaOf(word), stemmed) };
    })
    .filter((word) => word.stem.length > 1 && !STOP.has(word.stem));
}

/** Stems of the meaningful words of a text, in order. */
export function stemsOf(text: string): string[] {
  return readWords(text).map((word) => word.stem);
}

type TTerm = { entry: number; stems: string[]; forms: TForm[] };

const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'for', 'to', 'in', 'on', 'with', 'by', 'at']);
const contentWords = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word)).length;
type TModel = {
  terms: TTerm[];
  /** stem -> the terms containing it */
  termsByStem: Map<string, TTerm[]>;
  /** stem -> entries whose vocabulary contains it */
  entriesByStem: Map<string, number[]>;
  /** stem -> entry -> the forms in which the entry's vocabulary writes it */
  formsByStem: Map<string, Map<number, Set<TForm>>>;
  idf: Map<string, number>;
  /** Per entry, the stems of its official NAICS title. */
  titleStems: Set<string>[];
};

let model: TModel | undefined;

function buildModel(): TModel {
  const terms: TTerm[] = [];
  const termsByStem = new Map<string, TTerm[]>();
  const entriesByStem = new Map<string, number[]>();
  const formsByStem = new Map<string, Map<number, Set<TForm>>>();
  INDUSTRY_CATALOGUE.forEach((entry, index) => {
    const title = entry.title.replace(/\([^)]*\)/g, ' ');
    const vocabulary = new Set<string>();
    const seen = new Set<string>();
    for (const phrase of [...entry.terms, entry.label, title]) {
      const words = readWords(phrase).filter((word, i, all) => all.findIndex((w) => w.stem === word.stem) === i);
      // "startup advice" without its stop word would be "advice" alone: too broad to stand as a term.
      if (words.length === 1 && contentWords(phrase) > 1) continue;
      const stems = words.map((word) => word.stem);
      const key = [...stems].sort().join(' ');
      if (!stems.length || seen.has(key)) continue;
      seen.add(key);
      const term = { entry: index, stems, forms: words.map((word) => word.form) };
      terms.push(term);
      for (const { stem: s, form } of words) {
        vocabulary.add(s);
        const list = termsByStem.get(s) ?? [];
        list.push(term);
        termsByStem.set(s, list);
        const byEntry = formsByStem.get(s) ?? new Map<number, Set<TForm>>();
        byEntry.set(index, (byEntry.get(index) ?? new Set<TForm>()).add(form));
        formsByStem.set(s, byEntry);
      }
    }
    for (const s of vocabulary) {
      const list = entriesByStem.get(s) ?? [];
      list.push(index);
      entriesByStem.set(s, list);
    }
  });
  const total = INDUSTRY_CATALOGUE.length;
  const idf = new Map<string, number>();
  for (const [s, entries] of entriesByStem) idf.set(s, Math.log(1 + total / entries.length));
  const titleStems = INDUSTRY_CATALOGUE.map((entry) => new Set(stemsOf(entry.title)));
  return { terms, termsByStem, entriesByStem, formsByStem, idf, titleStems };
}

const modelOf = (): TModel => (model ??= buildModel());

/** One word of the input: its stem, its written form and the weight of its role. */
type TWord = TRead & { weight: number };
/** A run of words from one part of the input; heads: positions of what is sold, the main one first. */
type TSource = { words: TWord[]; heads: number[] };

const HEAD_WEIGHT = 3;
const SECOND_HEAD_WEIGHT = 2.4; // the head of a further item of the offering ("lessons and board rental")
const MODIFIER_WEIGHT = 1.8;
const OBJECT_WEIGHT = 2;
const TAIL_WEIGHT = 0.35;
const TEXT_WEIGHT = 1;
const ACTIVITY_WEIGHT = 2; // a word of the idea that says what the business does
const FORM_WEIGHT = 2.5; // a word naming the business's trade before its form ("marketing agency")
const ECHO_WEIGHT = 0.3; // a word of the idea already counted in the offering
const CUSTOMER_WEIGHT = 0.2; // a word about who buys
const GENERIC_FACTOR = 0.15;
const PARTIAL_FACTOR = 0.45; // a word shared with an industry's vocabulary but not a whole term of it
const WEAK_FORM_FACTOR = 0.4; // a match made only by the stem, a bare word against an agent noun
const PHRASE_BONUS = 0.35; // per further word of a term matched whole
const MIN_EVIDENCE = 1.6;
const RUNNER_UP_SHARE = 0.3; // a runner-up has at least this share of the winner's evidence
const MISSED_HEAD_FACTOR = 0.5; // an industry that does not know the offering's head noun
const MISSED_ACTIVITY_FACTOR = 0.3; // an industry that does not do the activity the offering names
const TITLE_FACTOR = 1.15; // an industry whose official title names the activity the offering sells

/** Words that join the items of an offering ("surf lessons and board rental"). */
const CONJUNCTION = new Set(['and', '&', 'plus', 'or', '+', ',', '/']);

/**
 * Places and facilities: renting one out is running it ("court rental" is a sports venue, "storage
 * rental" is storage), unlike renting goods ("bike rental").
 */
const FACILITY = new Set(
  'storage space court pitch venue room hall studio office kitchen warehouse land parking locker garage berth mooring'
    .split(' ')
    .map((word) => stem(word)),
);
const RENTING = new Set(['rental', 'charter']);

/** Words for a place where others trade: what it is for is the trade of the people on it. */
const PLATFORM = new Set(
  'marketplace platform app application network hub portal website site exchange directory'
    .split(' ')
    .map((word) => stem(word)),
);

/**
 * Forms a business takes rather than trades: as the last word of what is sold they name the shape of
 * the business, and the word before them its trade ("construction firms", "hawker stalls", "a boot
 * fitting studio", "used container trading").
 */
const FORM_HEAD = new Set(
  'studio firm clinic workshop school academy consultancy stall trading outlet salon parlour boutique franchise'
    .split(' ')
    .map((word) => stem(word)),
);

/** Forms of a business: the words just before one name its trade ("a marketing agency", "a yoga studio"). */
const BUSINESS_FORM =
  /\b((?:[a-z][a-z'-]*\s+){1,2}?)(agency|agencies|studio|studios|consultancy|consultancies|firm|firms|academy|academies|school|schools|clinic|clinics|workshop|workshops|company|companies|business|service|services)\b/gi;

/** The offering's words with their roles: the head noun of each item, their modifiers, an "of" object, the tail. */
function offeringSource(offering: string, customerStems: Set<string>, activity?: TRead): TSource {
  const raw = offering
    .toLowerCase()
    .replace(/,/g, ' , ')
    .split(/[\s;:]+/)
    .filter(Boolean);
  const cut = raw.findIndex((word, index) => index > 0 && TAIL_START.has(word));
  const core = cut === -1 ? raw : raw.slice(0, cut);
  const tail = cut === -1 ? [] : raw.slice(cut);
  const items: string[][] = [[]];
  for (const word of core) {
    if (CONJUNCTION.has(word)) items.push([]);
    else items.at(-1)?.push(word);
  }
  const words: TWord[] = [];
  const heads: number[] = [];
  for (const item of items) {
    const of = item.indexOf('of');
    const named = readWords((of > 0 ? item.slice(0, of) : item).join(' '));
    const object = of > 0 ? readWords(item.slice(of + 1).join(' ')) : [];
    let head = named.findLastIndex((word) => !GENERIC.has(word.stem));
    const before = named[head - 1];
    if (head > 0 && RENTING.has(named[head]?.stem ?? '') && before && FACILITY.has(before.stem)) head -= 1;
    else if (head > 0 && FORM_HEAD.has(named[head]?.stem ?? '')) {
      const trade = named.slice(0, head).findLastIndex((word) => !GENERIC.has(word.stem) && !FORM_HEAD.has(word.stem));
      if (trade !== -1) head = trade;
    }
    const headWeight = heads.length ? SECOND_HEAD_WEIGHT : HEAD_WEIGHT;
    if (head !== -1) heads.push(words.length + head);
    words.push(
      ...named.map((word, i) => ({ ...word, weight: i === head ? headWeight : MODIFIER_WEIGHT })),
      ...object.map((word) => ({ ...word, weight: OBJECT_WEIGHT })),
    );
  }
  // "rental of standing desks", "vintage watches repair": the activity the idea wraps around what it
  // names is what it sells; the goods become its object.
  if (activity && !words.some((word) => ACTIVITY.has(word.stem))) {
    for (const position of heads) {
      const word = words[position];
      if (word) word.weight = MODIFIER_WEIGHT;
    }
    heads.unshift(words.length);
    words.push({ ...activity, weight: HEAD_WEIGHT });
  }
  words.push(
    ...readWords(tail.join(' ')).map((word) => ({
      ...word,
      weight: customerStems.has(word.stem) ? CUSTOMER_WEIGHT * TAIL_WEIGHT : TAIL_WEIGHT,
    })),
  );
  return { words, heads };
}

/** An activity the idea names around its offering: "<activity> of <offering>" or "<offering> <activity>". */
function activityAround(text: string, offering: string): TRead | undefined {
  const lower = text.toLowerCase();
  const at = offering.trim() ? lower.indexOf(offering.trim().toLowerCase()) : -1;
  if (at === -1) return undefined;
  const before = /([a-z]+)\s+of\s+$/.exec(lower.slice(0, at))?.[1];
  const after = /^\s*([a-z]+)/.exec(lower.slice(at + offering.trim().length))?.[1];
  return [before, after].flatMap((word) => (word ? readWords(word) : [])).find((word) => ACTIVITY.has(word.stem));
}

/** Stems of the words that name the trade before a business form anywhere in the idea. */
function tradeStemsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(BUSINESS_FORM)) {
    for (const word of readWords(match[1] ?? '')) if (!GENERIC.has(word.stem)) found.add(word.stem);
  }
  return found;
}

function textSource(text: string, offeringStems: Set<string>, customerStems: Set<string>): TSource {
  const trade = tradeStemsOf(text);
  const words = readWords(text).map((word) => ({
    ...word,
    weight: offeringStems.has(word.stem)
      ? ECHO_WEIGHT
      : customerStems.has(word.stem)
        ? CUSTOMER_WEIGHT
        : trade.has(word.stem)
          ? FORM_WEIGHT
          : ACTIVITY.has(word.stem)
            ? ACTIVITY_WEIGHT
            : TEXT_WEIGHT,
  }));
  return { words, heads: [] };
}

/** Positions of each stem in a source. */
function positionsOf(source: TSource): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  source.words.forEach(({ stem }, i) => positions.set(stem, [...(positions.get(stem) ?? []), i]));
  return positions;
}

/** Where every stem of a term occurs close together (order free: "repair of bikes" = "bike repair"), or null. */
function phraseAt(term: TTerm, positions: Map<string, number[]>): number[] | null {
  const occurrences = term.stems.map((stem) => positions.get(stem) ?? []);
  if (occurrences.some((list) => !list.length)) return null;
  const [anchors = [], ...rest] = occurrences;
  if (!rest.length) return anchors.slice(0, 1);
  // Each occurrence of the first stem anchors a window; the tightest window wins.
  let best: number[] | null = null;
  let bestSpan = Infinity;
  for (const anchor of anchors) {
    const picked = [
      anchor,
      ...rest.map((list) => list.reduce((a, b) => (Math.abs(b - anchor) < Math.abs(a - anchor) ? b : a))),
    ];
    const span = Math.max(...picked) - Math.min(...picked);
    if (span < bestSpan) {
      bestSpan = span;
      best = picked;
    }
  }
  return bestSpan <= term.stems.length + 2 ? best : null;
}

const weightOf = (stem: string, role: number, idf: Map<string, number>) =>
  role * (idf.get(stem) ?? 0) * (GENERIC.has(stem) ? GENERIC_FACTOR : 1);

/** Evidence for every entry from one source: per word position, the best of a whole-term or a partial match. */
function creditSource(source: TSource, m: TModel): Map<number, number[]> {
  const positions = positionsOf(source);
  const credit = new Map<number, number[]>(); // entry -> credit per word position
  const creditOf = (entry: number): number[] => {
    let row = credit.get(entry);
    if (!row) {
      row = source.words.map(() => 0);
      credit.set(entry, row);
    }
    return row;
  };
  const raise = (row: number[], position: number, value: number) => {
    if (value > (row[position] ?? 0)) row[position] = value;
  };
  const heads = new Set(source.heads);
  source.words.forEach(({ stem, form, weight }, position) => {
    // An industry that knows the activity the offering names does it, even without a whole term for it.
    const partial = heads.has(position) && ACTIVITY.has(stem) ? 1 : PARTIAL_FACTOR;
    const value = weightOf(stem, weight, m.idf) * partial;
    for (const [entry, forms] of m.formsByStem.get(stem) ?? []) {
      const weak = [...forms].every((other) => weakPair(form, other));
      raise(creditOf(entry), position, weak ? value * WEAK_FORM_FACTOR : value);
    }
  });
  const tried = new Set<TTerm>();
  for (const stem of positions.keys()) {
    for (const term of m.termsByStem.get(stem) ?? []) {
      if (tried.has(term)) continue;
      tried.add(term);
      if (term.stems.every((t) => GENERIC.has(t))) continue;
      const at = phraseAt(term, positions);
      if (!at) continue;
      const bonus = 1 + PHRASE_BONUS * (term.stems.length - 1);
      const row = creditOf(term.entry);
      at.forEach((position, k) => {
        const word = source.words[position];
        const termStem = term.stems[k];
        const termForm = term.forms[k];
        if (!word || !termStem || !termForm) return;
        const weak = weakPair(word.form, termForm) ? WEAK_FORM_FACTOR : 1;
        raise(row, position, weightOf(termStem, word.weight, m.idf) * bonus * weak);
      });
    }
  }
  return credit;
}

type TCandidate = { entry: TIndustryEntry; index: number; score: number };

/** Every industry with evidence in the idea, best first; evidence collects the words that scored. */
function rankIndustries(input: TIndustryInput, evidence?: Map<number, string[]>): TCandidate[] {
  const m = modelOf();
  const customerStems = new Set(stemsOf(input.customer ?? ''));
  const offering = offeringSource(
    input.offering ?? '',
    customerStems,
    activityAround(input.text ?? '', input.offering ?? ''),
  );
  for (const { stem, weight } of offering.words) {
    if (weight >= MODIFIER_WEIGHT) customerStems.delete(stem); // a word of what is sold is never only about the buyer
  }
  // An offering that names no trade ("a marketplace", "an ordering app") takes it from the people it
  // serves: a marketplace for English teachers is in their trade.
  const named = offering.words.filter((word) => word.weight >= MODIFIER_WEIGHT);
  if (named.length && named.every((word) => GENERIC.has(word.stem)) && named.some((word) => PLATFORM.has(word.stem))) {
    customerStems.clear();
  }
  const text = textSource(input.text ?? '', new Set(offering.words.map((word) => word.stem)), customerStems);
  const offered = creditSource(offering, m);
  const said = creditSource(text, m);

  // The main head noun names what is sold: when some industry knows it, the others lose part of their
  // evidence, more of it when the head is an activity ("brewery tours" are tours, not beer).
  const head = offering.heads.find((position) => m.entriesByStem.has(offering.words[position]?.stem ?? ''));
  const headStem = head === undefined ? undefined : offering.words[head]?.stem;
  const headActivity = headStem !== undefined && ACTIVITY.has(headStem);
  const missedFactor = headActivity ? MISSED_ACTIVITY_FACTOR : MISSED_HEAD_FACTOR;
  const scores = new Map<number, number>();
  for (const entry of new Set([...offered.keys(), ...said.keys()])) {
    const row = [...(offered.get(entry) ?? offering.words.map(() => 0)), ...(said.get(entry) ?? [])];
    const sum = row.reduce((a, b) => a + b, 0);
    const missed = head !== undefined && !row[head];
    // The official title defines the industry: one whose title names the activity sold ("Traveler
    // Accommodation" for farm stays) goes before those that only list it among their terms.
    const titled = headActivity && !missed && m.titleStems[entry]?.has(headStem);
    scores.set(entry, (missed ? sum * missedFactor : sum) * (titled ? TITLE_FACTOR : 1));
    if (evidence) {
      const words = [...offering.words, ...text.words];
      const found = row.flatMap((value, i) => (value > 0 ? [`${words[i]?.stem}:${value.toFixed(2)}`] : []));
      evidence.set(entry, [...found, ...(missed ? ['(missed head)'] : [])]);
    }
  }

  // Ties go to the earlier entry of the catalogue, so the answer never depends on anything but the input.
  return [...scores]
    .map(([index, score]) => ({ entry: INDUSTRY_CATALOGUE[index] as TIndustryEntry, index, score }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

const BUSINESS_CUSTOMER =
  /\b(business|businesses|compan(y|ies)|firms?|smes?|startups?|brands?|shops?|stores?|retailers?|restaurants?|clinics?|practices?|schools?|agenc(y|ies)|employers?|teams?|landlords?|farms?|manufacturers?|venues?|hotels?|salons?|gyms?|charit(y|ies)|councils?|organi[sz]ations?)\b/i;

/** The entry an idea is read into when nothing in it points to an industry: general, for businesses or people. */
function generalEntry(customer: string | undefined): TIndustryEntry {
  const code = customer && BUSINESS_CUSTOMER.test(customer) ? '561990' : '812990';
  const entry =
    INDUSTRY_CATALOGUE.find((candidate) => candidate.code === code) ??
    INDUSTRY_CATALOGUE.find((candidate) => candidate.family === 'general');
  if (!entry) throw new Error('The industry catalogue has no general entry');
  return entry;
}

/** The best industries for an idea with their scores and the stems that earned them (for tuning and support). */
export function explainIndustry(
  input: TIndustryInput,
  count = 5,
): { code: string; label: string; score: number; evidence: string[] }[] {
  const evidence = new Map<number, string[]>();
  return rankIndustries(input, evidence)
    .slice(0, count)
    .map(({ entry, index, score }) => ({
      code: entry.code,
      label: entry.label,
      score: round(score),
      evidence: evidence.get(index) ?? [],
    }));
}

/** The industry of an idea, how sure the reading is (0–1) and the next best industries. */
export function classifyIndustry(input: TIndustryInput): TIndustryResult {
  const ranked = rankIndustries(input);
  const [top, ...others] = ranked;
  if (!top || top.score < MIN_EVIDENCE) {
    const strength = top ? top.score / MIN_EVIDENCE : 0;
    return {
      entry: generalEntry(input.customer),
      confidence: round(0.1 + 0.25 * strength),
      runnersUp: ranked.slice(0, 3).map((candidate) => candidate.entry),
    };
  }
  const rival = others.find((candidate) => candidate.entry.family !== top.entry.family)?.score ?? 0;
  const strength = 1 - Math.exp(-top.score / 8);
  const margin = (top.score - rival) / top.score;
  return {
    entry: top.entry,
    confidence: round(Math.min(0.97, strength * (0.45 + 0.55 * margin))),
    // Only plausible alternatives: an industry far behind the winner is not a reading of the idea.
    runnersUp: others
      .filter((candidate) => candidate.score >= RUNNER_UP_SHARE * top.score)
      .slice(0, 3)
      .map((candidate) => candidate.entry),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The terms that point to an industry (empty for a code outside the catalogue). */
export function industryTermsOf(code: string): readonly string[] {
  return INDUSTRY_CATALOGUE.find((entry) => entry.code === code)?.terms ?? [];
}
