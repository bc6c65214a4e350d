import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Cards a customer saved: only the provider's token and what can be shown (brand, last 4, expiry). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId),
    // At most one primary card per customer, whatever the application does.
    uniqueIndex('payment_cards_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

/**
 * The built-in test gateway's own books, as a processor would keep them: customers and tokenised cards.
 * It never stores a card number; `behaviour` records what the public test-card conventions say the card does.
 */
export const gatewayCustomers = pgTable('gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  /** The card charged when no other is named (invoice_settings.default_payment_method in Stripe's terms). */
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gatewayPaymentMethods = pgTable('gateway_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => gatewayCustomers.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  fingerprint: text('fingerprint').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
