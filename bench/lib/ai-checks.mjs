// Checks of the AI builder's output against a hand-labelled idea (issue 18 "An honest measure"). Each check
// takes what the app answered (the brief, the parsed sections) and the label, and says pass or fail with a
// short reason. Nothing here reads the generator's own vocabulary: the terms come from the labels.

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

// ---- Money ----------------------------------------------------------------------------------------------

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];
const SIGN_CURRENCIES = {
  US$: ['USD'],
  A$: ['AUD'],
  AU$: ['AUD'],
  C$: ['CAD'],
  CA$: ['CAD'],
  S$: ['SGD'],
  NZ$: ['NZD'],
  MX$: ['MXN'],
  R$: ['BRL'],
  HK$: ['HKD'],
  $: DOLLARS,
  '£': ['GBP'],
  '€': ['EUR'],
  '¥': ['JPY', 'CNY'],
  '₹': ['INR'],
  '₦': ['NGN'],
  KSh: ['KES'],
  Ksh: ['KES'],
  Rs: ['INR', 'PKR', 'LKR'],
  'Rs.': ['INR', 'PKR', 'LKR'],
  R: ['ZAR'],
  zł: ['PLN'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  'Fr.': ['CHF'],
  Dh: ['AED'],
};
const WORD_CURRENCIES = [
  [/^euros?$/i, ['EUR']],
  [/^pounds?$/i, ['GBP']],
  [/^dollars?$/i, DOLLARS],
  [/^yen$/i, ['JPY']],
  [/^rupees?$/i, ['INR']],
  [/^naira$/i, ['NGN']],
  [/^shillings?$/i, ['KES']],
  [/^rand$/i, ['ZAR']],
  [/^(reais|real)$/i, ['BRL']],
  [/^pesos?$/i, ['MXN']],
  [/^francs?$/i, ['CHF']],
  [/^(zloty|złoty|zł)$/i, ['PLN']],
  [/^kr(ona|one|onor|oner)?$/i, ['SEK', 'NOK', 'DKK']],
  [/^dirhams?$/i, ['AED']],
];
const CODES =
  'GBP|EUR|USD|CAD|AUD|NZD|SGD|HKD|MXN|BRL|INR|JPY|CNY|KES|NGN|ZAR|AED|CHF|PLN|SEK|NOK|DKK|CZK|HUF|TRY|ISK|PKR|LKR';
const SIGN_BEFORE =
  /(?<![\p{L}])(US\$|AU\$|A\$|CA\$|C\$|S\$|NZ\$|MX\$|R\$|HK\$|KSh|Ksh|Rs\.?|Fr\.|Dh|\$|£|€|¥|₹|₦|R)\s?(?=\d)/gu;
const CODE_BEFORE = new RegExp(`\\b(${CODES})\\s?(?=\\d)`, 'g');
const AFTER_NUMBER = new RegExp(
  `\\d[\\d,.]*\\s?(?:k|m|bn|million|billion|thousand)?\\s?(${CODES}|zł|kr|euros?|pounds?|dollars?|yen|rupees?|naira|shillings?|rand|reais|pesos?|francs?|zloty|złoty|dirhams?)(?![\\p{L}])`,
  'gu',
);

/** Every money amount in a string, with the currencies its sign or word may stand for. */
export function moneyIn(text) {
  const found = [];
  for (const m of text.matchAll(SIGN_BEFORE)) found.push({ sign: m[1], currencies: SIGN_CURRENCIES[m[1]] });
  for (const m of text.matchAll(CODE_BEFORE)) found.push({ sign: m[1], currencies: [m[1]] });
  for (const m of text.matchAll(AFTER_NUMBER)) {
    const unit = m[1];
    const currencies = new RegExp(`^(${CODES})$`).test(unit)
      ? [unit]
      : (WORD_CURRENCIES.find(([re]) => re.test(unit))?.[1] ?? []);
    found.push({ sign: unit, currencies });
  }
  return found;
}

// ---- Places ---------------------------------------------------------------------------------------------

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Codes Intl names that are not countries, or a second code for one (UK for GB). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'UK']);

