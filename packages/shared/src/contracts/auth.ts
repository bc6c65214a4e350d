import { z } from 'zod';
import { ZCountryCode, ZEmail, ZOtp, ZPassword, ZPersonName, PASSWORD_MAX_LENGTH } from './fields';
import { ZUserInfo } from './user';

export { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES } from '../constants/auth';

export const ZRegisterRequest = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    password: ZPassword,
    country: ZCountryCode.optional(),
    signupref: z.string().trim().max(64, 'Referral code must be at most 64 characters').optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** An account from just a name and email (checkout): no password yet, one is set through the reset flow. */
export const ZPartialRegisterRequest = ZRegisterRequest.omit({ password: true }).strict();

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export const ZRefreshRequest = z
  .object({ refreshToken: z.string({ error: 'Refresh token is required' }).min(20).max(200) })
  .strict();
export const ZEmailOnlyRequest = z.object({ email: ZEmail }).strict();
export const ZPasswordChangeRequest = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: ZPassword,
  })
  .strict();
export const ZEmailChangeRequest = z
  .object({ newEmail: ZEmail, password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional() })
  .strict();
/**
 * `delete-account`: the current password; an account without one (third-party sign-in only) sends no
 * password and must have signed in within DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES instead.
 */
export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH).optional() })
  .strict();
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export const ZVerifyOtpRequest = z
  .object({ email: ZEmail, otp: ZOtp, purpose: z.enum(['reset_password', 'verify_email']).default('reset_password') })
  .strict();
export const ZResetPasswordRequest = z.object({ email: ZEmail, otp: ZOtp, password: ZPassword }).strict();
/** A link token from the email, or (signed in) the 6-digit code from the same email. */
export const ZVerifyMailRequest = z.union([
  z.object({ token: z.string().min(20).max(200) }).strict(),
  z.object({ code: ZOtp }).strict(),
]);

export const ZSession = z.object({
  user: ZUserInfo,
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TSession = z.infer<typeof ZSession>;
