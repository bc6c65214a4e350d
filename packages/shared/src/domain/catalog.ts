// SPEC §1 Marketplace, §5 company formation: the pure rules of the catalogue, applied alike by the
// api (filters, validation, uploads) and the web (dialogs, deep links).
import { type TCountry, type TState, findCountry, findState, requiresState } from './countries';

export const PRODUCT_CATEGORIES = [
  'company_formation',
  'trade_mark',
  'bookkeeping',
  'domain_service',
  'other',
] as const;
export type TProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABELS: Record<TProductCategory, string> = {
  company_formation: 'Company formation',
  trade_mark: 'Trade marks',
  bookkeeping: 'Bookkeeping and accounting',
  domain_service: 'Domain services',
  other: 'Other services',
};

export const BILLING_TYPES = ['one_off', 'recurring'] as const;
export type TBilling = (typeof BILLING_TYPES)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type TBillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * The interval a product renews at as a subscription (the card is charged every period until the
 * customer cancels), or null. Domain services priced per year (SSL, ID Protect) are not subscriptions:
 * they run for the term bought and the customer is reminded before it ends.
 */
export function subscriptionInterval(product: {
  billing: TBilling;
  interval: TBillingInterval | null;
  category: TProductCategory;
}): TBillingInterval | null {
  return product.billing === 'recurring' && product.category !== 'domain_service' ? product.interval : null;
}

/** SPEC §3 cart item services: `DomainService.serviceType`. */
export const DOMAIN_SERVICE_TYPES = ['SSL', 'ID Protect'] as const;
export type TDomainServiceType = (typeof DOMAIN_SERVICE_TYPES)[number];

export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'name'] as const;
export type TProductSort = (typeof PRODUCT_SORTS)[number];
/** Public lists are paged; no page is larger than this. */
export const MAX_PRODUCT_PAGE_SIZE = 50;

/** SPEC §2: the three service pages that open a dialog, each selling one category. */
export const SERVICE_PAGE_TYPES = ['company-formation', 'trade-mark', 'bookkeeping-accounting'] as const;
export type TServicePageType = (typeof SERVICE_PAGE_TYPES)[number];
export const SERVICE_PAGE_CATEGORY: Record<TServicePageType, TProductCategory> = {
  'company-formation': 'company_formation',
  'trade-mark': 'trade_mark',
  'bookkeeping-accounting': 'bookkeeping',
};
export const CATEGORY_SERVICE_PAGE: Partial<Record<TProductCategory, TServicePageType>> = {
  company_formation: 'company-formation',
  trade_mark: 'trade-mark',
  bookkeeping: 'bookkeeping-accounting',
};

/**
 * A product may apply to the whole European Union (an EU trade mark): it is stored with this
 * pseudo-country code and applies to every member state in COUNTRIES.
 */
export const EU_CODE = 'EU';
export const EU_NAME = 'European Union';
export const EU_MEMBER_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'ES',
];

/** The name shown for a stored country code (including the EU pseudo-country); null for none. */
export function countryNameOf(code: string | null): string | null {
  if (!code) return null;
  if (code === EU_CODE) return EU_NAME;
  return findCountry(code)?.name ?? code;
}

/** The name shown for a stored US state code; null for none. */
export function stateNameOf(countryCode: string | null, stateCode: string | null): string | null {
  if (!countryCode || !stateCode) return null;
  const country = findCountry(countryCode);
  return (country && findState(country, stateCode)?.name) ?? stateCode;
}

/** The country codes a product's own country code covers when a customer picks `countryCode`. */
export function applicableCountryCodes(countryCode: string): string[] {
  return EU_MEMBER_CODES.includes(countryCode) ? [countryCode, EU_CODE] : [countryCode];
}

/**
 * Whether a product is sold to a customer who chose this country (and state). A product without a
 * country applies everywhere; an EU product applies in every member state; a product without a
 * state applies in every state of its country.
 */
export function productAppliesTo(
  product: { countryCode: string | null; stateCode: string | null },
  choice: { countryCode: string; stateCode?: string | null },
): boolean {
  if (product.countryCode !== null && !applicableCountryCodes(choice.countryCode).includes(product.countryCode)) {
    return false;
  }
  if (product.stateCode === null) return true;
  return product.stateCode === (choice.stateCode ?? null);
}

export type TPlaceChoice =
  | { ok: true; country: TCountry | null; state: TState | null; needsState: boolean }
  | { ok: false; status: 'not_found' | 'invalid'; message: string };

/**
 * SPEC §5: resolve a country and state typed in a URL or a form (by name or code). A state is valid
 * only for a country that has states (US); for company formation in the US a state is still needed
 * (`needsState`) before products can be shown.
 */
export function resolvePlace(
  pageType: TServicePageType | null,
  countryInput?: string | null,
  stateInput?: string | null,
): TPlaceChoice {
  const countryText = countryInput?.trim() ?? '';
  const stateText = stateInput?.trim() ?? '';
  if (countryText === '') {
    if (stateText !== '') return { ok: false, status: 'invalid', message: 'Choose a country before choosing a state.' };
    return { ok: true, country: null, state: null, needsState: false };
  }
  const country = findCountry(countryText);
  if (!country) {
    return {
      ok: false,
      status: 'not_found',
      message: `We do not offer services in "${countryText.slice(0, 60)}". Choose a country from the list.`,
    };
  }
  if (stateText === '') {
    const needsState = pageType === 'company-formation' && requiresState(country.code);
    return { ok: true, country, state: null, needsState };
  }
  if (!requiresState(country.code)) {
    return {
      ok: false,
      status: 'invalid',
      message: `${country.name} has no states to choose from: a state is only asked for the United States.`,
    };
  }
  const state = findState(country, stateText);
  if (!state) {
    return {
      ok: false,
      status: 'not_found',
      message: `"${stateText.slice(0, 60)}" is not a state of the ${country.name}. Choose one of the 50 states or D.C.`,
    };
  }
  return { ok: true, country, state, needsState: false };
}

/** The path of a service page with its deep link: `/services/company-formation/United States/Delaware`. */
export function servicePagePath(pageType: TServicePageType, country?: string | null, state?: string | null): string {
  const parts = ['/services', pageType];
  if (country) parts.push(country);
  if (country && state) parts.push(state);
  return parts.join('/');
}

/** A URL-safe slug: lower-case letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs a product may not take: they are api paths under /api/products or pages under /services,
 * and a product named like them could never be reached at /services/{slug}.
 */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = [
  'list',
  'marketplace',
  'grouplist',
  'sectiondata',
  'relatedproducts',
  'page-seo',
  'add',
  'slug',
  ...SERVICE_PAGE_TYPES,
];

/** What a customer pays for a product line: our fee plus the government filing fee. */
export function productTotalPence(product: { pricePence: number; filingFeePence: number }): number {
  return product.pricePence + product.filingFeePence;
}

/** Yearly plan price compared with twelve monthly payments: the saving in pence, never negative. */
export function yearlySavingPence(plan: { monthlyPricePence: number; yearlyPricePence: number }): number {
  return Math.max(0, plan.monthlyPricePence * 12 - plan.yearlyPricePence);
}
