import type { TProduct } from '@launchpad/shared';

/** A catalogue product as the api returns it; tests override what they check. */
export function makeProduct(overrides: Partial<TProduct> = {}): TProduct {
  const slug = overrides.slug ?? 'uk-ltd-formation';
  return {
    id: `id-${slug}`,
    slug,
    name: 'UK limited company (Ltd)',
    summary: 'Form a Ltd in about a day.',
    description: 'We form your company.',
    category: 'company_formation',
    categoryLabel: 'Company formation',
    pricePence: 7900,
    filingFeePence: 5000,
    totalPence: 12900,
    billing: 'one_off',
    interval: null,
    countryCode: 'GB',
    countryName: 'United Kingdom',
    stateCode: null,
    stateName: null,
    features: ['Name check'],
    seoTitle: null,
    seoDescription: null,
    isActive: true,
    sortOrder: 10,
    path: `/services/${slug}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
