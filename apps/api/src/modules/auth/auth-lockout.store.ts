import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { rateLimitHits } from '../../db/schema';
import {
  type TProgressivePolicy,
  clearAccountHits,
  clearAccountHitsStartingWith,
  countSlidingHit,
  takeProgressiveAttempt,
} from '../../lib/account-rate-limit';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/secrets';
import { authMails } from './auth-mails.service';
import { mailDurably } from '../outbox';

/*
 * Failed sign-ins (issue 19). Counting them per account alone let anyone lock the owner out, so they are
 * counted per address and account: wrong passwords from one address slow that address down (a doubling
 * wait, answered 429 with Retry-After), then lock it out of that account, while the owner signing in from
 * an address that has not failed is let through. Failures are also counted per account, across addresses:
 * the owner is mailed once when they pile up, and while they do every address gets fewer tries. The
 * counters live in the database, so every instance shares them. Unknown addresses are counted the same way,
 * so the answers never tell whether an account exists.
 */

/** Per address and account, normally. */
export const ADDRESS_POLICY: TProgressivePolicy = {
  free: 3,
  lockAfter: 8,
  firstDelayMs: 5_000,
  windowMs: 15 * 60_000,
};
/** Per address and account while the account is under attack from many addresses. */
export const UNDER_ATTACK_POLICY: TProgressivePolicy = { ...ADDRESS_POLICY, free: 1, lockAfter: 3 };

/** Failures of one account, from any address, within an hour of each other. */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** At this many failures the owner is mailed (once per series). */
export const MAIL_OWNER_AT = 5;
/** From this many failures every address gets UNDER_ATTACK_POLICY. */
export const UNDER_ATTACK_AT = 20;

type TLockoutDeps = Pick<TDeps, 'db' | 'mailer' | 'outbox'>;

// Keys hold a hash of the address typed, not the address itself.
const accountPart = (email: string) => hashSecret(email.trim().toLowerCase()).slice(0, 32);
const accountKey = (email: string) => `login-fail:${accountPart(email)}`;
const addressPrefix = (email: string) => `login-fail:${accountPart(email)}@`;
const addressKey = (email: string, ip: string | undefined) => `${addressPrefix(email)}${ip ?? 'unknown'}`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Before a password is checked: takes an attempt for this address and account, or refuses with 429 while
 * the address must wait or is locked out. The attempt counts as a failure until `signInSucceeded`.
 */
export async function takeSignInAttempt(deps: TLockoutDeps, email: string, ip: string | undefined): Promise<void> {
  const failures = await currentAccountFailures(deps, email);
  const policy = failures >= UNDER_ATTACK_AT ? UNDER_ATTACK_POLICY : ADDRESS_POLICY;
  const attempt = await takeProgressiveAttempt(deps.db, addressKey(email, ip), policy);
  if (attempt.allowed) return;
  const seconds = attempt.retryAfterSeconds;
  if (attempt.locked) {
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts from your network. Try again in ${plural(minutes, 'minute')}, or reset your password.`,
      seconds,
    );
  }
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Try again in ${plural(seconds, 'second')}.`,
    seconds,
  );
}

async function currentAccountFailures(deps: TLockoutDeps, email: string): Promise<number> {
  const [row] = await deps.db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, accountKey(email)), gt(rateLimitHits.windowEndsAt, sql`now()`)));
  return row?.count ?? 0;
}

/** The right password: this address's series ends (the account-wide count stays, and so does its one mail). */
export async function signInSucceeded(deps: TLockoutDeps, email: string, ip: string | undefined): Promise<void> {
  await clearAccountHits(deps.db, [addressKey(email, ip)]);
}

/** A wrong password (or an unknown address): counted for the account; its owner is mailed once as they pile up. */
export async function signInFailed(
  deps: TLockoutDeps,
  email: string,
  owner: { id: string; name: string; email: string } | null,
): Promise<void> {
  const failures = await countSlidingHit(deps.db, accountKey(email), ACCOUNT_WINDOW_MS);
  if (owner && failures === MAIL_OWNER_AT) {
    // Through the outbox: a mail server that is down neither fails the sign-in's answer nor loses the mail.
    await mailDurably(deps, 'sign_in_failures', authMails.signInFailures(owner.email, owner.name, failures), {
      userId: owner.id,
    });
  }
}

/** A new password (reset by mail): every address may try again. */
export async function clearSignInFailures(deps: Pick<TDeps, 'db'>, email: string): Promise<void> {
  await clearAccountHitsStartingWith(deps.db, addressPrefix(email));
  await clearAccountHits(deps.db, [accountKey(email)]);
}
