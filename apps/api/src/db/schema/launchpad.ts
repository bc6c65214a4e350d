import { EXPERIMENT_STATUSES, type TIdeaBrief } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
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

// AI startup builder (SPEC §1, §7 "Launchpad and tools", issue 7).

export const experimentStatusEnum = pgEnum('launchpad_experiment_status', EXPERIMENT_STATUSES);

/** A founder's idea. `current_version` is the version the build page shows (a restore moves it back). */
export const launchpadIdeas = pgTable(
  'launchpad_ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The idea as first typed (1 to 500 characters, trimmed). */
    query: text('query').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Previous ideas (newest first) and the monthly quota both read by user and creation time.
    index('launchpad_ideas_user_created_idx').on(t.userId, t.createdAt),
    check('launchpad_ideas_version_check', sql`${t.currentVersion} >= 1`),
  ],
);

/** Every version of an idea: version 1 is the idea itself, each addQuery adds one (issue 7: compare and restore). */
export const launchpadIdeaVersions = pgTable(
  'launchpad_idea_versions',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => launchpadIdeas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The follow-up that made this version; null for version 1. */
    refinement: text('refinement'),
    /** The whole text the sections of this version are generated from. */
    prompt: text('prompt').notNull(),
    /** What the builder understood this version to be (issue 18); null for versions made before it. */
    brief: jsonb('brief').$type<TIdeaBrief>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.version] })],
);

/**
 * A generated section of one version, stored once: the unique index stops two processes storing the
 * same section twice (the second insert does nothing and reads the first).
 */
export const launchpadSections = pgTable(
  'launchpad_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => launchpadIdeas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    section: text('section').notNull(),
    content: jsonb('content').notNull(),
    /** builtin or openai: which provider wrote it. */
    provider: text('provider').notNull(),
    /** Shown with the section, e.g. why the offline generator wrote it instead of the LLM. */
    note: text('note'),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('launchpad_sections_once_idx').on(t.ideaId, t.version, t.section)],
);

/** A validation experiment's outcome, by the experiment's id in that version's ValidationData. */
export const launchpadExperiments = pgTable(
  'launchpad_experiments',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => launchpadIdeas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    experimentId: text('experiment_id').notNull(),
    status: experimentStatusEnum('status').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.version, t.experimentId] })],
);

export type TLaunchpadIdeaRow = typeof launchpadIdeas.$inferSelect;
export type TLaunchpadSectionRow = typeof launchpadSections.$inferSelect;
