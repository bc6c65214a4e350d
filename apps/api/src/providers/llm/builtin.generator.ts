import type { TGeneratedSection } from '@launchpad/shared';
import { agree, capitalise, countryPhrase, joinList, pluralNoun, polishSection, titleCase } from './builtin.grammar';
import { INSIGHT_SECTIONS, writeInsight } from './builtin.insights';
import { formationCountryFor, formationCountryName, locationOf } from './builtin.location';
import { draftBusinessNames } from './builtin.names';
import { type TContext, contextOf } from './builtin.text';
import { writeInterview, writeValidation } from './builtin.validation';
import { writeBusinessContext, writeVerdict } from './builtin.verdict';
import type { TGenerateInput, TIdeaAnalysis, TLlmProvider } from './llm.provider';

type TWriter = (c: TContext) => unknown;

/** How each personality trait shows in words and in type. */
const TRAITS: Record<string, { says: string; type: string }> = {
  warm: { says: 'friendly and personal, never corporate', type: 'rounded' },
  bold: { says: 'clear opinions, stated simply', type: 'heavy geometric' },
  trustworthy: { says: 'clear prices and promises kept', type: 'solid' },
  playful: { says: 'light-hearted without being silly', type: 'rounded' },
  expert: { says: 'knows the field inside out and shows it calmly', type: 'precise' },
  'down-to-earth': { says: 'plain words, no jargon', type: 'simple' },
  optimistic: { says: 'focused on what gets better', type: 'open' },
  calm: { says: 'reassuring when something goes wrong', type: 'light' },
};

/** Headings of the recommendation blocks: who the founder may meet, never who backs the startup. */
function recommendationTitles(c: TContext) {
  const field = c.industry ?? null;
  const kind = pluralNoun(c.model.noun);
  return {
    founders: field ? `Founders who have built in ${field}` : `Founders who have built ${kind}`,
    investors: field ? `Investors who fund ${field}` : `Investors who fund early-stage ${kind}`,
    events: field ? `Events for ${field} founders` : 'Events for early-stage founders',
    communities: field ? `Communities for ${field} founders` : `Communities for founders of ${kind}`,
    perks: field ? `Perks for ${field} founders` : 'Perks for early-stage founders',
  };
}

