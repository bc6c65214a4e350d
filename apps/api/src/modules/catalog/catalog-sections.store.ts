import {
  COUNTRIES,
  type TCatalogSection,
  type TProduct,
  type TSectionBlock,
  type TSectionItem,
  US_STATES,
  formatPounds,
  catalogEndpoints,
  servicePagePath,
} from '@launchpad/shared';
import { and, eq, min } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { products } from '../../db/schema';
import { serviceEndpoints } from '../../lib/endpoint';
import { toProduct } from './catalog-mappers.service';
import { PRODUCT_ORDER, isPublic, totalPrice } from './catalog.store';
import { getMarketplace, listGroups } from './catalog.service';
import { listPlans } from './plans.service';

const FEATURED_COUNTRIES = ['GB', 'US', 'IE', 'DE', 'EE', 'HK', 'NL', 'FR'];
const FEATURED_STATES = ['DE', 'WY', 'FL', 'TX', 'NY', 'CA'];

const item = (fields: Partial<TSectionItem> & Pick<TSectionItem, 'key' | 'title' | 'href'>): TSectionItem => ({
  subtitle: null,
  pricePence: null,
  priceNote: null,
  countryCode: null,
  stateCode: null,
  productId: null,
  ...fields,
});

const priceNote = (product: TProduct) =>
  product.billing === 'recurring' ? (product.interval === 'month' ? 'per month' : 'per year') : null;

const productItem = (product: TProduct): TSectionItem =>
  item({
    key: product.slug,
    title: product.name,
    subtitle: product.summary,
    href: product.path,
    pricePence: product.totalPence,
    priceNote: priceNote(product),
    countryCode: product.countryCode,
    stateCode: product.stateCode,
    productId: product.id,
  });

/** The lowest total of a formation for each country and each US state. */
async function formationPrices(deps: Pick<TDeps, 'db'>) {
  const rows = await deps.db
    .select({ countryCode: products.countryCode, stateCode: products.stateCode, fromPence: min(totalPrice) })
    .from(products)
    .where(and(isPublic, eq(products.category, 'company_formation')))
    .groupBy(products.countryCode, products.stateCode);
  const byCountry = new Map<string, number>();
  const byState = new Map<string, number>();
  for (const row of rows) {
    if (!row.countryCode || row.fromPence === null) continue;
    const price = Number(row.fromPence);
    byCountry.set(row.countryCode, Math.min(price, byCountry.get(row.countryCode) ?? Infinity));
    if (row.stateCode) byState.set(row.stateCode, price);
  }
  return { byCountry, byState };
}

async function formationNames(deps: Pick<TDeps, 'db'>) {
  const rows = await deps.db
    .select({ countryCode: products.countryCode, name: products.name })
    .from(products)
    .where(and(isPublic, eq(products.category, 'company_formation')))
    .orderBy(...PRODUCT_ORDER.featured);
  const names = new Map<string, string>();
  for (const row of rows) if (row.countryCode && !names.has(row.countryCode)) names.set(row.countryCode, row.name);
  return names;
}

async function countriesBlock(deps: Pick<TDeps, 'db'>, codes: string[], title: string): Promise<TSectionBlock> {
  const [{ byCountry }, names] = await Promise.all([formationPrices(deps), formationNames(deps)]);
  const items = codes.flatMap((code) => {
    const country = COUNTRIES.find((c) => c.code === code);
    const price = byCountry.get(code);
    if (!country || price === undefined) return [];
    const subtitle = code === 'US' ? 'LLC or C-Corp in all 50 states and D.C.' : (names.get(code) ?? null);
    return [
      item({
        key: `formation-${code.toLowerCase()}`,
        title: country.name,
        subtitle,
        href: servicePagePath('company-formation', country.name),
        pricePence: price,
        priceNote: 'from',
        countryCode: code,
      }),
    ];
  });
  return { key: 'formation-countries', title, subtitle: 'Government fees included in the price shown.', items };
}

