import { formatPounds } from '@launchpad/shared/domain/money';
import type { TBillingInterval, TProductCategory, TServicePageType } from '@launchpad/shared/domain/catalog';
import { paths, type TServiceDialog } from '@/config/paths';

/** "/month" or "/year" after a recurring price; nothing for a one-off one. */
export function intervalSuffix(interval: TBillingInterval | null): string {
  if (interval === 'month') return '/month';
  if (interval === 'year') return '/year';
  return '';
}

export function billingLabel(product: { billing: 'one_off' | 'recurring'; interval: TBillingInterval | null }): string {
  if (product.billing === 'one_off') return 'One-off payment';
  return product.interval === 'month' ? 'Billed monthly' : 'Billed yearly';
}

/** The price as a person reads it: "£129.00" or "£49.00/month". */
export function priceText(pence: number, interval: TBillingInterval | null = null): string {
  return `${formatPounds(pence)}${intervalSuffix(interval)}`;
}

/** Section items describe their price with a note: 'from', 'per month', 'per year' or none. */
export function notedPrice(pence: number | null, note: string | null): { lead: string | null; price: string } | null {
  if (pence === null) return null;
  if (note === 'from') return { lead: 'from', price: formatPounds(pence) };
  if (note === 'per month') return { lead: null, price: priceText(pence, 'month') };
  if (note === 'per year') return { lead: null, price: priceText(pence, 'year') };
  return { lead: null, price: formatPounds(pence) };
}

export const DIALOG_OF_PAGE: Record<TServicePageType, TServiceDialog> = {
  'company-formation': 'companyFormation',
  'trade-mark': 'tradeMark',
  'bookkeeping-accounting': 'bookkeeping',
};

/** Where a category lives: its dialog on the services page, or its section of that page. */
export function categoryHref(category: TProductCategory, pageType: TServicePageType | null): string {
  return pageType ? paths.serviceDialog(DIALOG_OF_PAGE[pageType]) : `${paths.services}#${category}`;
}