const COUNTRY_NAMES = (() => {
  const names = new Map();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      let name;
      try {
        name = display.of(code);
      } catch {
        continue;
      }
      if (name && name !== code && !NOT_COUNTRIES.has(code) && !names.has(fold(name))) names.set(fold(name), code);
    }
  }
  const aliases = {
    GB: ['uk', 'u k', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'],
    US: ['usa', 'us', 'u s', 'u s a', 'united states of america', 'america'],
    NL: ['holland', 'the netherlands'],
    HK: ['hong kong'],
    CZ: ['czech republic'],
    TR: ['turkey'],
    AE: ['uae'],
    KR: ['south korea', 'korea'],
    CI: ['ivory coast'],
  };
  for (const [code, list] of Object.entries(aliases)) for (const alias of list) names.set(alias, code);
  return names;
})();

/** States and provinces a location may name instead of its country ("Austin, Texas"). */
const REGION_NAMES = {
  US:
    'alabama, alaska, arizona, arkansas, california, colorado, connecticut, delaware, florida, hawaii, idaho, ' +
    'illinois, indiana, iowa, kansas, kentucky, louisiana, maine, maryland, massachusetts, michigan, minnesota, ' +
    'mississippi, missouri, montana, nebraska, nevada, new hampshire, new jersey, new mexico, north carolina, ' +
    'north dakota, ohio, oklahoma, oregon, pennsylvania, rhode island, south carolina, south dakota, tennessee, ' +
    'texas, utah, vermont, virginia, west virginia, wisconsin, wyoming, ny, tx, fl',
  CA:
    'ontario, quebec, british columbia, alberta, manitoba, saskatchewan, nova scotia, new brunswick, ' +
    'newfoundland, prince edward island, yukon, qc, bc',
  AU: 'new south wales, queensland, tasmania, western australia, south australia, northern territory, nsw, qld',
};
const REGION_COUNTRY = new Map(
  Object.entries(REGION_NAMES).flatMap(([code, names]) => names.split(', ').map((name) => [name, code])),
);

const MULTI_COUNTRY = [
  [
    /\b(europe|european union|eu|emea)\b/,
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA',
  ],
  [/\b(nordics?|scandinavia)\b/, 'DK NO SE FI IS'],
  [/\bdach\b/, 'DE AT CH'],
  [/\bbenelux\b/, 'BE NL LU'],
  [/\b(latam|latin america|south america)\b/, 'AR BO BR CL CO CR CU DO EC GT HN MX NI PA PE PY SV UY VE'],
  [/\b(north america)\b/, 'US CA MX'],
  [
    /\b(africa|sub saharan africa|east africa|west africa)\b/,
    'DZ AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW',
  ],
  [
    /\b(apac|asia pacific|asia|south east asia|southeast asia)\b/,
    'AU BD BN CN HK ID IN JP KH KR LA LK MM MN MY NP NZ PH PK SG TH TW VN',
  ],
  [/\b(middle east|gcc|gulf)\b/, 'AE BH IL JO KW LB OM QA SA'],
];

const EVERYWHERE =
  /\b(online|remote|virtual|global|globally|worldwide|anywhere|international|internationally|hybrid|distributed)\b/;

/**
 * The countries a recommendation's location names: "Berlin, Germany" → DE, "Austin, Texas" → US,
 * "Online" → "everywhere", "Europe" → every European country; [] when it names none we know.
 */
export function countriesOfLocation(location) {
  if (!location) return [];
  const text = fold(location);
  if (EVERYWHERE.test(text)) return ['everywhere'];
  const found = new Set();
  for (const part of location.split(/[,/|·;()]|\s[–-]\s/)) {
    const name = fold(part);
    if (!name) continue;
    const country = COUNTRY_NAMES.get(name) ?? REGION_COUNTRY.get(name);
    if (country) found.add(country);
  }
  for (const [re, list] of MULTI_COUNTRY) if (re.test(text)) for (const code of list.split(' ')) found.add(code);
  return [...found];
}

// ---- Institutions ---------------------------------------------------------------------------------------

