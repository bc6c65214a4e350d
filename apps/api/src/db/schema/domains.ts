import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The TLDs the built-in registrar sells, with yearly prices and registration bounds (SPEC §3 domain
 * suggestion: Prices.Registration, Properties.MinRegYear / MaxRegYear). Owned by the domains module
 * (issue 6); the cart prices domain lines from it.
 */
export const domainTlds = pgTable('domain_tlds', {
  tld: text('tld').primaryKey(),
  registrationPricePence: integer('registration_price_pence').notNull(),
  renewalPricePence: integer('renewal_price_pence').notNull(),
  minYears: integer('min_years').notNull().default(1),
  maxYears: integer('max_years').notNull().default(10),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
