import type { TGeneratedSection } from '@launchpad/shared';
import { INSIGHT_SECTIONS, writeInsight } from './builtin.insights';
import { draftBusinessNames } from './builtin.names';
import { capitalise, picker, titleCase, vocabulary } from './builtin.text';
import type { TIdeaAnalysis } from './idea-analysis';
import type { TGenerateInput, TLlmProvider } from './llm.provider';

type TWriter = (analysis: TIdeaAnalysis) => unknown;

const WRITERS: Partial<Record<TGeneratedSection, TWriter>> = {
  ValidationData: (a) => {
    const v = vocabulary(a);
    const assumptions = [
      {
        id: 'A1',
        statement: `${v.Audience} ${v.inWhere} have a real problem with ${v.term}.`,
        risk: 'high',
        canvas_box: 'Problem',
      },
      {
        id: 'A2',
        statement: `${v.Audience} will pay for ${v.product} through ${v.ind.revenue[0]}.`,
        risk: 'high',
        canvas_box: 'RevenueStreams',
      },
      {
        id: 'A3',
        statement: `${capitalise(v.ind.channels[0] as string)} can reach ${v.audience} at a sensible cost.`,
        risk: 'medium',
        canvas_box: 'Channels',
      },
      {
        id: 'A4',
        statement: `${v.Product} is clearly better than ${v.ind.alternatives[0]} for ${v.term2}.`,
        risk: 'medium',
        canvas_box: 'UniqueValueProposition',
      },
    ] as const;
    return {
      summary: `Test the riskiest beliefs behind ${v.product} first: that ${v.audience} feel the problem, and that they will pay.`,
      assumptions,
      experiments: [
        {
          id: 'E1',
          assumption_id: 'A1',
          name: `Problem interviews with ${v.audience}`,
          method: `Talk to 10 ${v.audience} ${v.inWhere} about their last ${v.term} experience; ask, do not pitch.`,
          success_metric: `7 of 10 describe the ${v.term} problem unprompted`,
          duration_days: 7,
        },
        {
          id: 'E2',
          assumption_id: 'A2',
          name: `Pre-sale of ${v.product}`,
          method: `Offer ${v.product} at your intended price on a landing page and take deposits.`,
          success_metric: `5% of visitors from ${v.ind.channels[0]} pay a deposit`,
          duration_days: 14,
        },
        {
          id: 'E3',
          assumption_id: 'A3',
          name: `Channel test: ${v.ind.channels[0]}`,
          method: `Spend a small fixed budget reaching ${v.audience} through ${v.ind.channels[0]}.`,
          success_metric: `Sign-ups for ${v.term} below £10 each`,
          duration_days: 10,
        },
        {
          id: 'E4',
          assumption_id: 'A4',
          name: `Concierge ${v.term2} test`,
          method: `Deliver ${v.product} by hand to five ${v.audience} and compare with ${v.ind.alternatives[0]}.`,
          success_metric: `4 of 5 would be disappointed to lose it`,
          duration_days: 21,
        },
      ],
    };
  },
  BrandWheel: (a) => {
    const v = vocabulary(a);
    const p = picker(a, 'BrandWheel');
    const personality = p.some(
      ['warm', 'bold', 'trustworthy', 'playful', 'expert', 'down-to-earth', 'optimistic', 'calm'],
      3,
    );
    return {
      brand_wheel: {
        brand_attributes: {
          essence: `${capitalise(v.term)} made easy for ${v.audience}`,
          personality: personality.map(
            (trait) => `${capitalise(trait)} — the way ${v.audience} should feel about ${v.term}`,
          ),
          values: [`Honest ${v.term} pricing`, `Care for ${v.audience}`, `${capitalise(p.pick(a.industry.trends))}`],
          benefits: [
            `Saves ${v.audience} time on ${v.term2}`,
            `${capitalise(v.product)} they can trust`,
            `Made for ${v.where}`,
          ],
          tone_of_voice: [
            `Speaks plainly about ${v.term}`,
            `${capitalise(personality[0] as string)}, never pushy`,
            `Local to ${v.where}`,
          ],
        },
        visual_identity: {
          colours: [
            ...a.industry.colours.map(([name, hex]) => ({ name, hex })),
            { name: 'Ink', hex: p.pick(['#1B1B1E', '#222831', '#2B2D42']) },
          ],
          typography: [
            `A ${personality[0]} rounded sans for headings about ${v.term}`,
            'A clear humanist sans for body text',
          ],
          imagery: [`Real ${v.audience} using ${v.product}`, `Close-ups of ${v.term2} ${v.inWhere}`],
          logo_direction: `A simple mark built from the letter ${v.term[0]?.toUpperCase()} and a ${v.term} motif, in ${(a.industry.colours[0]?.[0] ?? 'the main colour').toLowerCase()}.`,
        },
      },
    };
  },
  InterviewQuestionnaire: (a) => {
    const v = vocabulary(a);
    return {
      introduction: `Questions for ${v.audience} ${v.inWhere}. Ask about the past, not hypotheticals, and listen for how they solve ${v.term} today.`,
      questions: [
        {
          question: `When did you last deal with ${v.term}? Talk me through it.`,
          purpose: `Real behaviour around ${v.term}`,
        },
        {
          question: `What did you use — ${v.ind.alternatives.slice(0, 2).join(' or ')}? Why that?`,
          purpose: 'Existing alternatives',
        },
        { question: `What was the hardest part about getting ${v.term2}?`, purpose: 'Size of the problem' },
        { question: `How much did ${v.term} cost you last month, in money and time?`, purpose: 'Willingness to pay' },
        { question: `Where do you look for advice on ${v.term}?`, purpose: `Channels to reach ${v.audience}` },
        {
          question: `If ${v.product} existed tomorrow, what would make you switch from ${v.ind.alternatives[0]}?`,
          purpose: 'Switching triggers',
        },
        { question: `Who else ${v.inWhere} should I talk to about ${v.term}?`, purpose: 'More interviews' },
      ],
    };
  },
  ElevatorPitch: (a) => {
    const v = vocabulary(a);
    const p = picker(a, 'ElevatorPitch');
    return {
      one_liner: `${v.Product} for ${v.audience} ${v.inWhere}.`,
      hook: p.pick([
        `Every week ${v.audience} ${v.inWhere} lose time to ${v.term} that should take minutes.`,
        `Ask any of the ${v.audience} ${v.inWhere} about ${v.term} and you will hear the same frustration.`,
      ]),
      pitch: `For ${v.audience} who are let down by ${v.ind.alternatives[0]}, we ${v.offering} ${v.inWhere}. Unlike ${v.ind.alternatives[1] ?? v.ind.alternatives[0]}, our ${v.type} is built around ${v.terms}, and we earn through ${v.ind.revenue[0]}. ${capitalise(v.ind.trends[0] as string)} makes now the moment.`,
      call_to_action: `We are looking for our first 50 ${v.audience} ${v.inWhere} — join the ${v.term} waiting list.`,
    };
  },
  DynamicTitles: (a) => {
    const v = vocabulary(a);
    const t = (text: string) => titleCase(text);
    return {
      titles: {
        lean_canvas: t(`lean canvas for ${v.product}`),
        founders: t(`founders who built in ${v.industry}`),
        brand_names: t(`names for your ${v.term} ${v.type}`),
        domains: t(`domains for ${v.product}`),
        company_formation: `Form your company${a.location.country ? ` in ${a.location.country}` : ''}`,
        brand_wheel: t(`brand wheel for ${v.product}`),
        communities: t(`communities of ${v.audience}`),
        elevator_pitch: t(`your ${v.term} pitch`),
        investors: t(`investors backing ${v.industry}`),
        validation: t(`validating ${v.product}`),
        events: t(`${v.industry} events ${v.inWhere}`),
        validation_experiments: t(`experiments with ${v.audience}`),
        perks: t(`perks for ${v.industry} founders`),
      },
    };
  },
  LocationData: (a) => a.location,
  BusinessName: (a) => draftBusinessNames(a),
  LandingPageContent: (a) => {
    const v = vocabulary(a);
    const p = picker(a, 'LandingPageContent');
    return {
      main_title: p.pick([
        `${v.Product}, made for ${v.audience}`,
        `The simplest way to ${v.offering.replace(/^offer /, 'get ')}`,
      ]),
      subtitle: `${capitalise(v.type)} for ${v.audience} ${v.inWhere}: ${v.terms}, without the hassle of ${v.ind.alternatives[0]}.`,
      prototype_title: `See how ${v.product} works`,
      event_title: `Meet the ${v.industry} crowd ${v.inWhere}`,
      community_title: `Join ${v.audience} talking ${v.term}`,
      investor_title: `Backed by people who know ${v.industry}`,
      perk_title: `Perks for building ${v.product}`,
      founder_title: `Founders who have built in ${v.industry}`,
      call_to_action: `Join the ${v.term} waiting list`,
      features: [
        {
          title: capitalise(v.term),
          description: `${v.Product} designed around what ${v.audience} need from ${v.term}.`,
        },
        { title: capitalise(v.term2), description: `Clear prices and no surprises on ${v.term2}.` },
        {
          title: `Made for ${v.where}`,
          description: `Local knowledge of ${v.term3} ${v.inWhere} that ${v.ind.alternatives[0]} lack.`,
        },
      ],
    };
  },
  BusinessContext: (a) => ({
    summary: `A ${a.productType} that helps ${a.audience} ${a.offering.replace(/^offer /, 'get ')}${a.location.location ? ` in ${a.location.location}` : ''}.`,
    industry: a.industry.label,
    audience: a.audience,
    product_type: a.productType,
    business_model: a.industry.revenue[0] as string,
    key_terms: a.keyTerms.slice(0, 10),
    location: a.location.location,
  }),
};

/** The built-in offline generator: no network, the same idea always gives the same sections. */
export function createBuiltinGenerator(): TLlmProvider {
  return {
    name: 'builtin',
    generate: async ({ section, analysis }: TGenerateInput) => {
      if (INSIGHT_SECTIONS.includes(section)) return writeInsight(section, analysis);
      const writer = WRITERS[section];
      if (!writer) throw new Error(`The built-in generator cannot write ${section}.`);
      return writer(analysis);
    },
  };
}
