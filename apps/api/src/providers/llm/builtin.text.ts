import {
  BRIEF_CONFIDENT,
  GENERAL_FAMILY,
  INDUSTRY_CONFIDENT,
  type TBriefField,
  type TIndustryFamily,
  familyByKey,
} from '@launchpad/shared';
import { industryDetail } from '@launchpad/shared/domain/industries/details/index';
import {
  asObject,
  caseMapOf,
  countryPhrase,
  joinList,
  pluralPhrase,
  restoreCase,
  singularPhrase,
  withArticle,
} from './builtin.grammar';
import { GENERAL_MODEL, type TModelProfile, modelProfile } from './builtin.models';
import { localPhrases } from './builtin.location';
import { formatPrice, rateNote } from './builtin.money';
import { hashText } from './brief/tokens';
import type { TIdeaAnalysis } from './llm.provider';

export { capitalise, titleCase } from './builtin.grammar';

export { hashText };

/** mulberry32: a small seeded generator, so the same brief and section always make the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TPicker = {
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a seeded order. */
  some<T>(items: readonly T[], count: number): T[];
};

export function picker(analysis: Pick<TIdeaAnalysis, 'seed'>, salt: string): TPicker {
  const random = seededRandom(analysis.seed ^ hashText(salt));
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T,
    some: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const out: T[] = [];
      while (pool.length && out.length < count) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
      return out;
    },
  };
}

// ---- The context every section is written from -------------------------------------------------------

/** An industry reading this sure is offered as an assumption to confirm; below it, not at all. */
const TENTATIVE = 0.25;

/** How a business of each model is named around its offering, unless the offering already says it. */
const VENTURE: Record<TModelProfile['key'], { frame: string; says: RegExp }> = {
  subscription: { frame: 'a subscription for {offering}', says: /\b(subscriptions?|box(es)?|membership|plan)\b/i },
  marketplace: { frame: 'a marketplace for {offering}', says: /\b(marketplace|platform|exchange)\b/i },
  rental: { frame: 'a rental service for {offering}', says: /\b(rentals?|hire|leasing)\b/i },
  saas: {
    frame: 'software for {offering}',
    says: /\b(software|platform|tool|dashboard|assistant|system|saas|api|app)\b/i,
  },
  app: { frame: 'an app for {offering}', says: /\b(apps?|platform)\b/i },
  retail: { frame: 'a brand of {offering}', says: /\b(shops?|stores?|brands?|boutiques?|ranges?)\b/i },
  hardware: { frame: '{offering}', says: /./ },
  service: {
    frame: 'a service offering {offering}',
    says: /\b(service|services|repairs?|cleaning|care|coaching|walking|delivery|tutoring|therapy|consulting|support)\b/i,
  },
  agency: { frame: 'an agency offering {offering}', says: /\b(agency|studio|consultancy)\b/i },
  education: {
    frame: 'a course in {offering}',
    says: /\b(course|courses|classes|class|training|tutoring|lessons|bootcamp|programme|school|academy|workshops?)\b/i,
  },
  content: {
    frame: 'a media brand about {offering}',
    says: /\b(podcast|newsletter|channel|magazine|publication|blog|videos?|network)\b/i,
  },
  venue: {
    frame: 'a venue for {offering}',
    says: /\b(café|cafe|bar|gym|studio|venue|space|restaurant|pub|club|centre|center|hall|shop)\b/i,
  },
  manufacturing: {
    frame: 'a maker of {offering}',
    says: /\b(factory|manufactur\w*|workshop|brewery|bakery|distillery|roastery)\b/i,
  },
  general: { frame: '{offering}', says: /./ },
};

export type TContext = ReturnType<typeof contextOf>;

/**
 * One word for each kind an industry's label lists: "music, art and dance schools" → music, art, dance; "pet
 * grooming, sitting and walking" → grooming, sitting, walking (the first item's first words qualify them all).
 */
function kindsOf(label: string): string[] {
  const items = label.split(/,\s*|\s+and\s+/).map((item) => item.trim().split(/\s+/));
  if (items.length < 3) return [];
  return items.flatMap((words, i) => {
    const word = i === 0 ? words.at(-1) : words[0];
    return word && word !== 'other' ? [word.replace(/s$/, '')] : [];
  });
}

/** The kinds an industry's label lists that the idea does not name, when it names one of them; else none. */
function kindsNotNamed(label: string, text: string): RegExp[] {
  const kinds = kindsOf(label).map((kind) => new RegExp(`\\b${kind}(?:e?s)?\\b`, 'i'));
  const named = kinds.filter((pattern) => pattern.test(text));
  return named.length ? kinds.filter((pattern) => !named.includes(pattern)) : [];
}

