import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases for scheduled jobs (renewals, reminders): with several api instances on one database, a job
 * runs on the one instance that holds its lease; a crashed holder's lease runs out by itself.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
