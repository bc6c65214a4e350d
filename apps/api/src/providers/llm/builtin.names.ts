import { type TBusinessNameDraft, type TIdeaBrief, familyByKey } from '@launchpad/shared';
import { caseMapOf, restoreCase } from './builtin.case';
import { FORM_WORDS, FUNCTION_WORDS } from './brief/idea-words';
import {
  BLEND_WORDS,
  VERB_SUFFIX,
  GENERIC_WORDS,
  HEADS,
  OFFENSIVE_PARTS,
  PREFIXES,
  SUFFIXES,
  TAILS,
  type TLexeme,
  type TSuffix,
  VAGUE_WORDS,
} from './builtin.names.lexicon';
import {
  isEnglishWord,
  isPronounceable,
  isProperWord,
  pluralOf,
  singularOf,
  verbOfGerund,
} from './builtin.names.words';
import { seededRandom } from './builtin.text';
import type { TIdeaAnalysis } from './llm.provider';

// Brand names from the idea's brief (issue 18 part 3). Every name is made by real word formation:
// - compound: two whole words ("Chairnest", "Truechair"), or the city and what is sold;
// - affix: a whole word of the idea with an English prefix or suffix ("Chairly", "Rechair"), never a
//   word cut to a stem that is not a word ("Insurancwise");
// - blend: two whole words run together where they share letters ("Pawander": paw + wander);
// - word: a real word with the feel of the industry.
// Invented names must read as English (isPronounceable); the idea's generic words (service, app,
// subscription, delivery…) never form a name. The same brief always gives the same names.

type TName = TBusinessNameDraft['business_names'][number];

/**
 * A word of the idea a name may be built on ("walk"), the idea's own word it comes from ("walking"), and
 * whether it is a verb there (only verbs take "-able").
 */
type TRoot = { word: string; from: string; verb: boolean };

const MIN_LETTERS = 4;
const MAX_LETTERS = 14;
const MAX_NAMES = 10;

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isVowel = (c: string | undefined) => !!c && 'aeiouy'.includes(c);
const isGeneric = (word: string) => GENERIC_WORDS.has(word) || FORM_WORDS.has(word);

/** The root a word of the idea gives, or null when it cannot carry a name (generic, vague, a participle). */
function rootOf(token: string): TRoot | null {
  const from = token.toLowerCase();
  if (!/^[a-z]{3,}$/.test(from) || FUNCTION_WORDS.has(from) || isGeneric(from) || VAGUE_WORDS.has(from)) return null;
  // "Japanese snacks", "Paris": a name or nationality describes where, not what ("Japanesely").
  if (isProperWord(from)) return null;
  // "refurbished", "used": participles describe; they do not name. Nor do long derived adjectives
  // ("refillable", "seasonal" stay, "affordable" is vague anyway): "Refillablely" reads as a typo.
  if (from.endsWith('ed') && !isEnglishWord(from)) return null;
  if (from.length > 6 && /(able|ible|ful|less|ous|ive|ish)$/.test(from)) return null;
  const verb = verbOfGerund(from);
  const word = verb ?? singularOf(from);
  if (word.length < 3 || word.length > 10 || isGeneric(word) || VAGUE_WORDS.has(word)) return null;
  if (!isEnglishWord(word) && !isPronounceable(word)) return null;
  return { word, from, verb: !!verb };
}

const wordsOf = (phrase: string | null | undefined) => (phrase ?? '').split(/[^A-Za-z]+/).filter(Boolean);

/**
 * The idea's words that can carry a name, most telling first: what is sold (its head noun, then the
 * words before it), then who buys it, then the idea's other key terms.
 */
export function nameRoots(analysis: TIdeaAnalysis): TRoot[] {
  const { brief } = analysis;
  const sources = [
    ...wordsOf(brief.offering).reverse(),
    ...wordsOf(brief.customer).reverse(),
    ...wordsOf(brief.end_user).reverse(),
    ...analysis.keyTerms.flatMap(wordsOf),
  ];
  const places = new Set(
    brief.places
      .flatMap((p) => [p.city, p.region, p.country])
      .flatMap(wordsOf)
      .map(letters),
  );
  const roots: TRoot[] = [];
  for (const token of sources) {
    if (places.has(token.toLowerCase())) continue;
    const root = rootOf(token);
    if (root && !roots.some((r) => r.word === root.word)) roots.push(root);
  }
  return roots.slice(0, 5);
}