/** Public bodies and schemes that exist only in the UK (case matters: "FCA", not "fca"). */
export const UK_ONLY_INSTITUTIONS = [
  /\bNHS\b/,
  /\bHMRC\b/,
  /\bCompanies House\b/,
  /\bOfsted\b/,
  /\bOfqual\b/,
  /\bOfcom\b/,
  /\bOfgem\b/,
  /\bOfwat\b/,
  /\bFCA\b/,
  /\bCQC\b/,
  /\bDVLA\b/,
  /\bGCSEs?\b/,
  /\bA[- ]levels?\b/,
  /\bUCAS\b/,
  /\bInnovate UK\b/,
  /\bBritish Business Bank\b/,
  /\bJobcentre\b/,
  /\b[Cc]ouncil [Tt]ax\b/,
  /\bNational Insurance\b/,
  /\bMaking Tax Digital\b/,
  /\bS?EIS\b/,
  /\bStart Up Loans?\b/,
  /\bDBS\b/,
  /\bTrading Standards\b/,
  /\bUniversal Credit\b/,
  /\bStudent Loans Company\b/,
];

// ---- The checks -----------------------------------------------------------------------------------------

export const CHECKS = [
  'industry',
  'buyer',
  'places',
  'currency',
  'fit',
  'wrong_industry',
  'acronyms',
  'grammar',
  'recommendations',
  'institutions',
];

const pass = () => ({ pass: true, reason: null });
const fail = (reason) => ({ pass: false, reason });
const noBrief = fail('no brief in the idea detail');

export function checkIndustry(brief, expected) {
  if (!brief) return noBrief;
  const code = String(brief.industry?.code ?? '');
  // A six-digit label accepts its own four-digit group; a two- or three-digit guess is too broad.
  const ok = expected.naics.some((prefix) => code.startsWith(prefix) || (code.length >= 4 && prefix.startsWith(code)));
  return ok ? pass() : fail(`industry ${code} "${brief.industry?.label ?? ''}", wanted ${expected.naics.join('/')}`);
}

export function checkBuyer(brief, expected) {
  if (!brief) return noBrief;
  return brief.buyer === expected.buyer ? pass() : fail(`buyer ${brief.buyer}, wanted ${expected.buyer}`);
}

export function checkPlaces(brief, expected) {
  if (!brief) return noBrief;
  const first = brief.places?.[0];
  if (expected.country === null) {
    return first ? fail(`place ${first.city ?? first.region ?? first.country} for an idea that names none`) : pass();
  }
  if (!first) return fail(`no place, wanted ${expected.city ?? expected.country}`);
  if (first.country_code !== expected.country) {
    return fail(`country ${first.country_code} (${first.city ?? first.country}), wanted ${expected.country}`);
  }
  if (expected.city) {
    const got = fold(first.city ?? '');
    const want = fold(expected.city);
    if (got !== want && !got.startsWith(`${want} `))
      return fail(`city ${first.city ?? 'none'}, wanted ${expected.city}`);
  }
  return pass();
}

export function checkCurrency(brief, expected, texts) {
  if (!brief) return noBrief;
  if (brief.currency !== expected.currency) return fail(`currency ${brief.currency}, wanted ${expected.currency}`);
  for (const { text } of texts) {
    const wrong = moneyIn(text).find((m) => !m.currencies.includes(expected.currency));
    if (wrong) return fail(`"${wrong.sign}" amount in a ${expected.currency} idea`);
  }
  return pass();
}

export function checkFit(foldedText, analystTerms) {
  const found = termsFound(foldedText, analystTerms);
  const needed = Math.ceil(analystTerms.length / 2);
  return found.length >= needed
    ? pass()
    : fail(
        `${found.length}/${analystTerms.length} analyst terms (missing ${analystTerms.filter((t) => !found.includes(t)).join(', ')})`,
      );
}

export function checkWrongTerms(foldedText, wrongTerms) {
  const found = termsFound(foldedText, wrongTerms);
  return found.length ? fail(`wrong-industry terms: ${found.join(', ')}`) : pass();
}

export function checkAcronyms(texts, acronyms) {
  const problems = acronymProblems(texts, acronyms);
  return problems.length ? fail(`acronym ${problems[0]}`) : pass();
}

export function checkGrammar(texts) {
  for (const entry of texts) {
    const problems = grammarProblems(entry);
    if (problems.length) return fail(`${entry.key}: ${problems[0]}`);
  }
  return pass();
}

/** Events, communities and investors: each is in the idea's country or online; none is fine. */
export function checkRecommendations(recommendations, expectedCountry) {
  if (!expectedCountry) return pass();
  for (const [section, items] of Object.entries(recommendations)) {
    for (const item of items) {
      const countries = countriesOfLocation(item.location);
      if (!countries.length || countries.includes('everywhere') || countries.includes(expectedCountry)) continue;
      return fail(`${section}: "${item.name}" in ${item.location}, idea in ${expectedCountry}`);
    }
  }
  return pass();
}

