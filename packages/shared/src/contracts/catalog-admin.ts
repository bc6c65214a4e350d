import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import {
  BILLING_INTERVALS,
  BILLING_TYPES,
  EU_CODE,
  EU_NAME,
  PRODUCT_CATEGORIES,
  PRODUCT_SLUG_PATTERN,
  RESERVED_PRODUCT_SLUGS,
  type TBilling,
  type TBillingInterval,
  type TProductCategory,
} from '../domain/catalog';
import { US_STATES, findCountry } from '../domain/countries';
import { PAGE_SIZE } from '../domain/pagination';
import { QUOTATION_STATUSES, ZPage, ZPageSize, ZProductListRequest } from './catalog';

// SPEC §6 Admin: the shapes of product create, update, delete, upload and the staff lists.
// The endpoints are in endpoints/catalog-admin.ts.

// ---- Product input (POST /api/products/add, PUT /api/products/{id}, each upload row) -------------

const pence = (field: string) =>
  z
    .number({ error: `${fieldLabel(field)} must be a number of pence` })
    .int(`${fieldLabel(field)} must be whole pence, e.g. 7900 for £79.00`)
    .min(0, `${fieldLabel(field)} cannot be negative`)
    .max(100_000_000, `${fieldLabel(field)} must be at most 100000000 pence (£1,000,000)`);

/** A country by code or name (`GB`, `United Kingdom`), or `EU` for the whole European Union; stored as the code. */
export const ZCatalogCountry = z
  .string({ error: 'Country code must be text' })
  .trim()
  .transform((text, ctx) => {
    if (text.toUpperCase() === EU_CODE || text.toLowerCase() === EU_NAME.toLowerCase()) return EU_CODE;
    const country = findCountry(text);
    if (!country) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text.slice(0, 60)}" is not one of our countries: use a code such as GB, US or DE, or EU for the European Union`,
      });
      return z.NEVER;
    }
    return country.code;
  });

/** A US state by code or name (`DE`, `Delaware`); stored as the USPS code. */
export const ZCatalogState = z
  .string({ error: 'State code must be text' })
  .trim()
  .transform((text, ctx) => {
    const key = text.toLowerCase().replace(/\./g, '');
    const state = US_STATES.find(
      (s) => s.code.toLowerCase() === key || s.name.toLowerCase().replace(/\./g, '') === key,
    );
    if (!state) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text.slice(0, 60)}" is not a US state: use a code such as DE or WY`,
      });
      return z.NEVER;
    }
    return state.code;
  });

export const ZAddOnInput = z
  .object({
    /** Keep an existing add-on (its id is in carts and orders); omit for a new one. */
    id: z.uuid('Add-on ID must be the id of one of this product’s add-ons').optional(),
    name: z.string().trim().min(2, 'Add-on name must be at least 2 characters').max(120),
    description: z.string().trim().max(500).nullable().optional(),
    pricePence: pence('add-on pricePence'),
    maxQuantity: z
      .number({ error: 'Max quantity must be a number' })
      .int('Max quantity must be a whole number')
      .min(1, 'Max quantity must be at least 1')
      .max(99, 'Max quantity must be at most 99'),
  })
  .strict();
export type TAddOnInput = z.infer<typeof ZAddOnInput>;