async function statesBlock(deps: Pick<TDeps, 'db'>): Promise<TSectionBlock> {
  const { byState } = await formationPrices(deps);
  const items = FEATURED_STATES.flatMap((code) => {
    const state = US_STATES.find((s) => s.code === code);
    const price = byState.get(code);
    if (!state || price === undefined) return [];
    return [
      item({
        key: `formation-us-${code.toLowerCase()}`,
        title: state.name,
        subtitle: 'LLC or C-Corp',
        href: servicePagePath('company-formation', 'United States', state.name),
        pricePence: price,
        priceNote: 'from',
        countryCode: 'US',
        stateCode: code,
      }),
    ];
  });
  return { key: 'popular-us-states', title: 'Popular US states', subtitle: 'State filing fee included.', items };
}

async function categoriesBlock(deps: Pick<TDeps, 'db'>, key: string): Promise<TSectionBlock> {
  const marketplace = await getMarketplace(deps);
  return {
    key,
    title: 'Everything to launch your company',
    subtitle: `${marketplace.totalProducts} services from formation to bookkeeping.`,
    items: marketplace.categories
      .filter((category) => category.count > 0)
      .map((category) =>
        item({
          key: category.category,
          title: category.label,
          subtitle: `${category.count} service${category.count === 1 ? '' : 's'}`,
          href: category.path,
          pricePence: category.fromPence,
          priceNote: 'from',
        }),
      ),
  };
}

async function categoryProductsBlock(
  deps: Pick<TDeps, 'db'>,
  category: 'trade_mark' | 'bookkeeping' | 'domain_service',
  key: string,
  title: string,
  subtitle: string | null,
): Promise<TSectionBlock> {
  const rows = await deps.db
    .select()
    .from(products)
    .where(and(isPublic, eq(products.category, category)))
    .orderBy(...PRODUCT_ORDER.featured)
    .limit(8);
  return { key, title, subtitle, items: rows.map((row) => productItem(toProduct(row))) };
}

async function plansBlock(deps: Pick<TDeps, 'db'>): Promise<TSectionBlock> {
  const plans = await listPlans(deps);
  return {
    key: 'plans',
    title: 'Startup plans',
    subtitle: 'Business tools and the AI startup builder, monthly or yearly.',
    items: plans.map((plan) =>
      item({
        key: plan.slug,
        title: plan.name,
        subtitle: plan.description,
        href: '/startup-package',
        pricePence: plan.monthlyPricePence,
        priceNote: 'per month',
      }),
    ),
  };
}

async function groupsBlock(deps: Pick<TDeps, 'db'>): Promise<TSectionBlock> {
  const groups = await listGroups(deps);
  return {
    key: 'groups',
    title: 'Packs',
    subtitle: 'Bundles that cost less than buying each service on its own.',
    items: groups.map((group) =>
      item({
        key: group.slug,
        title: group.name,
        subtitle: group.savingPence > 0 ? `Save ${formatPounds(group.savingPence)}` : group.description,
        href: `/services#${group.slug}`,
      }),
    ),
  };
}

/** SPEC §7 `products/sectionData`: the content blocks of the home and services pages, built from the catalogue. */
export async function getSectionData(
  deps: Pick<TDeps, 'db'>,
  options: { section: TCatalogSection },
): Promise<{ section: TCatalogSection; blocks: TSectionBlock[] }> {
  const blocks =
    options.section === 'home'
      ? await Promise.all([
          categoriesBlock(deps, 'marketplace'),
          countriesBlock(deps, FEATURED_COUNTRIES, 'Form your company where you need it'),
          statesBlock(deps),
          plansBlock(deps),
          categoryProductsBlock(deps, 'domain_service', 'domain-services', 'Domains, SSL and privacy', null),
        ])
      : await Promise.all([
          categoriesBlock(deps, 'categories'),
          countriesBlock(
            deps,
            COUNTRIES.map((c) => c.code),
            'Company formation in 26 countries',
          ),
          categoryProductsBlock(
            deps,
            'trade_mark',
            'trade-marks',
            'Trade marks',
            'UK, EU and US filings; extra classes as add-ons.',
          ),
          categoryProductsBlock(
            deps,
            'bookkeeping',
            'bookkeeping',
            'Bookkeeping and accounting',
            'Monthly plans, cancel any time.',
          ),
          groupsBlock(deps),
        ]);
  return { section: options.section, blocks };
}

/** Answers catalogEndpoints.sectionData (catalog.routes.ts); apart from catalogReadServices, whose file this one uses. */
export const catalogSectionServices = serviceEndpoints(catalogEndpoints, { sectionData: getSectionData });
