// Which part of an idea says what the business is (issue 18). Founders often open with the problem
// ("Farmers lose milk because …") and then pitch the answer ("We rent chillers to cooperatives"), put
// what they sell before a colon and its features after it ("Fleet software: it schedules …"), or
// borrow a famous company's model ("Uber for X"). The brief reads what is sold from the pitch, not
// from the problem or the feature list. Rules of phrasing, not lists of ideas. No I/O.

/** A labelled problem ("Problem: …", "The pain:") at the start of a sentence. */
const PROBLEM_LABEL = /^\s*(?:the\s+)?(?:problem|pain|pain point|issue|challenge|context|background)\s*[:–—-]\s*/i;

/** A labelled answer ("Solution: …", "Idea -"): the label goes, the rest is the pitch. */
const PITCH_LABEL = /^\s*(?:the\s+|my\s+|our\s+)?(?:solution|idea|pitch|concept|product|answer|fix)\s*[:–—-]\s*/i;

/**
 * Words of a hardship: a sentence that has one and does not present the business itself describes
 * the customers' problem.
 */
const HARDSHIP =
  /\b(los(e|es|ing|t)|wast(e|es|ed|ing)|struggl(e|es|ed|ing)|fail(s|ed|ing)?|can'?t|cannot|can not|don'?t|doesn'?t|never|unable|too (?:expensive|slow|hard|long|costly|complicated)|hard to|no way to|drop(s|ped)? out|throw(s|n)? away|spend(s|ing)? (?:hours|days|weeks)|take(s)? (?:hours|days|weeks|months)|miss(es|ed|ing)?|sour(s|ed)?|spoil(s|ed)?|rot(s|ted)?|go(es)? to waste|stuck|wait(s|ed|ing)? (?:hours|days|weeks|months)|more \w+ than|nobody|no one|overpay|pay too much)\b/i;

/** A sentence that presents the business: "We …", "Our …", or one naming the form it takes. */
const PRESENTS_BUSINESS =
  /^\s*(?:we|our|i|my)\b|\b(app|apps|platform|marketplace|service|software|tool|subscription|startup|company|business|shop|store|agency|studio|programme|program|course|courses|device|sensor|sensors|kit)\b/i;

/** Famous companies named as a model: "Uber for dog walkers" sells dog walkers on demand. */
const AS_A_MODEL: [RegExp, (thing: string) => string][] = [
  [/\b(?:uber|lyft|deliveroo|doordash|instacart|glovo|grab|gojek|bolt)\b/i, (thing) => `on-demand ${thing}`],
  [/\b(?:airbnb|turo|getaround|vrbo|couchsurfing)\b/i, (thing) => `peer-to-peer rental of ${thing}`],
  [/\b(?:netflix|spotify|audible)\b/i, (thing) => `${thing} subscription`],
  [/\b(?:tinder|bumble|hinge)\b/i, (thing) => `${thing} matching`],
  [/\b(?:etsy|ebay|amazon|vinted|depop|craigslist|gumtree)\b/i, (thing) => `${thing} marketplace`],
  [/\b(?:fiverr|upwork|taskrabbit)\b/i, (thing) => `${thing} freelance marketplace`],
];
const FAMOUS_FOR =
  /\b(?:(?:it'?s\s+)?(?:like\s+)?(?:an?\s+|the\s+)?)(uber|lyft|deliveroo|doordash|instacart|glovo|grab|gojek|bolt|airbnb|turo|getaround|vrbo|couchsurfing|netflix|spotify|audible|tinder|bumble|hinge|etsy|ebay|amazon|vinted|depop|craigslist|gumtree|fiverr|upwork|taskrabbit)\s+(?:for|of)\s+([^.,;:!?–—]+?)(?=\s*(?:[.,;:!?–—]|\s-\s|$))/i;

/** "Like Uber for combine harvesters" → "on-demand combine harvesters": the model's words, the idea's thing. */
export function rewriteFamousModel(text: string): string {
  const match = FAMOUS_FOR.exec(text);
  if (!match) return text;
  const [whole, company = '', thing = ''] = match;
  const rule = AS_A_MODEL.find(([re]) => re.test(company));
  if (!rule) return text;
  const lead = /^\s/.test(whole) ? ' ' : '';
  return `${text.slice(0, match.index)}${lead}${rule[1](thing.trim())}${text.slice(match.index + whole.length)}`;
}

/** Sentences of a text, not cut after "e.g.", "etc." or an initial. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+(?=\S)/)) {
    const last = out.at(-1);
    if (last !== undefined && /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|no|st|dr|mr|mrs|ms)|\b[A-Z])\.$/i.test(last)) {
      out[out.length - 1] = `${last} ${part}`;
    } else out.push(part);
  }
  return out;
}

export const isProblemSentence = (sentence: string): boolean =>
  PROBLEM_LABEL.test(sentence) || (HARDSHIP.test(sentence) && !PRESENTS_BUSINESS.test(sentence));

export type TPitch = {
  /** The sentences that present the business (all of them when none reads as a problem). */
  pitch: string;
  /** The part of the pitch that names what is sold: before a colon or a dash that opens a list of features. */
  head: string;
  /** The sentences that describe the customers' problem, if any. */
  problem: string;
};

/** Words that only label what follows ("Features:", "How it works -"). */
const HEAD_LABEL = /^\s*(?:features?|how it works|benefits?|includes?|key features|what we do|offer|offering)\s*$/i;

/** The pitch of an idea: problem sentences set aside, labels off, and the head that names what is sold. */
export function pitchOf(text: string): TPitch {
  const sentences = sentencesOf(text.trim());
  const problems = sentences.filter(isProblemSentence);
  const rest = sentences.filter((s) => !problems.includes(s) && /\p{L}{2,}/u.test(s));
  const pitchSentences = problems.length && rest.length ? rest : sentences;
  const pitch = rewriteFamousModel(
    pitchSentences
      .map((s) => s.replace(PITCH_LABEL, ''))
      .join(' ')
      .trim(),
  );
  // "Charging software for fleets: it schedules …": the part before the colon names what is sold.
  const split = /:\s|\s[–—-]\s/.exec(pitch);
  const before = split ? pitch.slice(0, split.index) : '';
  const head =
    split && /\p{L}{3,}/u.test(before) && !HEAD_LABEL.test(before) && !/[.!?]/.test(before) ? before.trim() : pitch;
  return { pitch, head, problem: pitchSentences === sentences ? '' : problems.join(' ') };
}
