import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES, type TRegisterRequest, type TSession } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordReferralSignup } from '../influencer';
import { issueCode } from './auth-codes.store';
import { authMails } from './auth-mails.service';
import { signInFailed, signInSucceeded, takeSignInAttempt } from './auth-lockout.store';
import { hashPassword, verifyPassword } from './auth-passwords.service';
import {
  type TClientInfo,
  type TForgetDeps,
  issueSession,
  revokeAllSessions,
  sessionStartedAt,
} from './auth-sessions.store';
import { ACCOUNT_GONE, insertUser, updateSignInDetails } from '../users';

export type TAuthDeps = Pick<TDeps, 'db' | 'config' | 'mailer'> & TForgetDeps;

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
    created = await insertUser(deps.db, {
      name: input.name,
      email: input.email,
      passwordHash,
      country: input.country ?? null,
      signupRef: input.signupref ?? null,
    });
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
 * `login`: one generic message for an unknown email or a wrong password. Wrong passwords slow down and then
 * lock out the address they come from, not the account (auth-lockout.store.ts).
 */
export async function login(
  deps: TAuthDeps & Pick<TDeps, 'outbox'>,
  input: { email: string; password: string },
  client: TClientInfo = {},
) {
  await takeSignInAttempt(deps, input.email, client.ip);
  const user = await findUserByEmail(deps, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await signInFailed(deps, input.email, user);
    throw new AppError('UNAUTHORIZED', GENERIC_LOGIN_FAILURE);
  }
  await signInSucceeded(deps, input.email, client.ip);
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
  await updateSignInDetails(deps.db, user.id, { passwordHash: await hashPassword(options.newPassword) });
  await revokeAllSessions(deps, user.id);
  await deps.mailer.send('password_changed', authMails.passwordChanged(user.email, user.name), { userId: user.id });
  return issueSession(deps, user.id, client);
}

/**
 * `delete-account` asks who is there: the current password, or for an account without one (third-party
 * sign-in only) a sign-in within the last few minutes. Wrong passwords count as failed sign-ins.
 */
export async function confirmDeletion(
  deps: TAuthDeps & Pick<TDeps, 'outbox'>,
  user: { id: string; name: string; email: string; passwordHash: string | null },
  options: { sessionId: string; password?: string | undefined; ip?: string | undefined },
): Promise<void> {
  if (user.passwordHash) {
    if (!options.password) throw new AppError('BAD_REQUEST', 'Enter your current password to delete your account.');
    await takeSignInAttempt(deps, user.email, options.ip);
    if (!(await verifyPassword(user.passwordHash, options.password))) {
      await signInFailed(deps, user.email, user);
      throw new AppError('BAD_REQUEST', 'Your password is not correct.');
    }
    await signInSucceeded(deps, user.email, options.ip);
    return;
  }
  const startedAt = await sessionStartedAt(deps, options.sessionId);
  const freshFor = DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES * 60_000;
  if (!startedAt || Date.now() - startedAt.getTime() > freshFor) {
    throw new AppError(
      'FORBIDDEN',
      `Your account has no password, so to delete it please sign out, sign in again, and delete it within ${DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES} minutes.`,
    );
  }
}

/** The mail that tells someone their account was deleted. */
export const accountDeletedMail = (user: { name: string; email: string }) =>
  authMails.accountDeleted(user.email, user.name);

export { requireUserRow };
