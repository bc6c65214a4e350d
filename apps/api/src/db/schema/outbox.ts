import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (issue 20): an effect that must follow a change once it is committed (a
 * mail, a call to the payment processor) is written here in the change's own transaction, then
 * delivered by modules/outbox with retries and backoff. `dead`: gave up after its last attempt; staff
 * see it in GET /api/admin/outbox.
 */
export const outboxEffects = pgTable(
  'outbox_effects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While an attempt runs, no other worker takes the row; a crashed attempt's lock runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('outbox_effects_due_idx').on(t.status, t.nextAttemptAt)],
);
