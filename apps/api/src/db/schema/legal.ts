import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Legal agreements (issue 8): each document a customer downloaded, with the values it was made from, so
// their history can list it and open the form again.

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    /** pdf or docx. */
    format: text('format').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legal_documents_user_created_idx').on(t.userId, t.createdAt)],
);
