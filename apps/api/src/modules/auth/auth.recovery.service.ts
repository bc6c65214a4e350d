import type { TUserInfo } from '@launchpad/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { users } from '../../db/schema';
import { takeAccountHit } from '../../lib/account-rate-limit';
import { AppError } from '../../lib/app-error';
import { getProfile, updateSignInDetails } from '../users';
import { clearSignInFailures } from './auth-lockout.store';
import { checkCode, consumeCode, findByToken, issueCode, type TCodeRow } from './auth-codes.store';
import { authMails } from './auth-mails.service';
import { hashPassword, verifyPassword } from './auth-passwords.service';
import { emailExists, findUserByEmail, requireUserRow, sendVerificationMail } from './auth.service';
import { type TForgetDeps, grantConfiguredAdmin, revokeAllSessions } from './auth-sessions.store';

type TAuthDeps = Pick<TDeps, 'db' | 'config' | 'mailer'> & TForgetDeps;

/** At most three emails of one kind per account in 15 minutes: enough for a lost message, not for spam. */
const MAIL_LIMIT = { max: 3, windowMs: 15 * 60_000 };
const RESET_SENT = 'If an account exists for that email, we have sent it a 6-digit code.';
const NO_CODE = 'That code has expired or was already used. Request a new one.';
const STAFF_IN_SESSION =
  'This is a staff address: sign in to its account, then open the link again or type the 6-digit code from the email.';

export async function requestVerifyMail(deps: TAuthDeps, options: { userId: string }): Promise<string> {
  const user = await requireUserRow(deps, options.userId);
  if (user.emailVerifiedAt) return 'Your email address is already confirmed.';
  const hit = await takeAccountHit(deps.db, `verify-mail:${user.id}`, MAIL_LIMIT.max, MAIL_LIMIT.windowMs);
  if (!hit.allowed) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `We have sent several emails already. Try again in ${hit.retryInMinutes} minutes.`,
    );
  }
  await sendVerificationMail(deps, user);
  return `We have sent a confirmation link to ${user.email}.`;
}

/** Applies a proven code: confirms the address, or moves the account to the new one. */
async function applyVerification(deps: TAuthDeps, row: TCodeRow): Promise<TUserInfo> {
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id))) throw new AppError('BAD_REQUEST', NO_CODE);
    if (row.purpose === 'change_email') {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, row.email.toLowerCase()), ne(users.id, row.userId)))
        .limit(1);
      if (taken) throw new AppError('CONFLICT', 'Another account now uses that email address.');
      await updateSignInDetails(tx, row.userId, { email: row.email, emailVerifiedAt: new Date() });
    } else {
      await updateSignInDetails(tx, row.userId, { emailVerifiedAt: new Date() });
    }
  });
  // A new address ends the account's access tokens (migration 0019); staff listed in ADMIN_EMAILS become
  // admins now that their address is proven.
  if (row.purpose === 'change_email') deps.accounts?.forget(row.userId);
  await grantConfiguredAdmin(deps, row.userId);
  return getProfile(deps, { userId: row.userId });
}

/** `verify-mail`: the link token from the email, or the 6-digit code typed by the signed-in user. */
export async function verifyMail(
  deps: TAuthDeps,
  options: { token: string; signedInAs?: string | undefined } | { code: string; userId: string | undefined },
): Promise<TUserInfo> {
  if ('token' in options) {
    const row = await findByToken(deps.db, options.token);
    // A staff address (ADMIN_EMAILS) is confirmed only from the account's own session: whoever registered it
    // first may not be its owner, and the owner clicking the link would otherwise hand them the role.
    const staff = deps.config.ADMIN_EMAILS.includes(row.email.toLowerCase());
    if (staff && options.signedInAs !== row.userId) throw new AppError('FORBIDDEN', STAFF_IN_SESSION);
    return applyVerification(deps, row);
  }
  if (!options.userId) throw new AppError('UNAUTHORIZED', 'Sign in to confirm your email with a code.');
  const row = await checkCode(deps.db, {
    userId: options.userId,
    purposes: ['verify_email', 'change_email'],
    code: options.code,
  });
  return applyVerification(deps, row);
}

