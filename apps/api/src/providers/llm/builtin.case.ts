// Words as the founder wrote them: the idea's acronyms (GCSE, VAT, QR), inner capitals (iPhone, B2B)
// and proper nouns, restored wherever the generator writes the word in lower case.

/** Acronyms that keep their capitals whatever the idea wrote. Lower-case words that are English are left out. */
const KNOWN_ACRONYMS =
  'AI VAT GCSE GCSEs QR SME SMEs B2B B2C D2C SaaS API APIs CRM HR MOT GP GPs CV CVs DIY EV EVs ESG SEO KPI KPIs LTV CAC MRR ARR GDPR NHS HMRC UK EU USA NFT IoT VR PhD MBA CPD CEO CEOs CTO HVAC PPE GPS SMS PDF TV DJ DJs 3D ISA EPC NGO NGOs B2B2C LLM eBay iPhone iPad iOS YouTube TikTok LinkedIn WhatsApp'.split(
    ' ',
  );
/** Short English words that an acronym in the idea ("IT", "US") must not capitalise elsewhere. */
const ENGLISH_WORDS = new Set(
  'a i it us am is as at be do go he me no of on or so to up we an in if by my ok hi ad ads pet can may will all one art dim pin'.split(
    ' ',
  ),
);

export type TCaseMap = ReadonlyMap<string, string>;

/**
 * How the idea writes its words that are not plain lower case: acronyms (GCSE, VAT, QR), inner capitals
 * (iPhone, B2B) and, for phrases, proper nouns (Nintendo). Ignored when the idea is written in capitals
 * or Title Case throughout, where capitals say nothing about a word.
 */
export function caseMapOf(
  idea: string,
  options: { properNouns?: boolean; exclude?: readonly string[] } = {},
): TCaseMap {
  const map = new Map<string, string>(KNOWN_ACRONYMS.map((word) => [word.toLowerCase(), word]));
  const letters = idea.replace(/[^\p{L}]/gu, '');
  const shouted = letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.6;
  if (shouted) return map;
  const words = idea.split(/\s+/);
  const longWords = words.filter((word) => /^\p{L}{4,}/u.test(word));
  const titled =
    longWords.length >= 4 && longWords.filter((word) => /^\p{Lu}/u.test(word)).length / longWords.length > 0.7;
  const excluded = new Set((options.exclude ?? []).map((word) => word.toLowerCase()));
  words.forEach((raw, index) => {
    // "DBS-checked", "AI/ML": each part of a joined word is a word of its own.
    raw.split(/[^\p{L}\p{N}]+/u).forEach((word, part) => {
      if (word.length < 2 || excluded.has(word.toLowerCase())) return;
      const sentenceStart = part === 0 && (index === 0 || /[.!?:]$/.test(words[index - 1] ?? ''));
      const innerCapitals = /\p{Lu}/u.test(word.slice(1)) || (/\d/.test(word) && /\p{Lu}/u.test(word));
      const proper = options.properNouns && !titled && !sentenceStart && /^\p{Lu}\p{Ll}/u.test(word);
      if (innerCapitals || proper) map.set(word.toLowerCase(), word);
    });
  });
  return map;
}

/** Writes every word the case map knows the way the idea wrote it; short English words are left alone. */
export function restoreCase(text: string, cases: TCaseMap, options: { phrase?: boolean } = {}): string {
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}]*/gu, (word) => {
    const lower = word.toLowerCase();
    const written = cases.get(lower);
    if (!written || (!options.phrase && ENGLISH_WORDS.has(lower))) return word;
    return word === lower || word === lower.charAt(0).toUpperCase() + lower.slice(1) ? written : word;
  });
}
