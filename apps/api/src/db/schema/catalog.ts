import {
  BILLING_INTERVALS,
  BILLING_TYPES,
  DOMAIN_SERVICE_TYPES,
  PRODUCT_CATEGORIES,
  QUOTATION_STATUSES,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// SPEC §1 Marketplace, §7 "Products and plans". Money is integer pence (GBP); times are timestamptz.

export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const productBillingEnum = pgEnum('product_billing', BILLING_TYPES);
export const billingIntervalEnum = pgEnum('billing_interval', BILLING_INTERVALS);
export const domainServiceTypeEnum = pgEnum('domain_service_type', DOMAIN_SERVICE_TYPES);
export const quotationStatusEnum = pgEnum('quotation_status', QUOTATION_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What a founder buys. `price_pence` is our fee; `filing_fee_pence` the government or state fee,
 * shown separately. A null country applies everywhere, `EU` to every member state, a null state to
 * every state of the country. Deleted products that were ordered keep their row with `deleted_at`.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    category: productCategoryEnum('category').notNull(),
    pricePence: integer('price_pence').notNull(),
    filingFeePence: integer('filing_fee_pence').notNull().default(0),
    billing: productBillingEnum('billing').notNull(),
    interval: billingIntervalEnum('interval'),
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(1000),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.category, t.sortOrder),
    index('products_place_idx').on(t.countryCode, t.stateCode),
    check('products_price_check', sql`${t.pricePence} >= 0 and ${t.filingFeePence} >= 0`),
    check(
      'products_interval_check',
      sql`(${t.billing} = 'one_off' and ${t.interval} is null) or (${t.billing} = 'recurring' and ${t.interval} is not null)`,
    ),
    check('products_state_check', sql`${t.stateCode} is null or ${t.countryCode} = 'US'`),
  ],
);

/** Extras bought with a product, each up to `max_quantity` (e.g. further trade-mark classes). */
export const productAddOns = pgTable(
  'product_add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    pricePence: integer('price_pence').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    /** Removed add-ons are kept inactive: carts and orders may still name them. */
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_add_ons_product_name_idx').on(t.productId, t.name),
    check('product_add_ons_check', sql`${t.pricePence} >= 0 and ${t.maxQuantity} >= 1`),
  ],
);

/** Domain services (SSL, ID Protect): priced per year, bought for min..max years. */
export const catalogServices = pgTable(
  'catalog_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    serviceType: domainServiceTypeEnum('service_type').notNull(),
    description: text('description').notNull(),
    pricePerYearPence: integer('price_per_year_pence').notNull(),
    minYears: integer('min_years').notNull().default(1),
    maxYears: integer('max_years').notNull().default(1),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'catalog_services_years_check',
      sql`${t.minYears} >= 1 and ${t.maxYears} >= ${t.minYears} and ${t.pricePerYearPence} >= 0`,
    ),
  ],
);

/** Which services a product page offers. */
export const productServices = pgTable(
  'product_services',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.serviceId] })],
);

/** Packs of products sold together for one group price. */
export const productGroups = pgTable('product_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  pricePence: integer('price_pence').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const productGroupItems = pgTable(
  'product_group_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    // A product in a pack cannot be deleted until it is taken out of the pack.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('product_group_items_group_product_idx').on(t.groupId, t.productId),
    index('product_group_items_product_idx').on(t.productId),
    check('product_group_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** Startup plans, bought as monthly or yearly subscriptions; the flags unlock tools and the AI builder. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    monthlyPricePence: integer('monthly_price_pence').notNull(),
    yearlyPricePence: integer('yearly_price_pence').notNull(),
    tools: boolean('tools').notNull().default(false),
    buildStartupAi: boolean('build_startup_ai').notNull().default(false),
    aiMonthlyLimit: integer('ai_monthly_limit').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isPopular: boolean('is_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_lower_idx').on(sql`lower(${t.name})`),
    check(
      'plans_price_check',
      sql`${t.monthlyPricePence} >= 0 and ${t.yearlyPricePence} >= 0 and ${t.aiMonthlyLimit} >= 0`,
    ),
  ],
);

/** Custom quote requests (raise-quotation), from visitors or signed-in customers. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    details: text('details').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: quotationStatusEnum('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [index('quotations_status_idx').on(t.status, t.createdAt)],
);

/**
 * Which version of a seed has been applied. The catalogue seed runs once per version, so products
 * staff delete or edit are not brought back by the next start.
 */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
