import { z } from 'zod';
import {
  ZDeleteAccountRequest,
  ZEmailChangeRequest,
  ZEmailOnlyRequest,
  ZLoginRequest,
  ZPartialRegisterRequest,
  ZPasswordChangeRequest,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSession,
  ZVerifyMailRequest,
  ZVerifyOtpRequest,
} from '../contracts/auth';
import {
  type TIdentityProviderName,
  ZIdentityProviderSummary,
  ZOAuthFinishRequest,
  ZOAuthSession,
  ZOAuthStart,
  ZOAuthStartParams,
  ZOAuthStartRequest,
} from '../contracts/oauth';
import { ZUserInfo } from '../contracts/user';
import { defineEndpoint } from './define';

const tags = ['auth'] as const;
/**
 * Per-address limits (active when RATE_LIMIT_ENABLED): guessing passwords, codes and emails stays slow;
 * starting a third-party sign-in writes a row, finishing one calls the provider.
 */
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/**
 * SPEC §7 "Auth and user": /api/auth/*. A session answer carries the account and a fresh token pair;
 * calls without data answer only a message to show.
 */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Auth: create an account with a password and sign in',
    access: 'public',
    rateLimit: perMinute(5),
    body: ZRegisterRequest,
    data: ZSession,
    tags,
  }),
  /** Name and email only (checkout): a password is chosen later through the reset flow. */
  partialRegister: defineEndpoint({
    method: 'POST',
    path: '/api/auth/partial-register',
    summary: 'Auth: create an account from a name and email and sign in',
    access: 'public',
    rateLimit: perMinute(5),
    body: ZPartialRegisterRequest,
    data: ZSession,
    tags,
  }),
  checkExistingUser: defineEndpoint({
    method: 'POST',
    path: '/api/auth/check-existing-user',
    summary: 'Auth: whether an account uses this email',
    access: 'public',
    rateLimit: perMinute(20),
    body: ZEmailOnlyRequest,
    data: z.object({ exists: z.boolean() }),
    tags,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Auth: sign in with email and password',
    access: 'public',
    rateLimit: perMinute(10),
    body: ZLoginRequest,
    data: ZSession,
    tags,
  }),
  /** A refresh token in, a new pair out (the old refresh token is spent). */
  updateCreds: defineEndpoint({
    method: 'POST',
    path: '/api/auth/updateCreds',
    summary: 'Auth: exchange a refresh token for a new token pair',
    access: 'public',
    rateLimit: perMinute(30),
    body: ZRefreshRequest,
    data: ZSession,
    tags,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Auth: sign out (end the session of a refresh token)',
    message: 'You have been signed out.',
    access: 'public',
    rateLimit: perMinute(30),
    body: ZRefreshRequest,
    tags,
  }),
  sendResetOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-reset-otp',
    summary: 'Auth: email a code to reset the password',
    access: 'public',
    rateLimit: perMinute(5),
    body: ZEmailOnlyRequest,
    tags,
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    summary: 'Auth: check an emailed code',
    access: 'public',
    rateLimit: perMinute(10),
    body: ZVerifyOtpRequest,
    tags,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Auth: choose a new password with an emailed code',
    access: 'public',
    rateLimit: perMinute(10),
    body: ZResetPasswordRequest,
    tags,
  }),
  requestVerifyMail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/request-verify-mail',
    summary: 'Auth: email a link and code to confirm the email address',
    access: 'signed-in',
    rateLimit: perMinute(5),
    tags,
  }),
  /** The link token from the email (anyone holding it), or the 6-digit code (signed in): reads the caller. */
  verifyMail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-mail',
    summary: 'Auth: confirm the email address',
    access: 'public',
    rateLimit: perMinute(10),
    body: ZVerifyMailRequest,
    data: z.object({ user: ZUserInfo }),
    tags,
  }),
  emailChange: defineEndpoint({
    method: 'POST',
    path: '/api/auth/emailChange',
    summary: 'Auth: change the email address (confirmed from the new address)',
    access: 'signed-in',
    rateLimit: perMinute(5),
    body: ZEmailChangeRequest,
    tags,
  }),
  passwordChange: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passwordChange',
    summary: 'Auth: change the password (other sessions end)',
    access: 'signed-in',
    rateLimit: perMinute(5),
    body: ZPasswordChangeRequest,
    data: ZSession,
    tags,
  }),
  /** The current password; an account without one sends `{}` and must have signed in minutes ago. */
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/auth/delete-account',
    summary: 'Auth: delete the signed-in account',
    access: 'signed-in',
    rateLimit: perMinute(5),
    body: ZDeleteAccountRequest,
    tags,
  }),
  /** Only the providers configured on this server (may be none), so the web shows only their buttons. */
  identityProviders: defineEndpoint({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'Auth: the third-party sign-in providers on offer',
    access: 'public',
    data: z.array(ZIdentityProviderSummary),
    tags,
  }),
  startOAuth: defineEndpoint({
    method: 'POST',
    path: '/api/auth/oauth/:provider/start',
    summary: 'Auth: begin a third-party sign-in',
    access: 'public',
    rateLimit: perMinute(20),
    params: ZOAuthStartParams,
    body: ZOAuthStartRequest.nullish(),
    data: ZOAuthStart,
    tags,
  }),
};

const finishOn = <const TPath extends string>(path: TPath, label: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Auth: finish a sign-in with ${label}`,
    access: 'public',
    rateLimit: perMinute(10),
    body: ZOAuthFinishRequest,
    data: ZOAuthSession,
    tags,
  });

/** SPEC §7: the call that finishes each provider's sign-in (`linkdin` is the SPEC's spelling). */
export const oauthFinishEndpoints = {
  google: finishOn('/api/auth/google', 'Google'),
  meta: finishOn('/api/auth/meta', 'Meta'),
  linkedin: finishOn('/api/auth/linkdin', 'LinkedIn'),
  apple: finishOn('/api/auth/apple', 'Apple'),
} satisfies Record<TIdentityProviderName, unknown>;
