import type { TInsightContent } from '@launchpad/shared';
import { agree, capitalise, joinList, withArticle } from './builtin.grammar';
import type { TContext } from './builtin.text';

type TWriter = (c: TContext) => { title: string; summary: string; points: (string | false | null | undefined)[] };

// The market, strategy and lean-canvas sections. Every one is written from the same context (the
// brief read through the business model and the industry family), so the boxes agree: the revenue
// box prices what the solution offers, the cost box counts what the model spends, and so on.
// Alternatives are written as list items or before a colon, never as the subject of a verb,
// because family phrases mix singulars ("a local provider") and plurals ("second-hand sites").

const second = (list: readonly string[]) => list[1] ?? list[0]!;

const INSIGHTS: Record<string, TWriter> = {
  CurrentMarket: (c) => ({
    title: `The market for ${c.offering} ${c.inWhere}`,
    summary: c
      .pick('CurrentMarket')
      .pick([
        `${c.customer} ${c.inMarket} already spend time and money on ${joinList(c.alternatives.slice(0, 2), 'or')}. The opening is ${c.venture} built around what they need.`,
        `Today ${c.customer} ${c.inMarket} get by with ${joinList(c.alternatives.slice(0, 2), 'or')}; few options are designed for them, which leaves room for ${c.venture}.`,
      ]),
    points: [
      `Who pays: ${c.customer} ${c.inMarket}${c.endUser ? `, for their ${c.endUser}` : ''}.`,
      `Competing options: ${joinList(c.alternatives.slice(0, 3))}.`,
      `Tailwind: ${c.pick('CurrentMarket.trend').pick(c.trends)}.`,
      `Size it from the bottom up: the number of ${c.customer} ${c.inMarket} × how often they buy × ${c.price}.`,
      c.operations.length > 7 && `What running it involves: ${joinList(c.operations.slice(7, 12))}.`,
      !c.industryKnown && `Industry: not yet clear from the idea, so this view stays general until you confirm it.`,
    ],
  }),
  ResourcesAndStrategy: (c) => ({
    title: `Resources and strategy to launch ${c.business}`,
    summary: `Start narrow: win ${c.customer} ${c.inMarket} first, with ${c.offering} built to do better than ${c.alternatives[0]}, then widen the offer.`,
    points: [
      `People: a founder who sells to ${c.customer} directly, and help with ${second(c.costs)}.`,
      `Budget first for ${joinList(c.costs.slice(0, 2))}, the main costs of ${withArticle(c.model.noun)}.`,
      `First channel to test: ${c.channels[0]}.`,
      c.operations.length > 2 && `Get the basics right early: ${joinList(c.operations.slice(0, 3))}.`,
      c.tentative &&
        c.tentative.operations.length > 2 &&
        `If the business is ${c.tentative.label}, as we assumed, the work turns on ${joinList([...new Set([...c.tentative.operations.slice(0, 3), ...c.tentative.operations.slice(-3)])])}; confirm the industry in the brief.`,
      c.institutions.length > 0 &&
        `Rules: check early which requirements of ${joinList(c.institutions.slice(0, 2))} apply to you.`,
      `Strategy: own a narrow niche before competing with ${second(c.alternatives)}.`,
    ],
  }),
  FutureDemands: (c) => {
    const trends = c.trends.slice(0, 3);
    return {
      title: `Where demand for ${c.offering} is heading`,
      summary:
        trends.length > 1
          ? `Two shifts favour ${c.offering} over the next few years: ${trends[0]} and ${trends[1]}.`
          : `One shift favours ${c.offering} over the next few years: ${trends[0]}.`,
      points: [
        ...trends.map(
          (trend, index) =>
            `${capitalise(trend)}: ${[`ask ${c.customer} in interviews how it changes what they buy`, 'a reason to start now rather than later', 'worth a line in the pitch, backed by a number you can source'][index]}.`,
        ),
        `Watch for: ${joinList(c.risks.slice(0, 3))}.`,
        c.risks.length > 3 && `Plan early for ${joinList(c.risks.slice(3, 6))}.`,
        c.tentative &&
          c.tentative.risks.length > 1 &&
          `If the industry is ${c.tentative.label}, as we assumed, also ${joinList(c.tentative.risks.slice(0, 4))}.`,
      ],
    };
  },
  StepsToStart: (c) => ({
    title: `Steps to start ${c.business}`,
    summary: `A first month that tests ${c.offering} with real ${c.customer} before building too much.`,
    points: [
      `Week 1: interview ten ${c.customer} ${c.inMarket} about how they get ${c.offering} today, or what they use instead.`,
      `Week 2: put up a landing page for ${c.offering} and collect sign-ups through ${c.channels[0]}.`,
      `Week 3: ${c.model.presale}.`,
      c.operations.length > 4 && `Also in week 3: line up ${joinList(c.operations.slice(3, 7))}.`,
      `Week 4: form the company, register a domain and set the first price, around ${c.price}.`,
      c.institutions.length > 0 &&
        `Before launch: check which requirements of ${joinList(c.institutions.slice(0, 2))} apply to you.`,
    ],
  }),
  CustomerSegments: (c) => ({
    title: `Who pays for ${c.offering}`,
    summary: c.b2b
      ? `The buyer is ${c.customer} ${c.inMarket}${c.endUser ? `, and the people who use it are their ${c.endUser}` : ''}. Early adopters are the ones already frustrated with ${c.alternatives[0]}.`
      : `Early adopters are ${c.customer} ${c.inMarket} who already feel the problem and look for something better than ${c.alternatives[0]}.`,
    points: [
      `Early adopters: ${c.customer} who already spend time or money on ${c.alternatives[0]}.`,
      c.b2b
        ? `Who signs off: the owner or manager at ${c.oneCustomer}.`
        : `Who pays: ${c.customer} themselves, at around ${c.price}.`,
      c.endUser && `Users: ${c.endUser}, whose experience decides whether ${c.customer} keep paying.`,
      c.where
        ? `Later: ${c.customer} beyond ${c.where}, once the offer works there.`
        : `Later: neighbouring groups of customers, once the first ${c.customer} buy again.`,
      !c.sure('customer') &&
        `Who pays is not clear from the idea: we assumed ${c.customer}. Correct it in the brief if not.`,
    ],
  }),
  Problem: (c) => ({
    title: `The problem ${c.customer} face`,
    summary:
      c.alternatives.length > 1
        ? `${c.customer} ${c.inMarket} who want ${c.offering} choose between ${joinList(c.alternatives.slice(0, 2))}, and neither was designed around what they need.`
        : `${c.customer} ${c.inMarket} who want ${c.offering} rely on ${c.alternatives[0]}, which was not designed around what they need.`,
    points: [
      `Finding ${c.offering} they can trust ${c.inMarket} takes too long.`,
      `${capitalise(c.alternatives[0]!)}: workable, but not built for ${c.customer}.`,
      `The cost adds up in money and time, and ${c.customer} rarely see it in one place.`,
      c.endUser && `Their ${c.endUser} feel it too, and expect better.`,
      c.customerTrade &&
        c.customerTrade.operations.length > 1 &&
        `Their days go on ${joinList(c.customerTrade.operations.slice(0, 3))}; every hour of admin is an hour away from that.`,
      c.customerTrade &&
        c.customerTrade.risks.length > 1 &&
        `What worries them already: ${joinList(c.customerTrade.risks.slice(0, 4))}.`,
      c.customerTrade &&
        c.customerTrade.costs.length > 1 &&
        `What eats their margin: ${joinList(c.customerTrade.costs.slice(0, 4))}.`,
    ],
  }),
  ExistingAlternatives: (c) => {
    const endings = c
      .pick('ExistingAlternatives')
      .some(
        [
          `familiar, but not built around ${c.customer}`,
          'often more costly in time than expected',
          'fine once in a while, weaker for regular needs',
          `much of the work still falls on ${c.customer}`,
          'hard to compare on price and quality',
        ],
        4,
      );
    return {
      title: `How ${c.customer} cope today`,
      summary: `Before ${c.offering}, ${c.customer} ${agree(c.customer, 'make', 'makes')} do with ${joinList(c.alternatives.slice(0, 4))}.`,
      points: [
        ...c.alternatives.slice(0, 4).map((alternative, index) => `${capitalise(alternative)}: ${endings[index]}.`),
        `To verify: which named providers ${c.customer} ${c.inMarket} mention most in interviews.`,
      ],
    };
  },
  Solution: (c) => ({
    title: `The solution: ${c.venture}`,
    summary: `${capitalise(c.venture)} that ${c.customer} ${c.inMarket} can ${c.model.purchase} ${c.pick('Solution').pick(['in a few minutes', `without the hassle of ${c.alternatives[0]}`, 'at a fair, clear price'])}.`,
    points: [
      `Core offer: ${c.offering} for ${c.customer}, priced from ${c.price}.`,
      `How it earns: ${c.revenue[0]}, then ${second(c.revenue)}.`,
      c.operations.length > 3 && `Day to day it runs on ${joinList(c.operations.slice(1, 4))}.`,
      c.customerTrade &&
        c.customerTrade.operations.length > 3 &&
        `Built around how they work: ${joinList(c.customerTrade.operations.slice(3, 8))}.`,
      `Better than ${c.alternatives[0]}: designed around ${c.customer}${c.where ? ` in ${c.where}` : ''} from the start.`,
      !c.sure('offering') &&
        `What is sold is not clear from the idea: we assumed ${c.offering}. Correct it in the brief if not.`,
    ],
  }),
  UniqueValueProposition: (c) => ({
    title: `Why ${c.customer} will choose you`,
    summary: c
      .pick('UniqueValueProposition')
      .pick([
        `${capitalise(c.offering)} for ${c.customer}, without the compromises of ${c.alternatives[0]}.`,
        `The easiest way for ${c.customer} ${c.inMarket} to get ${c.offering}.`,
      ]),
    points: [
      `Promise: ${c.customer} get ${c.offering} they can rely on, first time.`,
      c.customerTrade?.metrics.length
        ? `Proof to collect: the change in ${c.customerTrade.metrics[0]} at the first ${c.customer}.`
        : `Proof to collect: ${c.metrics[0]} from the first customers.`,
      `Price anchor: ${c.price}, against the cost of ${c.alternatives[0]} today.`,
    ],
  }),
  RevenueStreams: (c) => ({
    title: `Revenue streams for ${c.offering}`,
    summary: c.model.take_rate
      ? `Lead with a ${c.model.take_rate}% commission on each transaction (about ${c.price}), then add ${second(c.revenue)}.`
      : `Lead with ${c.revenue[0]}, at around ${c.price}, then add ${second(c.revenue)} once ${c.customer} come back.`,
    points: [
      `${capitalise(c.revenue[0]!)}: the first price to test is ${c.price}.`,
      `${capitalise(second(c.revenue))}: added once the first customers come back.`,
      c.revenue[2] && `${capitalise(c.revenue[2])}: a later stream, not part of the launch plan.`,
      !c.modelKnown && `The business model is not yet clear from the idea: choose one before setting prices.`,
    ],
  }),
  Channels: (c) => {
    const endings = [
      'the first channel to test, with a small fixed budget',
      'cheap to try in the first month',
      'worth testing once the first channel works',
      'measure the cost per paying customer before scaling',
    ];
    return {
      title: `Reaching ${c.customer} ${c.inWhere}`,
      summary: `Go where ${c.customer} already look: ${joinList(c.channels.slice(0, 2))}.`,
      points: [
        ...c.channels.slice(0, 4).map((channel, index) => `${capitalise(channel)}: ${endings[index]}.`),
        c.b2b && `Direct sales: contact ${c.customer} one by one; the first ten customers rarely come from ads.`,
      ],
    };
  },
  CostStructure: (c) => {
    const endings = [
      'keep it variable while the first customers come in',
      'get two quotes before committing',
      `check it against a price of ${c.price}`,
      'review it every month',
      'budget for it from the first sale',
      'watch it as you grow',
    ];
    return {
      title: `What it costs to deliver ${c.offering}`,
      summary: `The main costs of ${withArticle(c.model.noun)} ${c.inMarket}: ${joinList(c.costs.slice(0, 4))}.${c.industryKnown ? '' : ' Costs particular to your industry are left out until you confirm it.'}`,
      points: [
        ...c.costs.slice(0, 5).map((cost, index) => `${capitalise(cost)}: ${endings[index]}.`),
        c.costs.length > 5 && `Also in the budget: ${joinList(c.costs.slice(5, 9))}.`,
        c.tentative &&
          c.tentative.costs.length > 1 &&
          `If the industry is ${c.tentative.label}, as we assumed, add ${joinList(c.tentative.costs.slice(0, 4))}.`,
      ],
    };
  },
  KeyMetrics: (c) => {
    const endings = [
      'the first number to watch',
      'check it every week',
      'compare it with the plan each month',
      'track it from the first customer',
      'the number an investor will ask for',
      'a sign of whether growth is healthy',
    ];
    return {
      title: `Key metrics for ${c.business}`,
      summary: `Track a few numbers every week from the first ${c.customer} onwards, starting with ${c.metrics[0]}.`,
      points: [
        ...c.metrics.slice(0, 4).map((metric, index) => `${capitalise(metric)}: ${endings[index]}.`),
        c.metrics.length > 4 && `Then, as the numbers grow: ${joinList(c.metrics.slice(4, 9))}.`,
        c.tentative &&
          c.tentative.metrics.length > 1 &&
          `If the industry is ${c.tentative.label}, as we assumed, also ${joinList(c.tentative.metrics.slice(0, 4))}.`,
        c.customerTrade &&
          c.customerTrade.metrics.length > 1 &&
          `Their numbers: ${joinList(c.customerTrade.metrics.slice(0, 3))}, before and after they start with you.`,
      ],
    };
  },
  UnfairAdvantage: (c) => ({
    title: `What is hard to copy about ${c.business}`,
    summary: `An advantage grows from knowing ${c.customer} ${c.inMarket} better than anyone, and from ${c.moats[0]}.`,
    points: [
      ...c.moats.map((moat) => `${capitalise(moat)}.`),
      `Community: ${c.customer} who recommend you to others like them.`,
      `Insight: first-hand data on ${second(c.metrics)}.`,
      c.operations.length > 1 &&
        `Know-how: ${joinList(c.operations.slice(0, 2))}, handled better than newcomers manage.`,
    ],
  }),
};

export const INSIGHT_SECTIONS = Object.keys(INSIGHTS);

export function writeInsight(section: string, context: TContext): TInsightContent {
  const writer = INSIGHTS[section];
  if (!writer) throw new Error(`no insight writer for ${section}`);
  const content = writer(context);
  const points = content.points.filter((point): point is string => typeof point === 'string' && point.length > 0);
  return { title: content.title, summary: content.summary, points: points.slice(0, 6) };
}
