import type { TPlan } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';

export type TPlanBilling = 'month' | 'year';
/** The features a page can send a visitor here for (SPEC §2: ?type=tools, ?type=build_startup_ai). */
export type TPlanFeature = 'tools' | 'build_startup_ai';

export function isPlanFeature(value: string | null): value is TPlanFeature {
  return value === 'tools' || value === 'build_startup_ai';
}

export function planPrice(plan: TPlan, billing: TPlanBilling): { amount: string; per: string; note: string | null } {
  if (billing === 'month') {
    return {
      amount: formatPounds(plan.monthlyPricePence),
      per: '/month',
      note: plan.yearlySavingPence > 0 ? `or ${formatPounds(plan.yearlyPricePence)} a year` : null,
    };
  }
  return {
    amount: formatPounds(plan.yearlyPricePence),
    per: '/year',
    note:
      plan.yearlySavingPence > 0
        ? `${formatPounds(Math.round(plan.yearlyPricePence / 12))} a month · save ${formatPounds(plan.yearlySavingPence)}`
        : `${formatPounds(Math.round(plan.yearlyPricePence / 12))} a month`,
  };
}

/** The best yearly saving of any plan, in whole per cent of twelve monthly payments. */
export function bestYearlySavingPercent(plans: TPlan[]): number {
  return plans.reduce((best, plan) => {
    const year = plan.monthlyPricePence * 12;
    return year > 0 ? Math.max(best, Math.round((plan.yearlySavingPence / year) * 100)) : best;
  }, 0);
}

/** "Growth", "Growth and Scale", "Growth, Scale and Pro". */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