/** The fields of a product as staff type them; each message names its field. */
const productFields = {
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .toLowerCase()
    .min(2, 'Slug must be at least 2 characters')
    .max(100, 'Slug must be at most 100 characters')
    .regex(
      PRODUCT_SLUG_PATTERN,
      'Slug must be lower-case letters, digits and single hyphens, e.g. delaware-llc-formation',
    )
    .refine(
      (slug) => !RESERVED_PRODUCT_SLUGS.includes(slug),
      'Slug is reserved for a page of the site; choose another',
    ),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters'),
  summary: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(300, 'Summary must be at most 300 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  category: z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` }),
  pricePence: pence('pricePence'),
  filingFeePence: pence('filingFeePence'),
  billing: z.enum(BILLING_TYPES, { error: `Billing must be one of: ${BILLING_TYPES.join(', ')}` }),
  interval: z.enum(BILLING_INTERVALS, { error: `Interval must be one of: ${BILLING_INTERVALS.join(', ')}` }).nullable(),
  countryCode: ZCatalogCountry.nullable(),
  stateCode: ZCatalogState.nullable(),
  features: z
    .array(
      z.string().trim().min(1, 'A feature cannot be empty').max(200, 'Each feature must be at most 200 characters'),
    )
    .max(20, 'At most 20 features'),
  seoTitle: z.string().trim().max(70, 'SEO title must be at most 70 characters').nullable(),
  seoDescription: z.string().trim().max(170, 'SEO description must be at most 170 characters').nullable(),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  sortOrder: z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(1_000_000, 'Sort order must be at most 1000000'),
  addOns: z.array(ZAddOnInput).max(20, 'At most 20 add-ons'),
};

export type TProductRuleFields = {
  category: TProductCategory;
  billing: TBilling;
  interval: TBillingInterval | null;
  countryCode: string | null;
  stateCode: string | null;
};

/** Rules across fields, checked on /add, on every upload row and on the product an update would leave. */
export function productRuleIssues(product: TProductRuleFields): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (product.billing === 'recurring' && !product.interval) {
    issues.push({ field: 'interval', message: 'Interval is required for a recurring product: month or year' });
  }
  if (product.billing === 'one_off' && product.interval) {
    issues.push({ field: 'interval', message: 'Interval must be empty for a one-off product' });
  }
  if (product.stateCode && product.countryCode !== 'US') {
    issues.push({
      field: 'stateCode',
      message: 'A state can only be set for a United States product (countryCode US)',
    });
  }
  if (product.category === 'company_formation' && !product.countryCode) {
    issues.push({
      field: 'countryCode',
      message: 'A company formation product needs the country it forms companies in',
    });
  }
  return issues;
}