/** The words and numbers every section of one idea is written from. */
export function contextOf(analysis: TIdeaAnalysis) {
  const { brief } = analysis;
  const sure = (field: TBriefField) =>
    brief.corrected.includes(field) ||
    brief.confidence[field] >= (field === 'industry' ? INDUSTRY_CONFIDENT : BRIEF_CONFIDENT);
  const placeWords = brief.places.flatMap((place) => [place.city, place.region, place.country]).filter(Boolean);
  const phraseCases = caseMapOf(analysis.text, {
    properNouns: true,
    exclude: placeWords.flatMap((word) => word!.split(' ')),
  });
  const phrase = (value: string) =>
    restoreCase(
      value
        .trim()
        .replace(/^(a|an)\s+/i, '')
        .replace(/[.!?,;:]+$/, ''),
      phraseCases,
      { phrase: true },
    );

  const bare = phrase(brief.offering);
  const offering = asObject(bare);
  const customer = pluralPhrase(phrase(brief.customer));
  const endUserPhrase = brief.end_user ? pluralPhrase(phrase(brief.end_user)) : null;
  const endUser = endUserPhrase && endUserPhrase.toLowerCase() !== customer.toLowerCase() ? endUserPhrase : null;

  const modelKnown = sure('business_model');
  const model = modelKnown ? modelProfile(brief.business_model) : GENERAL_MODEL;
  const industryKnown = sure('industry');
  const family: TIndustryFamily = industryKnown ? familyByKey(brief.industry.family) : GENERAL_FAMILY;
  const cases = caseMapOf(analysis.text);
  const industry = industryKnown ? restoreCase(brief.industry.label, cases) : null;

  const placesKnown = sure('places') && brief.places.length > 0;
  const labels = placesKnown
    ? [...new Set(brief.places.map((place) => place.city ?? place.region ?? countryPhrase(place.country)))].slice(0, 3)
    : [];
  const where = labels.length ? joinList(labels) : null;
  const global = brief.scope === 'global';
  const country = placesKnown ? (brief.places[0]?.country_code ?? null) : null;
  const local = (list: readonly string[], fallback: readonly string[]) => {
    const kept = localPhrases(list, country);
    return kept.length ? kept : localPhrases(fallback, country);
  };
  // The model's lines lead; the industry's follow the model's first few, so both show in a box.
  const merge = (first: readonly string[], second: readonly string[], lead: number, size: number) =>
    [...new Set([...first.slice(0, lead), ...second.slice(0, 3), ...first.slice(lead)])].slice(0, size);
  const specific = (list: readonly string[]) => (industryKnown ? local(list, []) : []);
  // The trade's own words (a taproom: kegs, duty, batches) lead the family's wider ones. Software sold
  // to a trade keeps its own costs, rivals and numbers; the customers' trade (cafés: baristas, peak
  // throughput, bean prices) is what it is for, so it shapes the problem, the proof and the interviews.
  const detail = industryKnown ? industryDetail(brief.industry.code) : undefined;
  const served = brief.industry.serves ? industryDetail(brief.industry.serves.code) : undefined;
  // An unsure reading is not written as fact, but its trade's words are offered as what to check.
  const guessed =
    !industryKnown && brief.confidence.industry >= TENTATIVE ? industryDetail(brief.industry.code) : undefined;
  // An industry that lists its kinds ("bike, watch and other repairs") keeps to the kind the idea names: a bike
  // repair van's day is not "watch servicing".
  const otherKinds = kindsNotNamed(brief.industry.label, analysis.text);
  const trade = (list: readonly string[] | undefined) =>
    list ? local(list, []).filter((line) => !otherKinds.some((kind) => kind.test(line))) : [];
  const uniq = (list: readonly string[], size: number) => [...new Set(list)].slice(0, size);
  // A known trade's own lines lead (a brewery's duty and kegs), then the model's, then the family's.
  const tradeFirst = (
    own: readonly string[],
    modelLines: readonly string[],
    familyLines: readonly string[],
    lead: number,
    size: number,
  ) =>
    uniq([...own.slice(0, lead), ...modelLines.slice(0, size - Math.min(lead, own.length) - 1), ...familyLines], size);

  const fill = (text: string) => text.replaceAll('{offering}', offering).replaceAll('{customer}', customer);
  const point = model.price[brief.buyer];
  const amount = formatPrice(point.pounds, brief.currency);
  const price = amount ? `${amount} ${point.unit}` : `a local-currency price ${point.unit}`;
  const money = (pounds: number) => formatPrice(pounds, brief.currency);

  const venture = VENTURE[model.key].says.test(bare)
    ? offering
    : VENTURE[model.key].frame.replace('{offering}', offering);
  // A business to start, launch or measure: the venture when it reads as one ("a rental service for
  // kayaks"), else "your sauna rental business" rather than "start sauna rental".
  const business = /^(a|an)\s/i.test(venture) ? venture : `your ${singularPhrase(bare)} business`;

  const assumptions: string[] = [...brief.assumptions];
  const said = (topic: RegExp) => brief.assumptions.some((assumption) => topic.test(assumption));
  if (!industryKnown && !said(/industry/i)) {
    assumptions.push(
      `We read the industry as ${brief.industry.label} but are not sure, so costs and metrics here stay general until you confirm it.`,
    );
  }
  if (!modelKnown && !said(/model|makes? money|revenue/i)) {
    assumptions.push(
      `The idea does not say how it makes money, so revenue and costs here are general until you choose a model.`,
    );
  }
  if (!placesKnown && !said(/place|country|city|market|sell in|based in/i)) {
    assumptions.push(
      brief.places.length
        ? `We are not sure where you will sell first, so the text does not name a place yet.`
        : `The idea names no place, so the text speaks of your first market.`,
    );
  }
  const rate = rateNote(brief.currency);
  assumptions.push(
    `${amount ? `A price of ${price}` : `The price`} is a typical starting point for ${withArticle(model.noun)} sold to ${brief.buyer === 'b2b' ? 'businesses' : 'consumers'}${rate ? `, converted from pounds at ${rate}` : ''}; test it in interviews.`,
  );

  return {
    analysis,
    brief,
    sure,
    cases,
    offering,
    /** The offering without an article, for titles: "Security Training Course". */
    bare,
    customer,
    /** "a remote worker", for sentences about one customer. */
    oneCustomer: withArticle(singularPhrase(customer)),
    endUser,
    b2b: brief.buyer === 'b2b',
    model,
    modelKnown,
    family,
    industry,
    industryKnown,
    venture,
    business,
    where,
    /** "in Leeds and Manchester", "worldwide" or "" when the idea names no place. */
    inWhere: where ? `in ${where}` : global ? 'worldwide' : '',
    /** Never empty: "Leeds", "markets worldwide" or "your first market". */
    market: where ?? (global ? 'markets worldwide' : 'your first market'),
    inMarket: where ? `in ${where}` : global ? 'worldwide' : 'in your first market',
    country,
    countryName: placesKnown ? (brief.places[0]?.country ?? null) : null,
    institutions: country ? localPhrases(family.institutions[country] ?? [], country) : [],
    alternatives: uniq(
      [...trade(detail?.alternatives).slice(0, 3), ...local(family.alternatives, GENERAL_FAMILY.alternatives)],
      6,
    ),
    /** The trade's day-to-day words (equipment, inputs, jargon); empty when the industry is unsure. */
    operations: trade(detail?.operations),
    /** The customers' own trade when the business sells to one (software for cafés): their work, numbers and worries. */
    customerTrade: served
      ? {
          label: restoreCase(brief.industry.serves?.label ?? '', cases),
          operations: trade(served.operations),
          metrics: trade(served.metrics),
          risks: trade(served.risks),
          costs: trade(served.costs),
        }
      : null,
    /** The trade of an unsure reading of the industry, to write only as an assumption to confirm. */
    tentative: guessed
      ? {
          label: restoreCase(brief.industry.label, cases),
          operations: trade(guessed.operations),
          costs: trade(guessed.costs),
          metrics: trade(guessed.metrics),
          risks: trade(guessed.risks),
        }
      : null,
    channels: local(family.channels, GENERAL_FAMILY.channels),
    trends: local(family.trends, GENERAL_FAMILY.trends),
    risks: tradeFirst(trade(detail?.risks), model.risks, specific(family.risks), 5, 8),
    red_flags: [...model.red_flags.map(fill), ...(family !== GENERAL_FAMILY ? local(family.red_flags, []) : [])],
    revenue: merge(model.revenue, specific(family.revenue).slice(0, 1), 2, 5),
    costs: tradeFirst(trade(detail?.costs), model.costs, specific(family.costs), 5, 9),
    metrics: tradeFirst(trade(detail?.metrics), model.metrics, specific(family.metrics), 5, 9),
    strengths: model.strengths.map(fill),
    moats: model.moats.map(fill),
    price,
    amount,
    money,
    assumptions,
    keyTerms: analysis.keyTerms,
    pick: (salt: string) => picker(analysis, salt),
  };
}