const WRITERS: Partial<Record<TGeneratedSection, TWriter>> = {
  ...(Object.fromEntries(
    INSIGHT_SECTIONS.map((section) => [section, (c: TContext) => writeInsight(section, c)]),
  ) as Record<string, TWriter>),
  ValidationData: writeValidation,
  InterviewQuestionnaire: writeInterview,
  BrandWheel: (c) => {
    const p = c.pick('BrandWheel');
    const traits = p.some(Object.keys(TRAITS), 3);
    const [lead = 'warm'] = traits;
    const colours = c.family.colours.slice(0, 2).map(([name, hex]) => ({ name, hex }));
    return {
      brand_wheel: {
        brand_attributes: {
          essence: `${capitalise(c.bare)}, made easy for ${c.customer}`,
          personality: traits.map((trait) => `${capitalise(trait)}: ${TRAITS[trait]!.says}`),
          values: [
            'Honest, clear prices',
            `Care for ${c.customer}${c.endUser ? ` and their ${c.endUser}` : ''}`,
            p.pick([
              'Reliability: doing what we promise, every time',
              'Simplicity: fewer steps, fewer surprises',
              'Respect for people’s time',
            ]),
          ],
          benefits: [
            `Saves ${c.customer} time compared with ${c.alternatives[0]}`,
            `${capitalise(c.offering)} they can trust`,
            c.where ? `Made for ${c.where}` : `Clear pricing from ${c.price}`,
          ],
          tone_of_voice: [
            `Speaks plainly about ${c.offering}`,
            `${capitalise(lead)}, never pushy`,
            c.b2b ? 'Professional, without jargon' : 'Friendly and direct',
          ],
        },
        visual_identity: {
          colours: [...colours, { name: 'Ink', hex: p.pick(['#1B1B1E', '#222831', '#2B2D42']) }],
          typography: [`A ${TRAITS[lead]!.type} sans-serif for headings`, 'A clear humanist sans-serif for body text'],
          imagery: [
            `Real ${c.customer} with ${c.offering}`,
            c.b2b ? `Behind the scenes at ${c.customer}` : `Everyday moments in the lives of ${c.customer}`,
          ],
          logo_direction: `A simple wordmark with one distinctive letter, in ${(colours[0]?.name ?? 'the main colour').toLowerCase()}, that still reads well at small sizes.`,
        },
      },
    };
  },
  ElevatorPitch: (c) => {
    const p = c.pick('ElevatorPitch');
    const [first, second] = c.alternatives;
    return {
      one_liner: p.pick([
        `${capitalise(c.offering)} for ${c.customer} ${c.inWhere}.`,
        `${capitalise(c.venture)}, made for ${c.customer} ${c.inWhere}.`,
      ]),
      hook: p.pick([
        `Ask ${c.customer} ${c.inMarket} how they get ${c.offering} today, and you will hear about ${joinList([first!, second ?? ''], 'or')}.`,
        `${c.customer} ${c.inMarket} still ${agree(c.customer, 'make', 'makes')} do with ${joinList([first!, second ?? ''], 'or')}. There is a better way to get ${c.offering}.`,
      ]),
      pitch: [
        `For ${c.customer} ${c.inMarket} who ${agree(c.customer, 'make', 'makes')} do with ${first} today, we offer ${c.venture}.`,
        `Unlike ${second ?? first}, it is built around ${c.customer} from the start, and it earns through ${c.revenue[0]}, from ${c.price}.`,
        c.endUser ? `Their ${c.endUser} get a better experience, which keeps ${c.customer} paying.` : '',
        c.trends[0] ? `Now is the time: ${c.trends[0]}.` : '',
      ].join(' '),
      call_to_action: `We are looking for our first ${c.b2b ? 10 : 50} ${c.customer} ${c.inWhere}: join the waiting list for ${c.offering}.`,
    };
  },
  DynamicTitles: (c) => {
    const formation = formationCountryName(formationCountryFor(c.brief.places[0]?.country_code ?? null));
    const titles = {
      lean_canvas: `lean canvas for ${c.bare}`,
      brand_names: `brand names for ${c.bare}`,
      domains: `domains for ${c.bare}`,
      company_formation: `form your company in ${countryPhrase(formation)}`,
      brand_wheel: `brand wheel for ${c.bare}`,
      elevator_pitch: `your pitch for ${c.bare}`,
      validation: `validating ${c.bare}`,
      validation_experiments: `experiments with ${c.customer}`,
      ...recommendationTitles(c),
    };
    return { titles: Object.fromEntries(Object.entries(titles).map(([key, title]) => [key, titleCase(title)])) };
  },
  LocationData: (c) => locationOf(c.brief),
  LandingPageContent: (c) => {
    const p = c.pick('LandingPageContent');
    const titles = recommendationTitles(c);
    const [featureTitle, featureText] = c.model.feature;
    return {
      main_title: p.pick([`${capitalise(c.bare)} for ${c.customer}`, `${capitalise(c.bare)}, made for ${c.customer}`]),
      subtitle: `${capitalise(c.venture)} for ${c.customer} ${c.inWhere}, from ${c.price}. Join the waiting list to hear when we launch.`,
      prototype_title: `A first look at ${c.offering}`,
      event_title: titles.events,
      community_title: titles.communities,
      investor_title: titles.investors,
      perk_title: titles.perks,
      founder_title: titles.founders,
      call_to_action: p.pick(['Join the waiting list', 'Get early access', 'Learn more and join the waiting list']),
      features: [
        {
          title: `Made for ${c.customer}`,
          description: `${capitalise(c.offering)} designed around what ${c.customer} ${agree(c.customer, 'need', 'needs')}, not a one-size-fits-all option.`,
        },
        { title: 'Clear prices', description: `From ${c.price}, with no hidden extras.` },
        { title: featureTitle, description: featureText },
        ...(c.where && c.brief.scope === 'local'
          ? [
              {
                title: `Starting in ${c.where}`,
                description: `We are launching first ${c.inWhere}, so we can get to know our first customers well.`,
              },
            ]
          : []),
      ],
    };
  },
  BusinessContext: writeBusinessContext,
  Verdict: writeVerdict,
};

/** Writes one section from an idea's analysis: every prose string polished, codes left as they are. */
export function writeSection(section: TGeneratedSection, analysis: TIdeaAnalysis): unknown {
  if (section === 'BusinessName') return draftBusinessNames(analysis);
  const writer = WRITERS[section];
  if (!writer) throw new Error(`The built-in generator cannot write ${section}.`);
  const context = contextOf(analysis);
  return polishSection(writer(context), context.cases);
}

/** The built-in offline generator: no network, the same brief always gives the same sections. */
export function createBuiltinGenerator(): TLlmProvider {
  return {
    name: 'builtin',
    generate: async ({ section, analysis }: TGenerateInput) => writeSection(section, analysis),
  };
}