export const ZProductInput = z
  .object({
    slug: productFields.slug,
    name: productFields.name,
    summary: productFields.summary,
    description: productFields.description,
    category: productFields.category,
    pricePence: productFields.pricePence,
    filingFeePence: productFields.filingFeePence.default(0),
    billing: productFields.billing,
    interval: productFields.interval.default(null),
    countryCode: productFields.countryCode.default(null),
    stateCode: productFields.stateCode.default(null),
    features: productFields.features.default([]),
    seoTitle: productFields.seoTitle.default(null),
    seoDescription: productFields.seoDescription.default(null),
    isActive: productFields.isActive.default(true),
    sortOrder: productFields.sortOrder.default(1000),
    addOns: productFields.addOns.optional(),
  })
  .strict()
  .superRefine((product, ctx) => {
    for (const issue of productRuleIssues(product))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type TProductInput = z.infer<typeof ZProductInput>;

/** PUT /api/products/{id}: any fields to change; `addOns`, when sent, is the whole new list. */
export const ZProductUpdate = z
  .object({
    slug: productFields.slug.optional(),
    name: productFields.name.optional(),
    summary: productFields.summary.optional(),
    description: productFields.description.optional(),
    category: productFields.category.optional(),
    pricePence: productFields.pricePence.optional(),
    filingFeePence: productFields.filingFeePence.optional(),
    billing: productFields.billing.optional(),
    interval: productFields.interval.optional(),
    countryCode: productFields.countryCode.optional(),
    stateCode: productFields.stateCode.optional(),
    features: productFields.features.optional(),
    seoTitle: productFields.seoTitle.optional(),
    seoDescription: productFields.seoDescription.optional(),
    isActive: productFields.isActive.optional(),
    sortOrder: productFields.sortOrder.optional(),
    addOns: productFields.addOns.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
    when: (payload) => payload.issues.length === 0,
  });
export type TProductUpdate = z.infer<typeof ZProductUpdate>;

/** POST /api/admin/products: as the public list, also showing inactive products. */
export const ZAdminProductListRequest = ZProductListRequest.extend({
  status: z
    .enum(['all', 'active', 'inactive'], { error: 'Status must be one of: all, active, inactive' })
    .default('all'),
}).strict();
export type TAdminProductListRequest = z.infer<typeof ZAdminProductListRequest>;

export const ZAdminQuotationListRequest = z
  .object({
    status: z.enum(QUOTATION_STATUSES, { error: `Status must be one of: ${QUOTATION_STATUSES.join(', ')}` }).optional(),
    page: ZPage.default(1),
    pageSize: ZPageSize.default(PAGE_SIZE),
  })
  .strict()
  .nullish();

// ---- Admin writes -----------------------------------------------------------------------------------------

export const ZDeleteProductResult = z.object({
  id: z.string(),
  /** soft: archived because it was ordered before; hard: removed. */
  mode: z.enum(['soft', 'hard']),
});

// ---- POST /api/admin/upload/product ---------------------------------------------------------------------

/** The multipart field that carries the file. */
export const PRODUCT_UPLOAD_FIELD = 'file';
export const PRODUCT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_UPLOAD_MAX_ROWS = 5000;

/**
 * The columns of a product upload (CSV with a header row, or the first sheet of an XLSX workbook).
 * Headers are matched ignoring case and spaces; each row becomes the body of POST /api/products/add
 * and is validated by the same schema. Rows are upserted by slug.
 */
export const PRODUCT_UPLOAD_COLUMNS = [
  {
    column: 'slug',
    required: true,
    description: 'Unique page name: lower-case letters, digits and hyphens.',
    example: 'wyoming-llc-formation',
  },
  { column: 'name', required: true, description: 'Product name.', example: 'Wyoming LLC formation' },
  {
    column: 'summary',
    required: true,
    description: 'One line shown on cards.',
    example: 'Form a Wyoming LLC in 2 days.',
  },
  { column: 'description', required: true, description: 'The full description.', example: 'We file your articles…' },
  { column: 'category', required: true, description: PRODUCT_CATEGORIES.join(' | '), example: 'company_formation' },
  { column: 'price_gbp', required: true, description: 'Our fee in pounds.', example: '99.00' },
  {
    column: 'filing_fee_gbp',
    required: false,
    description: 'Government filing fee in pounds (0 when empty).',
    example: '79.00',
  },
  { column: 'billing', required: true, description: BILLING_TYPES.join(' | '), example: 'one_off' },
  { column: 'interval', required: false, description: 'month | year, only for recurring products.', example: '' },
  {
    column: 'country',
    required: false,
    description: 'Country code or name, or EU; empty means everywhere.',
    example: 'US',
  },
  { column: 'state', required: false, description: 'US state code or name; only for country US.', example: 'WY' },
  {
    column: 'features',
    required: false,
    description: 'Features separated by | (at most 20).',
    example: 'Name check|Articles filed',
  },
  { column: 'seo_title', required: false, description: 'Page title (at most 70 characters).', example: '' },
  {
    column: 'seo_description',
    required: false,
    description: 'Page description (at most 170 characters).',
    example: '',
  },
  { column: 'is_active', required: false, description: 'yes/no, true/false or 1/0 (yes when empty).', example: 'yes' },
  { column: 'sort_order', required: false, description: 'Lower shows first (1000 when empty).', example: '10' },
] as const;
export type TProductUploadColumn = (typeof PRODUCT_UPLOAD_COLUMNS)[number]['column'];

/** `row` is the row number in the spreadsheet (the header is row 1); `field` the column or body field. */
export const ZUploadRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type TUploadRowError = z.infer<typeof ZUploadRowError>;
export const ZUploadResult = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  slugs: z.array(z.string()),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;
/** 422: nothing was written; every problem found, row by row. */
export const ZUploadReport = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(ZUploadRowError),
});
export type TUploadReport = z.infer<typeof ZUploadReport>;
