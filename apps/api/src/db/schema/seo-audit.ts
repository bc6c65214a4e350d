import type { TSeoCheck, TSeoFacts, TSeoFix } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// SEO audit (issue 8): every audit a customer ran, with its full report, for the history.

export const seoAudits = pgTable(
  'seo_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address as asked for (normalised). */
    url: text('url').notNull(),
    /** Where it ended up after redirects. */
    finalUrl: text('final_url').notNull(),
    score: integer('score').notNull(),
    checks: jsonb('checks').$type<TSeoCheck[]>().notNull(),
    fixes: jsonb('fixes').$type<TSeoFix[]>().notNull(),
    facts: jsonb('facts').$type<TSeoFacts>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seo_audits_user_created_idx').on(t.userId, t.createdAt),
    check('seo_audits_score_check', sql`${t.score} BETWEEN 0 AND 100`),
  ],
);