export function checkInstitutions(texts, expected, ideaText) {
  if (!expected.country || expected.country === 'GB') return pass();
  for (const re of UK_ONLY_INSTITUTIONS) {
    if (re.test(ideaText)) continue;
    const hit = texts.find(({ text }) => re.test(text));
    if (hit) return fail(`UK-only "${re.exec(hit.text)[0]}" in ${hit.key} for ${expected.country}`);
  }
  return pass();
}

/**
 * Every check for one labelled idea. `sections` maps each generated section to its parsed content (or
 * null when it failed); `recommendations` maps fetchEvents / fetchCommunities / fetchInvestors to items.
 */
export function checkIdea(label, { brief, sections, recommendations }) {
  const texts = Object.values(sections).flatMap((content) => (content ? stringsOf(content) : []));
  const folded = foldText(texts.map((t) => t.text).join(' \n '));
  return {
    industry: checkIndustry(brief, label.expected),
    buyer: checkBuyer(brief, label.expected),
    places: checkPlaces(brief, label.expected),
    currency: checkCurrency(brief, label.expected, texts),
    fit: checkFit(folded, label.analyst_terms),
    wrong_industry: checkWrongTerms(folded, label.wrong_terms),
    acronyms: checkAcronyms(texts, label.expected.acronyms),
    grammar: checkGrammar(texts),
    recommendations: checkRecommendations(recommendations, label.expected.country),
    institutions: checkInstitutions(texts, label.expected, label.idea),
  };
}

/**
 * The checks on text they must pass and text they must fail, run before every bench: a check that cannot
 * fail would make the figures meaningless.
 */
export function assertChecksWork() {
  const entry = (text, key = 'summary') => [{ key, parent: '', text }];
  const label = { naics: ['5322'], buyer: 'b2c', country: 'PT', city: 'Lisbon', currency: 'EUR', acronyms: ['GCSE'] };
  const brief = {
    industry: { code: '532289', label: 'Consumer goods rental' },
    buyer: 'b2c',
    places: [{ city: 'Lisbon', country_code: 'PT' }],
    currency: 'EUR',
  };
  const cases = [
    ['industry', checkIndustry(brief, label), true],
    ['industry', checkIndustry({ ...brief, industry: { code: '541612', label: 'HR consulting' } }, label), false],
    ['places', checkPlaces(brief, label), true],
    ['places', checkPlaces({ ...brief, places: [{ city: 'London', country_code: 'GB' }] }, label), false],
    ['currency', checkCurrency(brief, label, entry('From €12 a month.')), true],
    ['currency', checkCurrency(brief, label, entry('From £12 a month.')), false],
    ['fit', checkFit(foldText('Deposits and utilisation.'), ['deposit', 'utilization', 'damage']), true],
    ['fit', checkFit(foldText('Per-seat pricing.'), ['deposit', 'utilization', 'damage']), false],
    ['wrong_industry', checkWrongTerms(foldText('A placement fee applies.'), ['placement fee']), false],
    ['acronyms', checkAcronyms(entry('Two GCSEs.'), ['GCSE']), true],
    ['acronyms', checkAcronyms(entry('Two gcse subjects.'), ['GCSE']), false],
    ['grammar', checkGrammar(entry('An app for a university, an hour, a UK firm and an SME.')), true],
    ['grammar', checkGrammar(entry('A app.')), false],
    ['grammar', checkGrammar(entry('Names for Your Subscription Subscription', 'title')), false],
    ['grammar', checkGrammar(entry('It grows. then it stops.')), false],
    ['recommendations', checkRecommendations({ fetchEvents: [{ name: 'X', location: 'Online' }] }, 'PT'), true],
    [
      'recommendations',
      checkRecommendations({ fetchEvents: [{ name: 'X', location: 'Berlin, Germany' }] }, 'PT'),
      false,
    ],
    ['institutions', checkInstitutions(entry('Register with HMRC.'), label, 'an idea'), false],
  ];
  const wrong = cases.filter(([, result, expected]) => result.pass !== expected);
  if (wrong.length) {
    throw new Error(`the checks misjudge their own examples: ${wrong.map(([name]) => name).join(', ')}`);
  }
}
