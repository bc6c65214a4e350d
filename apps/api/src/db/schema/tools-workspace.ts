import type { TOrgNode } from '@launchpad/shared';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Business tools saved to the account (issue 8).

/** A user's organisation chart (SPEC §3): one per user, the whole tree as JSON (validated on save). */
export const toolOrgCharts = pgTable('tool_org_charts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chart: jsonb('chart').$type<TOrgNode>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
