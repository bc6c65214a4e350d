// Reading the AI builder's text for the bench (issue 18): the strings of a section, spelling-neutral term
// matching, articles, grammar and acronyms. Pure functions; the checks in ai-checks.mjs use them.

/** Keys whose strings are identifiers, codes or enum values, not words a founder reads. */
const TECHNICAL_KEYS = new Set([
  'id',
  'assumption_id',
  'experiment_id',
  'hex',
  'domain',
  'canvas_box',
  'style',
  'risk',
  'verdict',
  'scope',
  'country_code',
  'state_code',
  'formation_country_code',
  'slug',
  'url',
  'image',
  'starts_at',
  'ends_at',
]);

/** Keys whose strings are sentences: they start with a capital and read as prose. */
const PROSE_KEYS = new Set([
  'summary',
  'points',
  'statement',
  'method',
  'success_metric',
  'introduction',
  'question',
  'purpose',
  'one_liner',
  'pitch',
  'hook',
  'call_to_action',
  'rationale',
  'description',
  'subtitle',
  'red_flags',
  'green_lights',
  'assumptions',
  'essence',
  'logo_direction',
]);

/** Headings: they start with a capital too. */
const isHeadingKey = (key, parent) => key === 'title' || key.endsWith('_title') || parent === 'titles';

/**
 * Every string of a parsed section with the key it sits under (array items take the array's key) and
 * the key above that. Technical keys are left out.
 */
export function stringsOf(value, key = '', parent = '') {
  if (typeof value === 'string') return TECHNICAL_KEYS.has(key) ? [] : [{ key, parent, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key, parent));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k, key));
  }
  return [];
}

// ---- Words: spelling-neutral matching -------------------------------------------------------------------

const SPELLING_PAIRS = [
  [/\blicence/g, 'license'],
  [/\bprogramme/g, 'program'],
  [/\btyre/g, 'tire'],
  [/\bcheque/g, 'check'],
  [/\baluminium/g, 'aluminum'],
  [/\bgrey/g, 'gray'],
  [/\benrol(?!l)/g, 'enroll'],
  [/\bfulfil(?!l)/g, 'fulfill'],
  [/\bageing/g, 'aging'],
  [/\bjewellery/g, 'jewelry'],
  [/\bdefence/g, 'defense'],
  [/\bpractise/g, 'practice'],
  [/\bkerb/g, 'curb'],
  [
    /\b(travel|cancel|label|model|fuel|signal|total|channel|level|counsel|jewel|tunnel|equal)l(ed|ing|er|ers)\b/g,
    '$1$2',
  ],
  [/([a-z]{2,})is(e|es|ed|ing|er|ers|ation|ations)\b/g, '$1iz$2'],
  [/([a-z]{2,})ys(e|es|ed|ing)\b/g, '$1yz$2'],
  [/([a-z]{3,})our(s|ed|ing|ite|ites|ful|able)?\b/g, '$1or$2'],
  [/([a-z]{2,})tre(s)?\b/g, '$1ter$2'],
  [/ogue(s)?\b/g, 'og$1'],
];

/** Lower case, accents off, British and American spellings made one ("utilisation" = "utilization"). */
export function foldText(text) {
  let out = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of SPELLING_PAIRS) out = out.replace(pattern, replacement);
  return out;
}

const SUFFIXES = [
  'izations',
  'ization',
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ing',
  'ions',
  'ion',
  'ers',
  'er',
  'ies',
  'ied',
  'ed',
  'es',
  's',
  'e',
  'y',
];
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for one folded word that also takes its other forms (deposit, deposits, deposited). */
function wordPattern(word) {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 5) {
      return `${escapeRe(word.slice(0, -suffix.length))}[a-z]*`;
    }
  }
  if (word.length <= 5) {
    const base = word.length > 3 ? word.replace(/(es|s)$/, '') : word;
    return `${escapeRe(base)}(?:s|es|d|ed|ing)?`;
  }
  return `${escapeRe(word)}[a-z]*`;
}

/** A regular expression that finds a term (a word or a short phrase) in folded text. */
export function termPattern(term) {
  const words = foldText(term)
    .split(/[\s-]+/)
    .filter(Boolean);
  return new RegExp(`(?<![a-z0-9])${words.map(wordPattern).join("[\\s'-]*")}(?![a-z0-9])`);
}

/** The labelled terms found in the text. */
export function termsFound(foldedText, terms) {
  return terms.filter((term) => termPattern(term).test(foldedText));
}

// ---- Articles -------------------------------------------------------------------------------------------

const LETTER_SOUNDS_VOWEL = new Set('AEFHILMNORSX'.split(''));
const CURRENCY_SIGNS = /^[£€$¥₹₦]/;
const YOO_SOUND =
  /^(eu|ewe|uni(?![nmd])|use|usa|usu|uti|uto|ute|uri|ura(?!l)|ure|uro|uru|ubiq|uga|ukr|uku|unan|ufo|uvu)/;
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/**
 * Whether a word takes "an" (true), "a" (false), or cannot be told from its letters (null): acronyms read
 * as letters ("an SME", "a UK"), numbers ("an 8", "an 11", "a 10"), silent h ("an hour"), "yoo" sounds
 * ("a university", "a European"), "one" ("a one-off").
 */
