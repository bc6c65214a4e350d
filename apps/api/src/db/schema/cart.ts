import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { catalogServices, productAddOns, productGroups, products } from './catalog';
import { users } from './users';

/**
 * A signed-in customer's cart (SPEC §4 "cart kept on the server and locally"). Prices are not stored:
 * they are read from the catalogue (and domain_tlds) every time, so a stale or tampered price never counts.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The coupon the customer applied (as typed); checked again on every read, so it may no longer apply. */
  couponCode: text('coupon_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line: a product, a group (pack) or a domain, with the SPEC §3 cart item flags. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => productGroups.id, { onDelete: 'cascade' }),
    domain: text('domain'),
    /** A product bought for a domain (an SSL certificate): the full domain name, kept with the line. */
    forDomain: text('for_domain'),
    tld: text('tld'),
    selectedYears: integer('selected_years'),
    quantity: integer('quantity').notNull().default(1),
    isProductSelected: boolean('is_product_selected').notNull().default(true),
    onlyAddOns: boolean('only_add_ons').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    // Exactly one kind of thing per line, and the SPEC §4 matching rule as unique keys.
    check(
      'cart_items_one_kind',
      sql`(${t.productId} is not null)::int + (${t.groupId} is not null)::int + (${t.domain} is not null)::int = 1`,
    ),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    uniqueIndex('cart_items_product_idx')
      .on(t.cartId, t.productId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('cart_items_group_idx')
      .on(t.cartId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    uniqueIndex('cart_items_domain_idx')
      .on(t.cartId, t.domain, t.tld)
      .where(sql`${t.domain} is not null`),
  ],
);

export const cartItemAddOns = pgTable(
  'cart_item_add_ons',
  {
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => productAddOns.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.addOnId] }),
    check('cart_item_add_ons_quantity', sql`${t.quantity} >= 1`),
  ],
);

export const cartItemServices = pgTable(
  'cart_item_services',
  {
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    duration: integer('duration').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.serviceId] }),
    check('cart_item_services_bounds', sql`${t.duration} between 1 and 10 and ${t.quantity} >= 1`),
  ],
);
