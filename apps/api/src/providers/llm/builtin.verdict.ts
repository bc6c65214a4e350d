import {
  BRIEF_FIELDS,
  BUSINESS_MODEL_LABELS,
  type TBriefField,
  type TBusinessContextContent,
  type TVerdictContent,
} from '@launchpad/shared';
import { capitalise, joinList, restoreCase, withArticle } from './builtin.grammar';
import type { TContext } from './builtin.text';

// An investor's first read of the idea (issue 18): the verdict follows from how clear the idea is and
// from what the business model and the industry are known to risk; every red flag names this idea's
// offering, customers, model or market, and every number comes with the assumption behind it.

/**
 * What an investor says when a part of the brief is unclear. An unclear business model is written with the general
 * model (builtin.text.ts), whose own red flags already say that how it makes money is unclear.
 */
const UNCLEAR: Record<Exclude<TBriefField, 'business_model'>, string> = {
  offering: 'It is not yet clear what exactly is sold; say it in a few words before anything else.',
  buyer: 'It is not clear whether businesses or consumers pay, and the sales plan depends on it.',
  customer: 'Who pays is not yet clear; an investor will ask who the first ten customers are.',
  industry: 'The industry is unclear, so competitors, costs and benchmarks cannot be checked yet.',
  places: 'No first market is named; a launch in one place is easier to prove and to fund.',
};

const FIELD_NAMES: Record<TBriefField, string> = {
  offering: 'what is sold',
  buyer: 'who pays',
  customer: 'the customer',
  business_model: 'the business model',
  industry: 'the industry',
  places: 'the first market',
};

export function verdictOf(c: TContext): TVerdictContent['verdict'] {
  const unclear = BRIEF_FIELDS.filter((field) => !c.sure(field));
  const confidence = BRIEF_FIELDS.reduce((sum, field) => sum + c.brief.confidence[field], 0) / BRIEF_FIELDS.length;
  if (unclear.length >= 2 || (c.model.capital_heavy && unclear.length >= 1)) return 'risky';
  if (unclear.length === 0 && confidence >= 0.8 && !c.model.capital_heavy && c.where) return 'promising';
  return 'needs_evidence';
}

export function writeVerdict(c: TContext): TVerdictContent {
  const verdict = verdictOf(c);
  const unclear = BRIEF_FIELDS.filter((field) => !c.sure(field));
  const [first, second] = c.alternatives;
  const red_flags = [
    `No evidence yet that ${c.customer} ${c.inMarket} will pay ${c.price} for ${c.offering}.`,
    ...c.red_flags.slice(0, 2).map((flag) => `${capitalise(flag)}.`),
    ...unclear.flatMap((field) => (field === 'business_model' ? [] : [UNCLEAR[field]])),
    ...c.red_flags.slice(c.model.red_flags.length, c.model.red_flags.length + 1).map((flag) => `${capitalise(flag)}.`),
    second
      ? `Competition from ${first} and ${second}: the reason for ${c.customer} to switch must be obvious.`
      : `Competition from ${first}: the reason for ${c.customer} to switch must be obvious.`,
    ...c.red_flags.slice(2).map((flag) => `${capitalise(flag)}.`),
  ];
  const green_lights = [
    ...c.strengths.slice(0, 2).map((strength) => `${capitalise(strength)}.`),
    c.where && `A focused first market: ${c.customer} in ${c.where}.`,
    c.b2b && `Businesses pay for what saves them time or money, and ${c.customer} can be reached one by one.`,
    c.trends[0] && `In your favour: ${c.trends[0]}.`,
  ].filter((item): item is string => typeof item === 'string');
  const price = c.assumptions.at(-1)!;
  const assumptions = [...c.assumptions.slice(0, -1).slice(0, 5), price];
  const summaries: Record<TVerdictContent['verdict'], string> = {
    promising: `${capitalise(c.venture)} for ${c.customer} ${c.inWhere}: a clear buyer and a tested way to make money. The next step is evidence that they pay ${c.price}.`,
    needs_evidence: `${capitalise(c.venture)} could work, but the idea rests on beliefs that are not yet tested, above all that ${c.customer} will pay ${c.price}.`,
    risky: unclear.length
      ? `As described, the idea has more open questions than evidence: ${joinList(unclear.map((field) => FIELD_NAMES[field]))} ${unclear.length > 1 ? 'are' : 'is'} still unclear. Answer the red flags below before spending.`
      : `The idea needs money up front, before demand for ${c.offering} is proven. Answer the red flags below before committing it.`,
  };
  return {
    verdict,
    summary: summaries[verdict],
    red_flags: [...new Set(red_flags)].slice(0, 6),
    green_lights: green_lights.slice(0, 6),
    assumptions,
  };
}

export function writeBusinessContext(c: TContext): TBusinessContextContent {
  return {
    summary: `${capitalise(c.venture)} for ${c.customer} ${c.inWhere}, making money through ${c.revenue[0]} (around ${c.price}).`,
    industry: c.industry ?? `${c.brief.industry.label} (to confirm)`,
    audience: c.customer,
    product_type: c.modelKnown
      ? BUSINESS_MODEL_LABELS[c.brief.business_model]
      : `${BUSINESS_MODEL_LABELS[c.brief.business_model]} (to confirm)`,
    business_model: `${capitalise(c.revenue[0]!)}, as ${withArticle(c.model.noun)}`,
    // The idea's acronyms as written ("GCSE"), other terms in lower case for search.
    key_terms: c.keyTerms.length
      ? c.keyTerms.slice(0, 10).map((term) => restoreCase(term, c.cases, { phrase: true }))
      : [c.bare],
    location: c.where,
  };
}
