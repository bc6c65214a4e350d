import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// How hard a signing secret is to guess, in bits: the cheapest description of the text as a sequence of
// pieces, each costing what an attacker would have to guess to produce it. A random character costs the
// bits of its alphabet; an English word (dictionary-en, the Hunspell en_US list) costs its rank among the
// words; a repeat of earlier text or a run such as "abcdef" costs little more than its length. A random
// 32-character hex key comes to 128 bits, a base64url one to 192; "password" × 4 to about 25.

/** What production demands of JWT_SECRET. */
export const MIN_SECRET_BITS = 128;

/** Shorter words cost as much as their letters in any alphabet, so they change nothing. */
const MIN_WORD_LENGTH = 3;
const MAX_WORD_LENGTH = 24;
/** A repeat or a run counts only when it is too long to turn up by chance in random text. */
const MIN_PATTERN_BITS = 32;
/** Only the start of a very long secret is examined; it is strong enough on its own or not at all. */
const MAX_EXAMINED = 512;

let words: Set<string> | null = null;
/** The ordinary (lower-case) English words of the dictionary, read once on first use. */
function englishWords(): Set<string> {
  if (words) return words;
  const entry = createRequire(import.meta.url).resolve('dictionary-en');
  const text = readFileSync(join(dirname(entry), 'index.dic'), 'utf8');
  words = new Set<string>();
  for (const line of text.split('\n').slice(1)) {
    const stem = line.split('/', 1)[0]?.trim() ?? '';
    if (stem.length >= MIN_WORD_LENGTH && /^[a-z]+$/.test(stem)) words.add(stem);
  }
  return words;
}

/**
 * Bits per random character: the smallest usual alphabet holding every character (digits, hex, letters
 * and digits, base64, printable ASCII), but no more than twice the characters actually used, so text
 * drawn from a handful of symbols ("abbaabab…") is not credited with a whole alphabet.
 */
function characterBits(secret: string): number {
  const alphabets: [RegExp, number][] = [
    [/^[0-9]+$/, 10],
    [/^[0-9a-f]+$|^[0-9A-F]+$/, 16],
    [/^[a-z]+$|^[A-Z]+$/, 26],
    [/^[a-z0-9]+$|^[A-Z0-9]+$/, 36],
    [/^[A-Za-z]+$/, 52],
    [/^[A-Za-z0-9]+$/, 62],
    [/^[A-Za-z0-9_-]+$|^[A-Za-z0-9+/]+=*$/, 64],
  ];
  const alphabet = alphabets.find(([pattern]) => pattern.test(secret))?.[1] ?? 95;
  const distinct = new Set(secret).size;
  return Math.log2(Math.max(2, Math.min(alphabet, 2 * distinct)));
}

/** Length of the longest run from `start` whose characters step by the same amount (±1 or ±2). */
function runLength(secret: string, start: number): number {
  let best = 1;
  for (const step of [1, -1, 2, -2]) {
    let length = 1;
    while (
      start + length < secret.length &&
      secret.charCodeAt(start + length) - secret.charCodeAt(start + length - 1) === step
    ) {
      length += 1;
    }
    best = Math.max(best, length);
  }
  return best;
}

/** Length of the longest text from `start` that also starts at an earlier position (overlap allowed). */
function repeatLength(secret: string, start: number): number {
  let best = 0;
  for (let earlier = 0; earlier < start; earlier += 1) {
    let length = 0;
    while (start + length < secret.length && secret[earlier + length] === secret[start + length]) length += 1;
    best = Math.max(best, length);
  }
  return best;
}

/** Endings a word may carry beyond its dictionary stem ("signing", "keys"), and the stem's own "e" ("making"). */
const ENDINGS = ['s', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'ly'];
/** Characters people put between words ("my-secret_key 2026"). */
const SEPARATORS = new Set(' -_.,:;+/|~'.split(''));

/**
 * Whether `text` is an English word as people write one (lower case, Capitalised or CAPITALS; random
 * mixed case is not a word), possibly with an ending; and the extra bits its form costs.
 */
function wordForm(dictionary: Set<string>, text: string): number | null {
  const lower = text.toLowerCase();
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  const formBits = text === lower ? 0 : text === capitalised || text === lower.toUpperCase() ? 1 : null;
  if (formBits === null) return null;
  if (dictionary.has(lower)) return formBits;
  for (const ending of ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const stem = lower.slice(0, -ending.length);
    if (stem.length >= MIN_WORD_LENGTH && (dictionary.has(stem) || dictionary.has(`${stem}e`))) {
      return formBits + Math.log2(ENDINGS.length);
    }
  }
  return null;
}

/** The estimated bits of entropy of a secret (see the top of this file). */
export function estimateSecretBits(input: string): number {
  const secret = input.slice(0, MAX_EXAMINED);
  const n = secret.length;
  const charBits = characterBits(secret);
  const dictionary = englishWords();
  const wordBits = Math.log2(dictionary.size);
  // Where random characters give way to a word, repeat or run, and back, has to be guessed too.
  const switchBits = Math.log2(Math.max(2, n));
  const minPatternLength = Math.max(3, Math.ceil(MIN_PATTERN_BITS / charBits));

  // cheapest[i] describes the first i characters in the fewest bits, ending with a random character
  // (random) or with a word, repeat, run or separator (pattern). Where the first pattern starts is
  // guessed like any other, so the start counts as random.
  const random = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const pattern = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  random[0] = 0;
  const toRandom = (to: number, bits: number) => {
    random[to] = Math.min(random[to] as number, bits);
  };
  const toPattern = (to: number, bits: number) => {
    pattern[to] = Math.min(pattern[to] as number, bits);
  };
  for (let i = 0; i < n; i += 1) {
    const afterRandom = random[i] as number;
    const afterPattern = pattern[i] as number;
    // Switching between random characters and patterns costs the position of the switch.
    const before = Math.min(afterRandom + switchBits, afterPattern);
    toRandom(i + 1, Math.min(afterRandom, afterPattern + switchBits) + charBits);
    if (SEPARATORS.has(secret[i] as string)) toPattern(i + 1, afterPattern + Math.log2(SEPARATORS.size));
    const repeat = repeatLength(secret, i);
    for (let length = minPatternLength; length <= repeat; length += 1) {
      toPattern(i + length, before + Math.log2(i) + Math.log2(length));
    }
    const run = runLength(secret, i);
    for (let length = minPatternLength; length <= run; length += 1) {
      toPattern(i + length, before + charBits + Math.log2(length) + 2);
    }
    for (let length = MIN_WORD_LENGTH; length <= Math.min(MAX_WORD_LENGTH, n - i); length += 1) {
      const formBits = wordForm(dictionary, secret.slice(i, i + length));
      if (formBits !== null) toPattern(i + length, before + wordBits + formBits);
    }
  }
  return Math.min(random[n] as number, pattern[n] as number);
}

/** The share of the secret (0–1) that English words of four letters or more can cover, at most. */
export function wordCoverage(input: string): number {
  const secret = input.slice(0, MAX_EXAMINED);
  const n = secret.length;
  if (n === 0) return 0;
  const dictionary = englishWords();
  // covered[i]: the most characters of the first i that words cover.
  const covered = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < n; i += 1) {
    covered[i + 1] = Math.max(covered[i + 1] as number, covered[i] as number);
    for (let length = 4; length <= Math.min(MAX_WORD_LENGTH, n - i); length += 1) {
      if (wordForm(dictionary, secret.slice(i, i + length)) !== null) {
        covered[i + length] = Math.max(covered[i + length] as number, (covered[i] as number) + length);
      }
    }
  }
  return (covered[n] as number) / n;
}
