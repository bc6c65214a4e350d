import { z } from 'zod';
import {
  BILLING_INTERVALS,
  BILLING_TYPES,
  DOMAIN_SERVICE_TYPES,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  SERVICE_PAGE_TYPES,
} from '../domain/catalog';
import { PAGE_SIZE } from '../domain/pagination';
import { ZEmail, ZPersonName } from './fields';

/** SPEC §7 "Products and plans" and raise-quotation; the endpoints are in endpoints/catalog.ts. Admin shapes: catalog-admin.ts. */

// ---- Paging (SPEC §3 "Page meta") ---------------------------------------------------------------

export const ZListPageMeta = z.object({
  total_items_count: z.number().int(),
  has_next_page: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TListPageMeta = z.infer<typeof ZListPageMeta>;

/** A paged list: `{ success, message?, data: T[], page_meta }`. */
export const pagedList = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data: z.array(item), page_meta: ZListPageMeta });

export const ZPage = z
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(100_000, 'Page must be at most 100000');
export const ZPageSize = z
  .number({ error: 'Page size must be a number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be 1 or more')
  .max(MAX_PRODUCT_PAGE_SIZE, `Page size must be at most ${MAX_PRODUCT_PAGE_SIZE}`);

export const ZProductIdParams = z.object({
  id: z.string().trim().min(1, 'ID is required').max(120, 'ID must be a product id or slug'),
});

// ---- Catalogue responses ---------------------------------------------------------------------------

export const ZProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  categoryLabel: z.string(),
  /** Our fee, in pence. */
  pricePence: z.number().int(),
  /** The government / state filing fee, shown separately, in pence. */
  filingFeePence: z.number().int(),
  /** pricePence + filingFeePence. */
  totalPence: z.number().int(),
  billing: z.enum(BILLING_TYPES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  features: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** The product's page: `/services/{slug}`. */
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZAddOn = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  pricePence: z.number().int(),
  maxQuantity: z.number().int(),
});
export type TAddOn = z.infer<typeof ZAddOn>;

/** SSL and ID Protect, sold per year within min/max years (SPEC §3 CartItemServices). */
export const ZCatalogService = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  serviceType: z.enum(DOMAIN_SERVICE_TYPES),
  description: z.string(),
  pricePerYearPence: z.number().int(),
  minYears: z.number().int(),
  maxYears: z.number().int(),
  features: z.array(z.string()),
});
export type TCatalogService = z.infer<typeof ZCatalogService>;

export const ZGroupSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  pricePence: z.number().int(),
});

export const ZProductDetail = ZProduct.extend({
  addOns: z.array(ZAddOn),
  services: z.array(ZCatalogService),
  /** Packs that include this product. */
  groups: z.array(ZGroupSummary),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZGroup = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  pricePence: z.number().int(),
  /** What the items would cost one by one (fees and filing fees, times quantity). */
  itemsTotalPence: z.number().int(),
  savingPence: z.number().int(),
  items: z.array(z.object({ productId: z.string(), quantity: z.number().int(), product: ZProduct })),
});
export type TGroup = z.infer<typeof ZGroup>;

// ---- POST /api/products/list ----------------------------------------------------------------------

