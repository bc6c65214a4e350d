// Checks of the AI builder's output against a hand-labelled idea (issue 18 "An honest measure"). Each check
// takes what the app answered (the brief, the parsed sections) and the label, and says pass or fail with a
// short reason. Nothing here reads the generator's own vocabulary: the terms come from the labels.

import { countriesOfLocation, foldPlace, moneyIn, UK_ONLY_INSTITUTIONS } from './ai-locale.mjs';
import { acronymProblems, foldText, grammarProblems, stringsOf, termsFound } from './ai-text.mjs';

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
    const got = foldPlace(first.city ?? '');
    const want = foldPlace(expected.city);
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
