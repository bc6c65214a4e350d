import { PUBLISHED_SITE_STATUSES, type TLandingPageContent } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { registeredDomains } from './domains';
import { launchpadIdeas } from './launchpad';
import { users } from './users';

// Publishing a generated landing page on the founder's own domain (issue 24).

export const publishedSiteStatusEnum = pgEnum('published_site_status', PUBLISHED_SITE_STATUSES);

/**
 * A landing page published on a domain the founder owns here. One site per host name that is not
 * unpublished (the partial unique index): a name already published cannot be published twice.
 */
export const publishedSites = pgTable(
  'published_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => launchpadIdeas.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => registeredDomains.id, { onDelete: 'cascade' }),
    /** The apex host name (`www.` + host serves the same page). */
    host: text('host').notNull(),
    status: publishedSiteStatusEnum('status').notNull().default('pending_dns'),
    currentVersion: integer('current_version').notNull().default(1),
    failureReason: text('failure_reason'),
    /** The records publishing added to the zone (removed again on unpublish or failure). */
    records: jsonb('records').$type<{ host: string; type: string; value: string }[]>().notNull().default([]),
    /** The certificate chain (PEM) and its private key (PKCS#8 PEM, sealed with the app secret). */
    certificatePem: text('certificate_pem'),
    sealedPrivateKey: text('sealed_private_key'),
    certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }),
    /** HTTP-01 challenges in progress (token → key authorisation), served at /.well-known/acme-challenge/. */
    challenges: jsonb('challenges').$type<Record<string, string>>().notNull().default({}),
    renewalFailedAt: timestamp('renewal_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('published_sites_host_idx')
      .on(t.host)
      .where(sql`${t.status} <> 'unpublished'`),
    index('published_sites_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every version of a site's page: the landing-page content as published. */
export const publishedSiteVersions = pgTable(
  'published_site_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => publishedSites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<TLandingPageContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('published_site_versions_idx').on(t.siteId, t.version)],
);

/** A visitor who joined a site's waitlist; confirmed by the link mailed to them (double opt-in). */
export const waitlistSignups = pgTable(
  'waitlist_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => publishedSites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    note: text('note').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_signups_site_email_idx').on(t.siteId, t.email),
    index('waitlist_signups_token_idx').on(t.confirmTokenHash),
  ],
);

export type TPublishedSiteRow = typeof publishedSites.$inferSelect;