export const ZProductListRequest = z
  .object({
    category: z
      .enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
      .optional(),
    /** Country name or code; products for that country, the EU (for member states) and everywhere. */
    country: z.string().trim().max(60, 'Country must be at most 60 characters').optional(),
    /** US state name or code; only with country United States. */
    state: z.string().trim().max(60, 'State must be at most 60 characters').optional(),
    /** Case-insensitive, in the name and summary. */
    search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
    billing: z.enum(BILLING_TYPES, { error: `Billing must be one of: ${BILLING_TYPES.join(', ')}` }).optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` }).default('featured'),
    page: ZPage.default(1),
    pageSize: ZPageSize.default(PAGE_SIZE),
  })
  .strict();
export type TProductListRequest = z.infer<typeof ZProductListRequest>;

// ---- POST /api/products/marketplace -----------------------------------------------------------------

export const ZMarketplaceCategory = z.object({
  category: z.enum(PRODUCT_CATEGORIES),
  label: z.string(),
  /** company-formation, trade-mark or bookkeeping-accounting; null for categories without a dialog. */
  pageType: z.enum(SERVICE_PAGE_TYPES).nullable(),
  /** Where the category is shown: `/services/{pageType}` or `/services`. */
  path: z.string(),
  count: z.number().int(),
  /** The cheapest product's total (fee + filing fee), or null for an empty category. */
  fromPence: z.number().int().nullable(),
  featured: z.array(ZProduct),
});
export const ZMarketplace = z.object({ totalProducts: z.number().int(), categories: z.array(ZMarketplaceCategory) });
export type TMarketplace = z.infer<typeof ZMarketplace>;

// ---- POST /api/products/sectionData -----------------------------------------------------------------

export const CATALOG_SECTIONS = ['home', 'services'] as const;
export type TCatalogSection = (typeof CATALOG_SECTIONS)[number];
export const ZSectionDataRequest = z
  .object({ section: z.enum(CATALOG_SECTIONS, { error: `Section must be one of: ${CATALOG_SECTIONS.join(', ')}` }) })
  .strict();

export const ZSectionItem = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  href: z.string(),
  pricePence: z.number().int().nullable(),
  /** How to read the price: 'from', 'per month', 'per year' or null. */
  priceNote: z.string().nullable(),
  countryCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  productId: z.string().nullable(),
});
export type TSectionItem = z.infer<typeof ZSectionItem>;
export const ZSectionBlock = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  items: z.array(ZSectionItem),
});
export type TSectionBlock = z.infer<typeof ZSectionBlock>;
export const ZSectionData = z.object({ section: z.enum(CATALOG_SECTIONS), blocks: z.array(ZSectionBlock) });

// ---- POST /api/products/relatedproducts ---------------------------------------------------------

export const ZRelatedProductsRequest = z
  .object({ productId: z.string({ error: 'Product ID is required' }).trim().min(1, 'Product ID is required').max(120) })
  .strict();

// ---- POST /api/products/slug/{pageType} ---------------------------------------------------------

export const ZServicePageParams = z.object({
  id: z.enum(SERVICE_PAGE_TYPES, { error: `The page must be one of: ${SERVICE_PAGE_TYPES.join(', ')}` }),
});
export const ZServicePageRequest = z
  .object({
    /** Optional; when sent it must match the page in the path. */
    pageType: z
      .enum(SERVICE_PAGE_TYPES, { error: `Page type must be one of: ${SERVICE_PAGE_TYPES.join(', ')}` })
      .optional(),
    country: z.string().trim().max(60, 'Country must be at most 60 characters').nullish(),
    state: z.string().trim().max(60, 'State must be at most 60 characters').nullish(),
  })
  .strict()
  .nullish();
export const ZPlace = z.object({ name: z.string(), code: z.string() });
export const ZServicePage = z.object({
  pageType: z.enum(SERVICE_PAGE_TYPES),
  category: z.enum(PRODUCT_CATEGORIES),
  country: ZPlace.nullable(),
  state: ZPlace.nullable(),
  /** SPEC §5: company formation needs a country before products are shown… */
  needsCountry: z.boolean(),
  /** …and, in the United States, a state. */
  needsState: z.boolean(),
  products: z.array(ZProduct),
});
export type TServicePage = z.infer<typeof ZServicePage>;

// ---- Plans ----------------------------------------------------------------------------------------------

export const ZPlan = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPricePence: z.number().int(),
  yearlyPricePence: z.number().int(),
  /** Twelve monthly payments minus the yearly price. */
  yearlySavingPence: z.number().int(),
  tools: z.boolean(),
  build_startup_ai: z.boolean(),
  /** AI startup builds a month; 0 when the plan has no AI builder. */
  aiMonthlyLimit: z.number().int(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  sortOrder: z.number().int(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanByNameRequest = z
  .object({ name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100) })
  .strict();

// ---- POST /api/orders/raise-quotation -------------------------------------------------------------

export const QUOTATION_STATUSES = ['new', 'in_progress', 'quoted', 'closed'] as const;
export const ZRaiseQuotationRequest = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    company: z.string().trim().max(120, 'Company must be at most 120 characters').nullish(),
    phone: z.string().trim().max(40, 'Phone must be at most 40 characters').nullish(),
    /** The product the request is about (id or slug), if any. */
    productId: z.string().trim().min(1).max(120).nullish(),
    details: z
      .string({ error: 'Details is required' })
      .trim()
      .min(10, 'Details must be at least 10 characters: tell us what you need')
      .max(4000, 'Details must be at most 4000 characters'),
  })
  .strict();
export type TRaiseQuotationRequest = z.infer<typeof ZRaiseQuotationRequest>;
export const ZQuotation = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  details: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(QUOTATION_STATUSES),
  createdAt: z.string(),
});
export type TQuotation = z.infer<typeof ZQuotation>;
