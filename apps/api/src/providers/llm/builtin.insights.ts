import type { TInsightContent } from '@launchpad/shared';
import type { TIdeaAnalysis } from './idea-analysis';
import { type TPicker, capitalise, picker, vocabulary } from './builtin.text';

type TVocabulary = ReturnType<typeof vocabulary>;
type TWriter = (v: TVocabulary, p: TPicker) => { title: string; summary: string; points: string[] };

// Every sentence names something from the idea (its product, audience, terms, place or industry), so
// two ideas never share a paragraph. Variants are chosen by a seed fixed by the idea's text.

const INSIGHTS: Record<string, TWriter> = {
  CurrentMarket: (v, p) => ({
    title: `The market for ${v.product} ${v.inWhere}`,
    summary: p.pick([
      `${v.Audience} ${v.inWhere} already spend on ${v.ind.label}, but few offers are built around ${v.product}. The opening is a focused ${v.type} that does one job for them very well.`,
      `Demand for ${v.product} sits inside the wider ${v.ind.label} market ${v.inWhere}, where ${v.audience} are underserved by ${v.ind.alternatives[0]}.`,
    ]),
    points: [
      `Who pays: ${v.audience} ${v.inWhere}, reached first through ${v.ind.channels[0]}.`,
      `Competing options for ${v.term}: ${v.ind.alternatives.join(', ')}.`,
      `Tailwind for ${v.product}: ${p.pick(v.ind.trends)}.`,
      `Size it bottom-up: the number of ${v.audience} ${v.inWhere} × how often they need ${v.term2} × your price.`,
    ],
  }),
  ResourcesAndStrategy: (v, p) => ({
    title: `Resources and strategy to launch ${v.product}`,
    summary: `Start narrow: win ${v.audience} ${v.inWhere} with a ${v.type} that ${p.pick(['does', 'handles'])} "${v.offering}" better than ${v.ind.alternatives[0]}, then widen the offer.`,
    points: [
      `People: a founder who owns sales to ${v.audience}, plus help with ${p.pick(v.ind.costs)}.`,
      `Budget first for ${v.ind.costs.slice(0, 2).join(' and ')} — the main costs of a ${v.ind.label} ${v.type}.`,
      `Partners: ${v.ind.channels[2]} can bring the first ${v.term} customers ${v.inWhere}.`,
      `Strategy: own the ${v.term2} niche before competing with ${v.ind.alternatives[1] ?? v.ind.alternatives[0]}.`,
    ],
  }),
  FutureDemands: (v, p) => ({
    title: `Where demand for ${v.product} is heading`,
    summary: `${capitalise(v.ind.trends[0] as string)} and ${v.ind.trends[1]} should grow demand for ${v.product} among ${v.audience} over the next few years.`,
    points: v.ind.trends
      .map((trend) => `${capitalise(trend)}: how it changes what ${v.audience} expect from ${v.term}.`)
      .concat(`Watch for: ${p.pick(v.ind.risks)}, which could slow ${v.product} ${v.inWhere}.`),
  }),
  StepsToStart: (v) => ({
    title: `Steps to start your ${v.term} ${v.type}`,
    summary: `A first month that tests ${v.product} with real ${v.audience} before building too much.`,
    points: [
      `Week 1: interview ten ${v.audience} ${v.inWhere} about how they handle ${v.term} today.`,
      `Week 2: put up a landing page for ${v.product} and collect sign-ups from ${v.ind.channels[0]}.`,
      `Week 3: deliver ${v.product} by hand to the first five ${v.audience} (concierge test).`,
      `Week 4: form the company${v.where === 'your first market' ? '' : ` in ${v.where}`}, register a domain and set a price from what you learnt.`,
    ],
  }),
  CustomerSegments: (v, p) => ({
    title: `Who needs ${v.product}`,
    summary: `Early adopters are ${v.audience} ${v.inWhere} who already feel the pain around ${v.term} and are actively looking for a fix.`,
    points: [
      `Early adopters: ${v.audience} who ${p.pick(['already pay for', 'regularly complain about', 'hack together'])} ${v.ind.alternatives[0]}.`,
      `Main segment: ${v.audience} ${v.inWhere} needing ${v.term2} every week.`,
      `Later: ${v.ind.audience} beyond ${v.where} once ${v.product} is proven.`,
    ],
  }),
  Problem: (v) => ({
    title: `The problem ${v.audience} face`,
    summary: `Today ${v.audience} ${v.inWhere} struggle to get ${v.product} that fits their lives; the options around ${v.term} are slow, costly or generic.`,
    points: [
      `Finding trustworthy ${v.term} options ${v.inWhere} takes too long.`,
      `${capitalise(v.ind.alternatives[0] as string)} do not fit what ${v.audience} need from ${v.term2}.`,
      `Costs add up: ${v.audience} pay for ${v.term3} in time as well as money.`,
    ],
  }),
  ExistingAlternatives: (v) => ({
    title: `How ${v.audience} cope today`,
    summary: `Before ${v.product}, ${v.audience} make do with ${v.ind.alternatives.join(', ')}.`,
    points: v.ind.alternatives.map(
      (alt) => `${capitalise(alt)}: workable for ${v.term}, but not built for ${v.audience} ${v.inWhere}.`,
    ),
  }),
  Solution: (v, p) => ({
    title: `Your ${v.type}: ${v.product}`,
    summary: `A ${v.type} that lets ${v.audience} ${v.offering.replace(/^offer /, 'get ')} ${v.inWhere}, ${p.pick(['in minutes', 'without the hassle', 'at a fair price'])}.`,
    points: [
      `Core feature: ${v.offering} for ${v.audience}.`,
      `Make ${v.term2} simple: clear prices, reviews and reminders.`,
      `Built for ${v.where}: local ${v.term} knowledge that ${v.ind.alternatives[0]} lack.`,
    ],
  }),
  UniqueValueProposition: (v, p) => ({
    title: `Why ${v.audience} will choose you`,
    summary: p.pick([
      `${v.Product} for ${v.audience}, without the compromises of ${v.ind.alternatives[0]}.`,
      `The easiest way for ${v.audience} ${v.inWhere} to ${v.offering.replace(/^offer /, 'get ')}.`,
    ]),
    points: [
      `High-level concept: "${capitalise(v.ind.alternatives[0] as string)}, rebuilt around ${v.term}".`,
      `Promise: ${v.audience} get ${v.term2} they trust, first time.`,
      `Proof point to collect: ${v.ind.metrics[0]} for ${v.product}.`,
    ],
  }),
  RevenueStreams: (v) => ({
    title: `How ${v.product} makes money`,
    summary: `Lead with ${v.ind.revenue[0]}, then add ${v.ind.revenue[1]} once ${v.audience} come back for ${v.term}.`,
    points: v.ind.revenue.slice(0, 3).map((stream) => `${capitalise(stream)} from ${v.audience} buying ${v.term}.`),
  }),
  Channels: (v) => ({
    title: `Reaching ${v.audience} ${v.inWhere}`,
    summary: `Go where ${v.audience} already look for ${v.term}: ${v.ind.channels.slice(0, 2).join(' and ')}.`,
    points: v.ind.channels
      .map((channel) => `${capitalise(channel)}: tell the ${v.product} story to ${v.audience}.`)
      .slice(0, 4),
  }),
  CostStructure: (v) => ({
    title: `What running ${v.product} costs`,
    summary: `Main costs of a ${v.ind.label} ${v.type} ${v.inWhere}: ${v.ind.costs.join(', ')}.`,
    points: v.ind.costs.map(
      (cost) => `${capitalise(cost)} — keep it variable while ${v.product} finds its first ${v.audience}.`,
    ),
  }),
  KeyMetrics: (v) => ({
    title: `Numbers that show ${v.product} is working`,
    summary: `Track a few measures weekly from the first ${v.audience} onwards, starting with ${v.ind.metrics[0]}.`,
    points: v.ind.metrics.map((metric) => `${capitalise(metric)} for ${v.term} ${v.inWhere}.`),
  }),
  UnfairAdvantage: (v, p) => ({
    title: `What is hard to copy about ${v.product}`,
    summary: `An advantage grows from knowing ${v.audience} ${v.inWhere} better than anyone, and from the ${v.term} data you collect.`,
    points: [
      `Community: a loyal base of ${v.audience} who recommend ${v.product}.`,
      `Insight: first-hand data on ${v.term2} and ${p.pick(v.ind.metrics)}.`,
      `Position: early partnerships with ${v.ind.channels[2] ?? v.ind.channels[0]} ${v.inWhere}.`,
    ],
  }),
};

export const INSIGHT_SECTIONS = Object.keys(INSIGHTS);

export function writeInsight(section: string, analysis: TIdeaAnalysis): TInsightContent {
  const writer = INSIGHTS[section];
  if (!writer) throw new Error(`no insight writer for ${section}`);
  const content = writer(vocabulary(analysis), picker(analysis, section));
  return { title: capitalise(content.title), summary: content.summary, points: content.points.slice(0, 5) };
}
