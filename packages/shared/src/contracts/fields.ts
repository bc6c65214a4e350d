import { z } from 'zod';

/** Field schemas shared by several contracts, each with the message a person sees. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: 'email is required' })
  .trim()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email('email must be a valid email address'));
export const ZPassword = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const ZPersonName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters');
/** ISO 3166-1 alpha-2, e.g. GB. */
export const ZCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code')
  .transform((code) => code.toUpperCase());
export const ZOtp = z
  .string({ error: 'otp is required' })
  .regex(/^\d{6}$/, 'otp must be the 6-digit code from the email');
