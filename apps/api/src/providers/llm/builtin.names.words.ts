// What English allows, learned from an English dictionary (dictionary-en, the Hunspell en_US word
// list): which words exist, and which letter pairs and consonant and vowel clusters English words are
// made of. The brand-name generator uses it to keep whole words whole and to reject invented names a
// reader could not say. Loaded once, on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nlp from 'compromise';

type TEnglish = {
  words: ReadonlySet<string>;
  /** Names and their adjectives, lower-cased ("japanese", "london"): words the dictionary capitalises. */
  proper: ReadonlySet<string>;
  /** Words the dictionary gives a plural ("tyre" → "tyres"; not "skincare", "knowledge"). */
  countable: ReadonlySet<string>;
  /** How many words hold each letter pair, word edges included (see pairIndex). */
  bigrams: Int32Array;
  /** Consonant clusters by where they stand in a word, and how many words hold each. */
  onsets: ReadonlyMap<string, number>;
  medials: ReadonlyMap<string, number>;
  codas: ReadonlyMap<string, number>;
  vowelRuns: ReadonlyMap<string, number>;
};

let english: TEnglish | null = null;

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Letters a–z are 0–25 and a word's edge is 26: the pair (x, y) is counted at x * 27 + y. */
const EDGE = 26;
const letterCode = (word: string, i: number) => (i < 0 || i >= word.length ? EDGE : word.charCodeAt(i) - 97);
const pairIndex = (word: string, i: number) => letterCode(word, i - 1) * 27 + letterCode(word, i);

/** Whether word[i] sounds as a vowel: a e i o u, and y except first or before a vowel ("yard", "kayak"). */
function isVowelAt(word: string, i: number): boolean {
  const c = word[i]!;
  if ('aeiou'.includes(c)) return true;
  if (c !== 'y' || i === 0) return false;
  const next = word[i + 1];
  return !(next && 'aeiou'.includes(next));
}

/** The runs of vowels and of consonants in a word, and where each stands. */
export function soundRuns(word: string): { text: string; vowel: boolean; start: boolean; end: boolean }[] {
  const isVowel = (i: number) => isVowelAt(word, i);
  const runs: { text: string; vowel: boolean; start: boolean; end: boolean }[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const vowel = isVowel(i);
    const last = runs[runs.length - 1];
    if (last && last.vowel === vowel) last.text += word[i];
    else runs.push({ text: word[i]!, vowel, start: i === 0, end: false });
  }
  if (runs.length) runs[runs.length - 1]!.end = true;
  return runs;
}

function load(): TEnglish {
  const entry = createRequire(import.meta.url).resolve('dictionary-en');
  const text = readFileSync(join(dirname(entry), 'index.dic'), 'utf8');
  const words = new Set<string>();
  const countable = new Set<string>();
  const proper = new Set<string>();
  const stats = {
    bigrams: new Int32Array(27 * 27),
    onsets: new Map<string, number>(),
    medials: new Map<string, number>(),
    codas: new Map<string, number>(),
    vowelRuns: new Map<string, number>(),
  };
  for (const line of text.split('\n').slice(1)) {
    const [stem = '', flags = ''] = line.trim().split('/');
    // Proper nouns and abbreviations are capitalised in the list: only ordinary words count.
    if (/^[A-Z][a-z]+$/.test(stem)) proper.add(stem.toLowerCase());
    if (!/^[a-z]{2,}$/.test(stem)) continue;
    words.add(stem);
    // Hunspell's S rule is the plural (and third person) ending.
    if (flags.includes('S')) countable.add(stem);
    for (let i = 0; i <= stem.length; i += 1) {
      const pair = pairIndex(stem, i);
      stats.bigrams[pair] = (stats.bigrams[pair] ?? 0) + 1;
    }
    // The same runs as soundRuns, without building objects for 40,000 words.
    let start = 0;
    for (let i = 1; i <= stem.length; i += 1) {
      if (i < stem.length && isVowelAt(stem, i) === isVowelAt(stem, start)) continue;
      const run = stem.slice(start, i);
      if (isVowelAt(stem, start)) bump(stats.vowelRuns, run);
      else bump(start === 0 ? stats.onsets : i === stem.length ? stats.codas : stats.medials, run);
      start = i;
    }
  }
  for (const word of words) proper.delete(word);
  return { words, countable, proper, ...stats };
}

