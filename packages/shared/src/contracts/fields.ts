import { z } from 'zod';

/** Field schemas shared by several contracts, each with the message a person sees. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email address'));
export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const ZPersonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
/** ISO 3166-1 alpha-2, e.g. GB. */
export const ZCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
  .transform((code) => code.toUpperCase());
export const ZOtp = z
  .string({ error: 'Code is required' })
  .regex(/^\d{6}$/, 'Code must be the 6-digit code from the email');
