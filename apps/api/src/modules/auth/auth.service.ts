import type { TRegisterRequest, TSession } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../app';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordReferralSignup } from '../influencer/commission.service';
import { anonymiseOrdersOf } from '../orders/orders.store';
import { processorSubscriptionsOf } from '../subscriptions/subscriptions.apply';
import { issueCode } from './auth.codes';
import { authMails } from './auth.mails';
import { hashPassword, verifyPassword } from './auth.passwords';
import { type TClientInfo, issueSession, revokeAllSessions } from './auth.sessions';
import { ACCOUNT_GONE } from '../users/users.service';

type TAuthDeps = Pick<TDeps, 'db' | 'config' | 'mailer'>;

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
const GENERIC_LOGIN_FAILURE = 'Incorrect email or password.';

export async function findUserByEmail(deps: Pick<TDeps, 'db'>, email: string) {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function emailExists(deps: Pick<TDeps, 'db'>, email: string): Promise<boolean> {
  return (await findUserByEmail(deps, email)) !== null;
}

/** Sends the confirmation link and code to the account's current address. */
export async function sendVerificationMail(deps: TAuthDeps, user: { id: string; name: string; email: string }) {
  const { code, token } = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    withLink: true,
  });
  const link = `${deps.config.PUBLIC_URL}/confirm-email/${token}`;
  await deps.mailer.send('verify_email', authMails.verifyEmail(user.email, user.name, link, code), { userId: user.id });
}

async function createAccount(
  deps: TAuthDeps,
  input: Omit<TRegisterRequest, 'password'> & { password?: string | undefined },
  client: TClientInfo,
): Promise<TSession> {
  if (await emailExists(deps, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Sign in instead.');
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let created;
  try {
    [created] = await deps.db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        country: input.country ?? null,
        signupRef: input.signupref ?? null,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'An account with this email already exists. Sign in instead.');
    throw error;
  }
  if (!created) throw new Error('account insert returned nothing');
  // Issue 10: a signup through a referral link starts its attribution window (unknown codes are ignored).
  await recordReferralSignup(deps.db, { userId: created.id, code: input.signupref });
  await sendVerificationMail(deps, created);
  return issueSession(deps, created.id, client);
}

/** `register`: an account with a password; signed in at once, with a confirmation email on its way. */
export function register(deps: TAuthDeps, input: TRegisterRequest, client: TClientInfo = {}) {
  return createAccount(deps, input, client);
}

/** `partial-register`: name and email only (checkout); a password is set later through the reset flow. */
export function partialRegister(deps: TAuthDeps, input: Omit<TRegisterRequest, 'password'>, client: TClientInfo = {}) {
  return createAccount(deps, input, client);
}

/**
 * `login`: one generic message for an unknown email or a wrong password; after MAX_FAILED_LOGINS wrong
 * passwords in a row the account is locked for LOCK_MINUTES.
 */
export async function login(deps: TAuthDeps, input: { email: string; password: string }, client: TClientInfo = {}) {
  const user = await findUserByEmail(deps, input.email);
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    );
  }
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    if (user) {
      const failures = user.failedLoginCount + 1;
      await deps.db
        .update(users)
        .set({
          failedLoginCount: failures >= MAX_FAILED_LOGINS ? 0 : failures,
          lockedUntil: failures >= MAX_FAILED_LOGINS ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null,
        })
        .where(eq(users.id, user.id));
    }
    throw new AppError('UNAUTHORIZED', GENERIC_LOGIN_FAILURE);
  }
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await deps.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return issueSession(deps, user.id, client);
}

async function requireUserRow(deps: Pick<TDeps, 'db'>, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
  return user;
}

/** `passwordChange`: needs the current password; every session ends and a fresh one is returned. */
export async function changePassword(
  deps: TAuthDeps,
  options: { userId: string; currentPassword: string; newPassword: string },
  client: TClientInfo = {},
): Promise<TSession> {
  const user = await requireUserRow(deps, options.userId);
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'Your current password is not correct.');
  }
  if (options.currentPassword === options.newPassword) {
    throw new AppError('BAD_REQUEST', 'Choose a new password that differs from the current one.');
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(options.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(deps, user.id);
  await deps.mailer.send('password_changed', authMails.passwordChanged(user.email, user.name), { userId: user.id });
  return issueSession(deps, user.id, client);
}

/**
 * `delete-account`: the account and its personal data go (rows that reference it cascade). Orders
 * and invoices are kept for the books but anonymised in the same transaction; the plan ends with the
 * account, so the payment processor stops billing it.
 */
export async function deleteAccount(
  deps: TAuthDeps & Pick<TDeps, 'payments' | 'accounts'>,
  options: { userId: string },
): Promise<void> {
  const user = await requireUserRow(deps, options.userId);
  const billing = await processorSubscriptionsOf(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    await anonymiseOrdersOf(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  deps.accounts.forget(user.id);
  for (const id of billing) await deps.payments.cancelSubscription(id, 'now').catch(() => undefined);
  await deps.mailer.send('account_deleted', authMails.accountDeleted(user.email, user.name));
}

export { requireUserRow };