/** Whether a finished name may be offered: length, no repeats, nothing generic or offensive inside. */
function acceptable(name: string): boolean {
  const flat = letters(name);
  if (flat.length < MIN_LETTERS || flat.length > MAX_LETTERS) return false;
  if (/([a-z]{3,})\1/.test(flat) || /([a-z]{2})\1/.test(flat)) return false; // "Walkwalk", "Floristster"
  if (OFFENSIVE_PARTS.some((part) => flat.includes(part))) return false;
  const generic = [...GENERIC_WORDS, ...FORM_WORDS].filter((w) => w.length >= 4);
  return !generic.some((word) => flat.includes(word));
}

/** The longest join of `a` then `b` where a's ending is b's beginning, at a syllable edge; null if none. */
export function blendOf(a: string, b: string): { name: string; shared: string } | null {
  if (a === b || a.includes(b) || b.includes(a)) return null;
  for (let k = Math.min(a.length, b.length) - 1; k >= 1; k -= 1) {
    const shared = b.slice(0, k);
    if (!a.endsWith(shared)) continue;
    // One shared letter only between vowels and after a short word ("paw|wander"): then it is heard
    // once, at the syllable edge, and the first word is still seen whole ("workerally" is not).
    if (k === 1 && (a.length > 5 || isVowel(shared) || !isVowel(a[a.length - 2]) || !isVowel(b[1]))) continue;
    // Two or more shared letters must include a vowel, so what is shared is a sound, not a cluster.
    if (k >= 2 && !/[aeiouy]/.test(shared)) continue;
    const name = a + b.slice(k);
    if (name.length < Math.max(a.length, b.length) + 2) continue;
    if (isPronounceable(name)) return { name, shared };
  }
  return null;
}

/** The real words of the idea's industry for names ("Harbour", "Keystone"), lower case. */
function namingWords(brief: TIdeaBrief): string[] {
  return familyByKey(brief.industry.family)
    .naming.map((w) => w.toLowerCase().trim())
    .filter((w) => /^[a-z]+( [a-z]+)?$/.test(w));
}

/** How a rationale quotes a root: “walk” (as in “walking”) when the idea said it another way than a plural. */
const quote = (root: TRoot) => (root.verb ? `“${root.word}” (as in “${root.from}”)` : `“${root.word}”`);

/** Roots short enough to carry an affix or a second word inside the length limit. */
const SHORT_ROOT = 9;

type TShuffle = <T>(items: readonly T[]) => T[];

/** Blends: each of the first roots with the word it overlaps best (a lexicon word, an industry word or another root). */
function blendNames(roots: TRoot[], partners: TLexeme[], shuffled: TShuffle): TName[] {
  const names: TName[] = [];
  for (const root of roots.slice(0, 3)) {
    const found = shuffled(partners)
      .filter((p) => p.word !== root.word)
      .flatMap((p) => [
        { joined: blendOf(root.word, p.word), p, rootFirst: true },
        { joined: blendOf(p.word, root.word), p, rootFirst: false },
      ])
      .filter((b) => b.joined && acceptable(b.joined.name) && b.joined.name.length <= 12)
      // A longer shared sound reads as one word; among equals, the shorter name.
      .sort(
        (x, y) => y.joined!.shared.length - x.joined!.shared.length || x.joined!.name.length - y.joined!.name.length,
      )[0];
    if (!found?.joined) continue;
    const [a, b] = found.rootFirst ? [root.word, found.p.word] : [found.p.word, root.word];
    const why = found.p.feel ? `; “${found.p.word}” brings ${found.p.feel}` : ', two words of your idea';
    names.push({
      name: capitalise(found.joined.name),
      style: 'blend',
      rationale: `“${a}” and “${b}” run together where they share “${found.joined.shared}”${why}.`,
    });
  }
  return names;
}