function dictionary(): TEnglish {
  english ??= load();
  return english;
}

/** True for an ordinary English word (lower case) in the dictionary's own form. */
export const isEnglishWord = (word: string) => dictionary().words.has(word);

/** A name or its adjective ("Japanese", "Paris") and never an ordinary word. */
export const isProperWord = (word: string) => dictionary().proper.has(word);

/** Plurals with no singular of the same meaning: "clothes" is not more than one "clothe". */
const PLURAL_ONLY = new Set(['clothes', 'glasses', 'scissors', 'pants', 'shorts', 'tights', 'pyjamas', 'pajamas']);

/** The plural a reader expects ("tyres", "classes", "bakeries"), or the word itself for mass nouns ("skincare"). */
export function pluralOf(word: string): string {
  if (!dictionary().countable.has(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /(s|x|z|h)$/.test(word) ? `${word}es` : `${word}s`;
}

/** The singular of a plural noun when the dictionary knows it ("bakeries" → "bakery"), else the word. */
export function singularOf(word: string): string {
  const { words } = dictionary();
  // "news", "series", "goods": plural-looking words the dictionary lists as they are stay as they are.
  if (!word.endsWith('s') || /(ss|us|is)$/.test(word) || words.has(word) || PLURAL_ONLY.has(word)) return word;
  const candidates = [
    word.endsWith('ies') ? `${word.slice(0, -3)}y` : null,
    word.endsWith('ves') ? `${word.slice(0, -3)}f` : null,
    word.endsWith('ves') ? `${word.slice(0, -3)}fe` : null,
    word.endsWith('es') ? word.slice(0, -2) : null,
    word.slice(0, -1),
  ];
  // "courses" → "course" before "cours": the longer real word wins when both strip cleanly.
  const found = candidates.filter((c): c is string => !!c && words.has(c)).sort((a, b) => b.length - a.length);
  // A plural the dictionary does not list ("gamers"): the plain -s comes off.
  return found[0] ?? (word.length > 4 && !word.endsWith('es') ? word.slice(0, -1) : word);
}

/** The verb inside a gerund when it is a real word ("walking" → "walk", "baking" → "bake"), else null. */
export function verbOfGerund(word: string): string | null {
  if (!word.endsWith('ing') || word.length < 6) return null;
  const base = nlp(word).verbs().toInfinitive().text().toLowerCase().trim();
  return base && base !== word && /^[a-z]+$/.test(base) && isEnglishWord(base) ? base : null;
}

/** How often each cluster must occur in English words before a made-up word may use it. */
const MIN_BIGRAM = 12;
const MIN_CLUSTER = 4;

/**
 * Whether a made-up word reads as English: every letter pair occurs in English words (with the same
 * place at the start or end), every consonant cluster occurs where it stands (start, middle, end),
 * vowels come in runs English has, no letter three times running, and at least one vowel per four
 * letters. `joins` are the offsets where two whole words meet ("dog|field"): a cluster across a join
 * only has to end the first word and start the second the way English words do.
 */
export function isPronounceable(word: string, joins: readonly number[] = []): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]{3,}$/.test(lower) || /(.)\1\1/.test(lower)) return false;
  const { bigrams, onsets, medials, codas, vowelRuns } = dictionary();
  // Pair i is lower[i - 1], lower[i] (edges included): it straddles a join at i.
  for (let i = 0; i <= lower.length; i += 1) {
    if (!joins.includes(i) && bigrams[pairIndex(lower, i)]! < MIN_BIGRAM) return false;
  }
  const runs = soundRuns(lower);
  const vowels = runs.filter((run) => run.vowel).reduce((sum, run) => sum + run.text.length, 0);
  if (vowels === 0 || vowels * 4 < lower.length) return false;
  let offset = 0;
  for (const run of runs) {
    const at = offset;
    offset += run.text.length;
    const join = joins.find((j) => j > at && j < offset);
    if (!run.vowel && join !== undefined) {
      const [coda, onset] = [run.text.slice(0, join - at), run.text.slice(join - at)];
      if ((codas.get(coda) ?? 0) < MIN_CLUSTER || (onsets.get(onset) ?? 0) < MIN_CLUSTER) return false;
      continue;
    }
    const table = run.vowel ? vowelRuns : run.start ? onsets : run.end ? codas : medials;
    if ((table.get(run.text) ?? 0) < MIN_CLUSTER) return false;
  }
  return true;
}