/** `send-reset-otp`: the same answer whether or not the address has an account. */
export async function sendResetOtp(deps: TAuthDeps, options: { email: string }): Promise<string> {
  const user = await findUserByEmail(deps, options.email);
  if (!user) return RESET_SENT;
  const hit = await takeAccountHit(deps.db, `reset:${user.id}`, MAIL_LIMIT.max, MAIL_LIMIT.windowMs);
  if (!hit.allowed) return RESET_SENT;
  const { code } = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    email: user.email,
    withLink: false,
  });
  await deps.mailer.send('reset_password', authMails.resetPassword(user.email, code), { userId: user.id });
  return RESET_SENT;
}

async function userForCode(deps: TAuthDeps, email: string) {
  const user = await findUserByEmail(deps, email);
  if (!user) throw new AppError('BAD_REQUEST', NO_CODE);
  return user;
}

/** `verify-otp`: checks a reset code without using it up (the next step needs it), or confirms an email. */
export async function verifyOtp(
  deps: TAuthDeps,
  options: { email: string; otp: string; purpose: 'reset_password' | 'verify_email' },
): Promise<string> {
  const user = await userForCode(deps, options.email);
  const row = await checkCode(deps.db, { userId: user.id, purposes: [options.purpose], code: options.otp });
  if (options.purpose === 'verify_email') {
    await applyVerification(deps, row);
    return 'Your email address is confirmed.';
  }
  return 'Code accepted. Choose a new password.';
}

/** `reset-password`: the code is used up, the password replaced, every session ended. */
export async function resetPassword(
  deps: TAuthDeps,
  options: { email: string; otp: string; password: string },
): Promise<string> {
  const user = await userForCode(deps, options.email);
  const row = await checkCode(deps.db, { userId: user.id, purposes: ['reset_password'], code: options.otp });
  const passwordHash = await hashPassword(options.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id))) throw new AppError('BAD_REQUEST', NO_CODE);
    // Receiving the code proves the inbox is theirs, so the address counts as confirmed.
    await updateSignInDetails(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
  });
  await revokeAllSessions(deps, user.id);
  // Whoever reset the password owns the inbox: every address may sign in again.
  await clearSignInFailures(deps, user.email);
  await deps.mailer.send('password_changed', authMails.passwordChanged(user.email, user.name), { userId: user.id });
  return 'Your password has been reset. Sign in with your new password.';
}

/** `emailChange`: the new address must confirm before it replaces the old one, which is told of the request. */
export async function requestEmailChange(
  deps: TAuthDeps,
  options: { userId: string; newEmail: string; password?: string | undefined },
): Promise<string> {
  const user = await requireUserRow(deps, options.userId);
  if (user.passwordHash) {
    if (!options.password) throw new AppError('BAD_REQUEST', 'Enter your password to change your email address');
    if (!(await verifyPassword(user.passwordHash, options.password)))
      throw new AppError('BAD_REQUEST', 'Your password is not correct.');
  }
  if (options.newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', 'That is already your email address.');
  }
  if (await emailExists(deps, options.newEmail))
    throw new AppError('CONFLICT', 'Another account already uses that email address.');
  const hit = await takeAccountHit(deps.db, `change-email:${user.id}`, MAIL_LIMIT.max, MAIL_LIMIT.windowMs);
  if (!hit.allowed)
    throw new AppError('TOO_MANY_REQUESTS', `Too many requests. Try again in ${hit.retryInMinutes} minutes.`);
  const { code, token } = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'change_email',
    email: options.newEmail,
    withLink: true,
  });
  const link = `${deps.config.PUBLIC_URL}/confirm-email/${token}`;
  await deps.mailer.send('change_email', authMails.changeEmail(options.newEmail, user.name, link, code), {
    userId: user.id,
  });
  await deps.mailer.send(
    'email_change_requested',
    authMails.emailChangeRequested(user.email, user.name, options.newEmail),
    { userId: user.id },
  );
  return `We have sent a confirmation link to ${options.newEmail}. Your address changes once you confirm it.`;
}