/** Affixes: a whole root with a suffix (the first two short roots) and the first with a prefix. */
function affixNames(roots: TRoot[], analysis: TIdeaAnalysis, shuffled: TShuffle): TName[] {
  const names: TName[] = [];
  const short = roots.filter((r) => r.word.length <= SHORT_ROOT);
  const suffixes: TSuffix[] = shuffled(SUFFIXES);
  for (const root of short.slice(0, 2)) {
    const endsInVowel = isVowel(root.word.at(-1));
    const suffix = [...(root.verb ? [VERB_SUFFIX] : []), ...suffixes].find((s) => {
      if ((endsInVowel && !s.afterVowel) || root.word.endsWith(s.affix[0]!)) return false;
      // "Babyly": -ly after a y is heard as a stammer.
      if (s.affix === 'ly' && root.word.endsWith('y')) return false;
      // "Coursester": an s-suffix after an s sound is heard as a stutter.
      if (s.affix.startsWith('s') && /(s|se|ce|x|z|ze)$/.test(root.word)) return false;
      const name = root.word + s.affix;
      return acceptable(name) && isPronounceable(name, [root.word.length]);
    });
    if (!suffix) continue;
    suffixes.splice(suffixes.indexOf(suffix), 1);
    names.push({
      name: capitalise(root.word + suffix.affix),
      style: 'affix',
      rationale: `${capitalise(quote(root))} from your idea; ${suffix.feel}.`,
    });
  }
  const root = short[0];
  if (root) {
    const suited = PREFIXES.filter((p) => p.suits?.test(`${analysis.text} ${analysis.brief.buyer}`));
    const prefix = [...suited, ...shuffled(PREFIXES.filter((p) => !p.suits))].find((p) => {
      const name = p.affix + root.word;
      return !root.word.startsWith(p.affix) && acceptable(name) && isPronounceable(name, [p.affix.length]);
    });
    if (prefix) {
      names.push({
        name: capitalise(prefix.affix + root.word),
        style: 'affix',
        rationale: `${capitalise(quote(root))} from your idea; ${prefix.feel}.`,
      });
    }
  }
  return names;
}

/** Compounds: a root and a short lexicon word either way round; the place and what is sold; qualities alone. */
function compoundNames(roots: TRoot[], brief: TIdeaBrief, shuffled: TShuffle): { local: TName | null; made: TName[] } {
  const made: TName[] = [];
  const tails = shuffled(TAILS);
  const heads = shuffled(HEADS);
  const add = (first: string, second: string, rationale: string) => {
    const name = first + second;
    // "Meallight": a letter doubled across the join blurs where one word ends.
    if (first === second || first.at(-1) === second[0]) return false;
    if (!acceptable(name) || !isPronounceable(name, [first.length])) return false;
    made.push({ name: capitalise(name), style: 'compound', rationale });
    return true;
  };
  const short = roots.filter((r) => r.word.length <= SHORT_ROOT);
  for (const root of short.slice(0, 2)) {
    const tail = tails.find((t) =>
      add(root.word, t.word, `${capitalise(quote(root))} says what you offer; “${t.word}” adds ${t.feel}.`),
    );
    if (tail) tails.splice(tails.indexOf(tail), 1);
  }
  if (short[0]) {
    const root = short[0];
    heads.find((h) => add(h.word, root.word, `“${h.word}” promises ${h.feel}; ${quote(root)} says what you offer.`));
  }
  // An idea made only of generic words still gets names: a quality joined with a lexicon word.
  for (const head of short.length ? [] : heads) {
    if (made.length >= 3) break;
    const tail = tails.find((t) =>
      add(head.word, t.word, `“${head.word}” promises ${head.feel}; “${t.word}” adds ${t.feel}.`),
    );
    if (tail) tails.splice(tails.indexOf(tail), 1);
  }
  const city = brief.places[0]?.city;
  // What is sold as people look for it: "walks" for dog walking, "tyres" for tyre fitting (a thing before
  // an "-ing" word), "skincare" (a mass noun keeps its form).
  const root = short.find((r) => !r.from.endsWith('ing')) ?? short[0];
  let local: TName | null = null;
  // The idea's own plural first ("walkers"), then the dictionary's ("tyres").
  const what = root && (root.from !== root.word && root.from.endsWith('s') ? root.from : pluralOf(root.word));
  if (city && what && brief.scope !== 'global' && acceptable(`${city} ${what}`)) {
    local = {
      name: `${city} ${capitalise(what)}`,
      style: 'compound',
      rationale: `Plain and local: people looking for ${what} in ${city} know at once what you offer.`,
    };
  }
  return { local, made };
}

