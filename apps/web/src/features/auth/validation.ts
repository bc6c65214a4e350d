import { ZEmail, ZOtp, ZPersonName } from '@launchpad/shared/contracts/fields';

/*
 * The shared field rules (contracts/fields), with messages written for the person filling the
 * form rather than for an api client.
 */

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  return ZEmail.safeParse(value).success ? undefined : 'Enter an email address like name@company.com.';
}

export function nameProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your name.';
  return ZPersonName.safeParse(value).success ? undefined : 'Use at most 100 characters.';
}

export function otpProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter the 6-digit code from the email.';
  return ZOtp.safeParse(value.trim()).success ? undefined : 'The code is 6 digits, like 123456.';
}

/** Only digits, at most six: what a person types or pastes into a code field ("123 456" works). */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
