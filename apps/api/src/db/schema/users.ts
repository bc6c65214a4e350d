import type { TSavedOnboarding } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ['customer', 'influencer', 'admin']);

/** Accounts. A null password hash means the account signs in only through an identity provider. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    country: text('country'),
    phone: text('phone'),
    profileImg: text('profile_img'),
    role: roleEnum('role').notNull().default('customer'),
    /** The referral code from `/signup?signupref=…`, kept for attribution (issue 10). */
    signupRef: text('signup_ref'),
    onboarding: jsonb('onboarding').$type<TSavedOnboarding>(),
    /** The payment provider's customer id, created with the first saved card. */
    paymentCustomerId: text('payment_customer_id'),
    /**
     * Carried in every access token (`ver`); a token of another version is refused. Migration 0019 raises it
     * whenever the role or the email changes, which ends every access token of the account on every instance.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * No longer used: failed sign-ins are counted per address in rate_limit_hits (auth.lockout.ts). Kept so
     * instances of the previous release keep working during a rolling deploy; to be dropped in a later one.
     */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);