/** Real words with the industry's feel. They are seldom free as a .com, and the rationale says so. */
function wordNames(brief: TIdeaBrief, shuffled: TShuffle): TName[] {
  const family = familyByKey(brief.industry.family);
  return shuffled(namingWords(brief))
    .map((word) => word.split(' ').map(capitalise).join(' '))
    .filter(acceptable)
    .slice(0, 2)
    .map((name) => ({
      name,
      style: 'word' as const,
      rationale: `A real word with the feel of ${family.label}, easy to say and spell; real words are often taken as a .com, so weigh the domain.`,
    }));
}

/**
 * Up to ten brand names for the idea, mixing the four styles, deterministic for the brief: the same
 * analysis always gives the same names in the same order.
 */
export function draftBusinessNames(analysis: TIdeaAnalysis): TBusinessNameDraft {
  const { brief } = analysis;
  const random = seededRandom(analysis.seed ^ 0x6e616d65);
  const shuffled: TShuffle = (items) =>
    items
      .map((item) => ({ item, key: random() }))
      .sort((x, y) => x.key - y.key)
      .map((x) => x.item);
  const roots = nameRoots(analysis);
  const family = familyByKey(brief.industry.family);
  const partners: TLexeme[] = [
    ...roots.map((r) => ({ word: r.word, feel: '' })),
    ...namingWords(brief)
      .filter((w) => !w.includes(' '))
      .map((word) => ({ word, feel: `the feel of ${family.label}` })),
    ...TAILS,
    ...BLEND_WORDS,
  ];
  const blends = blendNames(roots, partners, shuffled);
  const affixes = affixNames(roots, analysis, shuffled);
  const { local, made: compounds } = compoundNames(roots, brief, shuffled);
  const words = wordNames(brief, shuffled);
  // Interleaved so the first names shown already differ in kind; a local idea leads with its place.
  const order = [
    local,
    affixes[0],
    blends[0],
    compounds[0],
    words[0],
    affixes[1],
    blends[1],
    compounds[1],
    affixes[2],
    compounds[2],
    words[1],
    blends[2],
    compounds[3],
  ];
  const names: TName[] = [];
  for (const entry of order) {
    if (entry && !names.some((n) => letters(n.name) === letters(entry.name))) names.push(entry);
  }
  // Rationales quote the idea's words as it wrote them ("VAT", not "vat").
  const cases = caseMapOf(analysis.text);
  return {
    business_names: names.slice(0, MAX_NAMES).map((n) => ({ ...n, rationale: restoreCase(n.rationale, cases) })),
  };
}

/**
 * Country tlds the registrar sells (the built-in registrar's domain_tlds: co.uk, uk, de, eu…), for the
 * country they belong to. .eu is not one country's, so it is not offered here.
 */
const COUNTRY_TLDS: Readonly<Record<string, string>> = { GB: 'co.uk', DE: 'de' };

/**
 * The tld a name's domain is offered under: the country's own tld when the idea is local or national to
 * a country whose tld is sold (a Leeds bakery is found at a .co.uk), otherwise .com, which a founder
 * with a global or unplaced idea is expected to have.
 */
export function nameTld(brief: Pick<TIdeaBrief, 'places' | 'scope'>): string {
  const country = brief.places[0]?.country_code;
  return (brief.scope !== 'global' && country && COUNTRY_TLDS[country]) || 'com';
}

/** The domain a name would use: letters and digits only, lower case, under `tld`. */
export const domainForName = (name: string, tld = 'com') => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.${tld}`;
