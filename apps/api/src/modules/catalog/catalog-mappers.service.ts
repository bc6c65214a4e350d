import {
  PRODUCT_CATEGORY_LABELS,
  type TAddOn,
  type TCatalogService,
  type TPlan,
  type TProduct,
  countryNameOf,
  productTotalPence,
  stateNameOf,
  yearlySavingPence,
} from '@launchpad/shared';
import type { catalogServices, plans, productAddOns, products } from '../../db/schema';

export type TProductRow = typeof products.$inferSelect;
export type TAddOnRow = typeof productAddOns.$inferSelect;
export type TServiceRow = typeof catalogServices.$inferSelect;
export type TPlanRow = typeof plans.$inferSelect;

/** The page of a product (SPEC §2 `/services/{id}`), by its slug. */
export const productPagePath = (slug: string) => `/services/${slug}`;

export const toProduct = (row: TProductRow): TProduct => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  summary: row.summary,
  description: row.description,
  category: row.category,
  categoryLabel: PRODUCT_CATEGORY_LABELS[row.category],
  pricePence: row.pricePence,
  filingFeePence: row.filingFeePence,
  totalPence: productTotalPence(row),
  billing: row.billing,
  interval: row.interval,
  countryCode: row.countryCode,
  countryName: countryNameOf(row.countryCode),
  stateCode: row.stateCode,
  stateName: stateNameOf(row.countryCode, row.stateCode),
  features: row.features,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  path: productPagePath(row.slug),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toAddOn = (row: TAddOnRow): TAddOn => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  description: row.description,
  pricePence: row.pricePence,
  maxQuantity: row.maxQuantity,
});

export const toService = (row: TServiceRow): TCatalogService => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  serviceType: row.serviceType,
  description: row.description,
  pricePerYearPence: row.pricePerYearPence,
  minYears: row.minYears,
  maxYears: row.maxYears,
  features: row.features,
});

export const toPlan = (row: TPlanRow): TPlan => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  monthlyPricePence: row.monthlyPricePence,
  yearlyPricePence: row.yearlyPricePence,
  yearlySavingPence: yearlySavingPence(row),
  tools: row.tools,
  build_startup_ai: row.buildStartupAi,
  aiMonthlyLimit: row.aiMonthlyLimit,
  features: row.features,
  isPopular: row.isPopular,
  sortOrder: row.sortOrder,
});
