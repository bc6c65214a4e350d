import type { TBusinessModel, TBuyerType } from '@launchpad/shared';
import { OFFLINE_MODELS } from './builtin.models.offline';
import { ONLINE_MODELS } from './builtin.models.online';

// How each business model makes and spends money, what it is measured by and what an investor
// challenges first. The offline generator writes revenue, costs and metrics from the model before
// the industry (a chair rental is priced like a rental, not like the furniture trade's software).
// Lists are plain lower-case phrases that read after "through", "such as" or "costs of".
// "{offering}" and "{customer}" in a red flag are filled with the idea's brief.

export type TPricePoint = {
  /** A typical first price in pounds (converted to the idea's currency when written). */
  pounds: number;
  /** What the price is for, after the amount: "a month", "per booking". */
  unit: string;
};

export type TModelProfile = {
  key: TBusinessModel | 'general';
  /** What the business is, after "a"/"an": "rental service", "marketplace". */
  noun: string;
  /** What a paying customer does: "subscribe", "rent", "book". */
  purchase: string;
  revenue: readonly string[];
  costs: readonly string[];
  metrics: readonly string[];
  risks: readonly string[];
  /** At least three things an investor would challenge. */
  red_flags: readonly string[];
  /** Why the model can work, for the verdict's green lights. */
  strengths: readonly string[];
  /** What becomes hard to copy as the business grows. */
  moats: readonly string[];
  /** The cheapest honest test that someone will pay. */
  presale: string;
  price: Record<TBuyerType, TPricePoint>;
  /** Marketplaces: the share of each transaction kept, in per cent. */
  take_rate?: number;
  /** A landing-page feature that fits the model: title and description (a promise, never a claim). */
  feature: readonly [string, string];
  /** Money is tied up before the first sale (stock, fit-out, tooling). */
  capital_heavy: boolean;
};

/** Written with when the idea does not make its business model clear. */
export const GENERAL_MODEL: TModelProfile = {
  key: 'general',
  noun: 'business',
  purchase: 'buy',
  revenue: ['a fee per order', 'a monthly plan', 'add-on services'],
  costs: ['staff time', 'marketing', 'tools and software'],
  metrics: ['paying customers won per week', 'repeat purchase rate', 'gross margin'],
  risks: ['slow first sales', 'a competitor copying the offer'],
  red_flags: [
    'no clear reason yet for {customer} to choose it over what they use today',
    'the way the business makes money is not yet clear',
    'no clear edge over existing options',
  ],
  strengths: ['a problem people already spend money on'],
  moats: ['a reputation with {customer} that takes years to build', 'know-how that grows with every customer served'],
  presale: 'take deposits or pre-orders',
  price: { b2c: { pounds: 20, unit: 'per order' }, b2b: { pounds: 100, unit: 'a month' } },
  feature: ['Simple to start', 'Clear prices and a real person to talk to.'],
  capital_heavy: false,
};

const MODELS: Partial<Record<TBusinessModel, TModelProfile>> = { ...ONLINE_MODELS, ...OFFLINE_MODELS };

/** The profile of a business model; the general one for a model the library does not describe. */
export const modelProfile = (model: TBusinessModel): TModelProfile => MODELS[model] ?? GENERAL_MODEL;
