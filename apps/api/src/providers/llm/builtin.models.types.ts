import type { TBusinessModel, TBuyerType } from '@launchpad/shared';

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