export function takesAn(word) {
  const w = word.replace(/^["“‘'(]+/, '');
  if (!w) return null;
  if (/^\d/.test(w)) return /^8/.test(w) || /^(11|18)(?![\d])/.test(w) || /^(11|18)[,.]\d{3}(?!\d)/.test(w);
  if (CURRENCY_SIGNS.test(w)) return false;
  const core = w.replace(/[^A-Za-z0-9&/]+$/, '').replace(/s$/, '');
  if (/^[A-Z][A-Z0-9&/]+$/.test(core)) {
    const first = core[0];
    const readAsLetters = core.length <= 3 || !/[AEIOU]/.test(core.slice(1));
    if (readAsLetters) return LETTER_SOUNDS_VOWEL.has(first);
    if ('AEIO'.includes(first)) return true;
    if ('BCDGJKPQTUVWYZ'.includes(first)) return false;
    return null;
  }
  const lower = w.toLowerCase();
  if (!/^[a-z]/.test(lower)) return null;
  if (SILENT_H.test(lower)) return true;
  if (/^one(?![a-z])|^once/.test(lower)) return false;
  if (YOO_SOUND.test(lower)) return false;
  if (/^[aeiou]/.test(lower)) return true;
  if (lower.startsWith('x')) return null;
  return false;
}

/** "a app", "an university", "A Orange" in a heading: article problems in one string. */
export function articleProblems(text) {
  const problems = [];
  const re = /(?<![\p{L}\p{N}'’-])(a|an)\s+(["“‘(]?[\p{L}\p{N}£€$¥₹₦][\p{L}\p{N}'’.+&/-]*)/giu;
  for (const match of text.matchAll(re)) {
    const [, article, next] = match;
    const before = text.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:]["”’)]?$/.test(before);
    // A capital "A" mid-sentence is a grade or a label ("Plan A is…") unless a heading is title-cased.
    if (/^A/.test(article) && !sentenceStart && !/^["“‘(]?[\p{Lu}\d]/u.test(next)) continue;
    if (/^(or|and|to|&)$/i.test(next)) continue;
    const an = takesAn(next);
    if (an === null) continue;
    if (an && article.toLowerCase() === 'a') problems.push(`"${article} ${next}"`);
    if (!an && article.toLowerCase() === 'an') problems.push(`"${article} ${next}"`);
  }
  return problems;
}

// ---- Grammar --------------------------------------------------------------------------------------------

const ALLOWED_DOUBLES = new Set(['that', 'had']);
const ABBREVIATIONS =
  /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|est|no|mr|mrs|ms|dr|st|inc|ltd|co|u\.s|u\.k)\.|\b[A-Z]\.)$/i;

/** Sentences of a string, not cut after "e.g." or an initial. */
export function sentencesOf(text) {
  const parts = text.split(/(?<=[.!?])\s+/);
  const sentences = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last)) sentences[sentences.length - 1] = `${last} ${part}`;
    else sentences.push(part);
  }
  return sentences;
}

const startsLowerCase = (sentence) => {
  // A quoted word may start in lower case: it is quoted as written.
  if (/^\s*["“‘']/.test(sentence)) return false;
  const s = sentence.replace(/^[(\s*•–—-]+/, '');
  if (!/^\p{Ll}/u.test(s)) return false;
  if (/^\p{Ll}+\p{Lu}/u.test(s)) return false; // eBay, iPhone
  if (/^[a-z0-9-]+\.[a-z]{2,}/.test(s)) return false; // a domain name
  return true;
};

/** Grammar problems of one string under its key. */
export function grammarProblems({ key, parent, text }) {
  const problems = [];
  if (key !== 'name' && key !== 'business_names') problems.push(...articleProblems(text).map((p) => `article ${p}`));
  const double = /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/giu;
  for (const match of text.matchAll(double)) {
    if (!ALLOWED_DOUBLES.has(match[1].toLowerCase())) problems.push(`doubled "${match[0]}"`);
  }
  if (PROSE_KEYS.has(key)) {
    const lower = sentencesOf(text.trim()).find(startsLowerCase);
    if (lower) problems.push(`lower-case start "${lower.slice(0, 30)}"`);
  } else if (isHeadingKey(key, parent) && startsLowerCase(text.trim())) {
    problems.push(`lower-case heading "${text.slice(0, 30)}"`);
  }
  const leak = /\bundefined\b|\bnull\b|\[object|\bNaN\b|\{\{|\}\}|\$\{/.exec(text);
  if (leak) problems.push(`placeholder "${leak[0]}"`);
  if (/\(\s*\)/.test(text)) problems.push('empty parentheses');
  return problems;
}

// ---- Acronyms -------------------------------------------------------------------------------------------

/** Acronyms whose lower-case form is an everyday word ("IT" / "it"): their lower case proves nothing. */
const WORD_ACRONYMS = new Set([
  'it',
  'us',
  'am',
  'is',
  'as',
  'at',
  'on',
  'in',
  'or',
  'an',
  'no',
  'so',
  'we',
  'me',
  'do',
  'go',
  'be',
]);

/** Places where an acronym of the idea is written otherwise than the founder wrote it ("gcse", "Vat"). */
export function acronymProblems(texts, acronyms) {
  const problems = [];
  for (const acronym of acronyms) {
    if (WORD_ACRONYMS.has(acronym.toLowerCase())) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])(${escapeRe(acronym)})(s)?(?![\\p{L}\\p{N}])`, 'giu');
    for (const { text } of texts) {
      for (const match of text.matchAll(re)) {
        if (match[1] !== acronym) problems.push(`"${match[0]}" for ${acronym}`);
      }
    }
  }
  return problems;
}
