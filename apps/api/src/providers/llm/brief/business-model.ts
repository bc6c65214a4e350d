import { INDUSTRY_CONFIDENT, type TBusinessModel, type TBuyerType, industryByCode } from '@launchpad/shared';
import type { TIndustryResult } from './industry';

// How an idea makes money, from its own words, and how that narrows its industry. No I/O.

export const MODEL_RULES: [RegExp, TBusinessModel][] = [
  [
    /\b(marketplace|trading platform|(?:platform|app|site|website) where|exchange|peer[- ]to[- ]peer|p2p|two-sided|rent(s|ing)? out|swap(s|ping)?|match(es|ing)?|connect(s|ing)?|pair(s|ing)?)\b/i,
    'marketplace',
  ],
  [/\b(rental|rentals|renting|leas(e|es|ing)|for hire|hire out|hiring out|rent)\b/i, 'rental'],
  [
    /\b(subscription|subscriptions|subscribe|membership|monthly box|box of|boxes of|a month|per month|weekly box)\b/i,
    'subscription',
  ],
  [
    /\b(saas|software|dashboard|crm|erp|api|plug-?in|(?:browser|chrome|firefox|safari|edge) extension|add-on|automat(e|es|ion|ing)|analytics|ai|assistant|copilot|chatbot|note-taker|qr|invoicing|payroll|rota|scheduling tool|booking tool|booking system|ordering system)\b/i,
    'saas',
  ],
  [
    /\b(courses?|bootcamps?|classes|workshops?|training|tutoring|tuition|lessons|academy|curriculum|certification)\b/i,
    'education',
  ],
  [/\b(agency|consultancy|consulting)\b/i, 'agency'],
  [
    /\b(devices?|sensors?|wearables?|hardware|monitors?|chargers?|robots?|drones?|gadgets?|trackers?|3d[- ]print\w*|smart [a-z]+s?)\b/i,
    'hardware',
  ],
  [/\b(podcasts?|newsletters?|magazines?|youtube|channel|media|blog|documentar(y|ies)|streaming)\b/i, 'content'],
  [
    /\b(café|cafe|restaurant|bar|pub|coworking|co-working|gym|venue|hotel|hostel|salon|studio space|escape room)\b/i,
    'venue',
  ],
  [/\b(tours?|tastings?|experiences|trips|retreats|excursions|stays|getaways)\b/i, 'service'],
  [/\b(manufactur\w*|factory|brewery|distillery|bakery|bottling)\b/i, 'manufacturing'],
  [/\b(shop|store|sells?|selling|sold|brand|d2c|direct-to-consumer|e-?commerce|boutique|refill|stockist)\b/i, 'retail'],
  [/\b(apps?|platform)\b/i, 'app'],
];

/**
 * NAICS classifies by activity, so the business model narrows the sector: renting desks is rental
 * (532), not furniture making. When the classifier's first choice is outside the model's sectors and
 * a close runner-up is inside, the runner-up is taken.
 */
const MODEL_SECTORS: Partial<Record<TBusinessModel, readonly string[]>> = {
  rental: ['532'],
  saas: ['5132', '5182', '5415', '5191'],
  education: ['611'],
  agency: ['541'],
  content: ['5131', '5162', '5122', '5191', '7111'],
  venue: ['71', '72'],
};

/** A customer phrase is short, so a reading of its trade this sure is taken ("trucking companies"). */
const SERVED_CONFIDENT = 0.3;

/** Industries whose work is done for another trade: software, IT, marketing, consulting, staffing, training. */
const SERVES_OTHERS = ['5132', '5182', '5415', '5416', '5418', '5613', '5614', '6114', '6116', '5412'];

export function withModelSector(
  result: TIndustryResult,
  model: TBusinessModel,
  modelConfidence: number,
  /** The trade of the business customer itself ("independent cafés" → cafés), when the idea names one. */
  customerTrade?: TIndustryResult,
): TIndustryResult & { serves?: TIndustryResult['entry'] } {
  const sectors = MODEL_SECTORS[model] ?? [];
  // The business customers' own trade ("independent cafés" → cafés) when it is clear and not the
  // business's own: software or a service for cafés is about cafés, whatever words the offering uses.
  const customers =
    customerTrade && customerTrade.confidence >= SERVED_CONFIDENT && customerTrade.entry.family !== 'general'
      ? customerTrade.entry
      : undefined;
  const servedBy = (entry: TIndustryResult['entry']) =>
    customers && customers.family !== entry.family ? customers : undefined;
  const inSector = (entry: TIndustryResult['entry']) => sectors.some((p) => entry.code.startsWith(p));
  const runnerUp = result.runnersUp.find(inSector);
  const better = inSector(result.entry)
    ? result
    : runnerUp && { ...result, entry: runnerUp, confidence: Math.min(Math.max(result.confidence, 0.6), 0.75) };
  if (better) {
    const serves = model === 'saas' ? servedBy(better.entry) : undefined;
    return serves ? { ...better, serves } : better;
  }
  // Software sold as a product is software publishing whatever trade it serves (NAICS 513210).
  const software = industryByCode('513210');
  // Consumer apps keep the trade they serve (a revision app is about learning), so their advice and
  // recommendations stay in that trade.
  if (model === 'saas' && modelConfidence >= 0.7 && software) {
    const own = result.confidence >= 0.3 && result.entry.family !== 'general' ? result.entry : undefined;
    return {
      ...result,
      entry: software,
      confidence: Math.max(result.confidence, 0.7),
      serves: servedBy(software) ?? own,
    };
  }
  // An app whose trade nothing in the idea names (a planner, a habit tracker) is software publishing.
  if (model === 'app' && modelConfidence >= 0.7 && software && result.entry.family === 'general') {
    return { ...result, entry: software, confidence: Math.max(result.confidence, 0.6) };
  }
  // Software, IT, marketing or advice sold to another trade is about that trade's work (reminders for
  // dental clinics, IT support for law firms); a service to businesses whose own trade is unclear
  // still knows whose work it is for.
  const serves =
    result.confidence < INDUSTRY_CONFIDENT || SERVES_OTHERS.some((prefix) => result.entry.code.startsWith(prefix))
      ? servedBy(result.entry)
      : undefined;
  return serves ? { ...result, serves } : result;
}

export function findModel(text: string, buyer: TBuyerType): { model: TBusinessModel; confidence: number } {
  for (const [re, model] of MODEL_RULES) {
    if (!re.test(text)) continue;
    // A consumer "app" sold to businesses is software; "training" for businesses stays education.
    if (model === 'app' && buyer === 'b2b') return { model: 'saas', confidence: 0.7 };
    return { model, confidence: model === 'app' ? 0.7 : 0.9 };
  }
  return { model: 'service', confidence: 0.45 };
}
