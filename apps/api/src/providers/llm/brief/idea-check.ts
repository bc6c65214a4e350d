import { INDUSTRY_CONFIDENT, LAUNCHPAD_MESSAGES, type TIdeaBrief } from '@launchpad/shared';
import { FORM_WORDS, FUNCTION_WORDS, OFFER_VERBS, ORGANISATIONS, plausibleWord } from './idea-words';
import { classifyIndustry } from './industry';
import { findModel } from './business-model';
import { findCustomer } from './phrases';
import { readIdeaBrief } from './read-brief';
import { tokenise } from './tokens';

/**
 * Whether a text deserves a build (issue 18 part 6): a keyboard mash, a single word or words with no
 * business in them get a message instead, and cost none of the month's builds. Lenient by design:
 * refusing a real idea is worse than building a vague one.
 */
export function ideaProblem(text: string, brief: TIdeaBrief = readIdeaBrief(text)): string | null {
  const tokens = tokenise(text);
  const words = tokens.filter((t) => /\p{L}/u.test(t.text));
  if (words.length === 0) return LAUNCHPAD_MESSAGES.notWords;
  const implausible = words.filter((t) => !plausibleWord(t.text)).length;
  if (implausible / words.length > 0.34) return LAUNCHPAD_MESSAGES.notWords;
  const content = words.filter((t) => !FUNCTION_WORDS.has(t.lower));
  if (content.length < 2) return LAUNCHPAD_MESSAGES.tooShort;
  const industry = classifyIndustry({ text, offering: text });
  // A noun phrase of things with no sentence around it ("craft beer taproom and microbrewery") names a
  // business; small talk has a subject and a verb ("the weather is lovely", "I like pizza").
  const smallTalk = /\b(i|i'm|you|my|is|am|are|was|were|like|love|hate|feel)\b/i.test(text);
  const nounPhrase = !smallTalk && tokenise(brief.offering).filter((t) => !FUNCTION_WORDS.has(t.lower)).length >= 2;
  const businessSignals =
    industry.confidence >= 0.6 ||
    brief.confidence.industry >= INDUSTRY_CONFIDENT ||
    nounPhrase ||
    words.some((t) => ORGANISATIONS.has(t.lower)) ||
    findModel(text, 'b2c').confidence >= 0.7 ||
    words.some(
      (t) => OFFER_VERBS.test(t.lower) && !/^(for|of|with|about|on|use|uses|using|help|helps)$/.test(t.lower),
    ) ||
    words.some(
      (t) =>
        FORM_WORDS.has(t.lower) && !/^(new|simple|smart|online|digital|mobile|web|idea|concept|project)$/.test(t.lower),
    ) ||
    findCustomer(tokens, text, new Set())?.stated === true ||
    // Plural nouns name things or people ("xylophones for orchestras"); small talk rarely has them.
    words.some((t) => t.lower.length > 3 && /[^sui]s$/.test(t.lower) && !FUNCTION_WORDS.has(t.lower)) ||
    /\bfor\s+(?!you\b|me\b|us\b|now\b|today\b|fun\b)[a-z]{3,}/i.test(text);
  return businessSignals ? null : LAUNCHPAD_MESSAGES.noBusiness;
}
