import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random secret: refresh tokens, email links, OAuth state. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A 6-digit code from a cryptographic source, with leading zeros kept. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Secrets are stored as SHA-256 hashes: a database leak reveals no usable token. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares two secrets in constant time (differing lengths compare as unequal without an early exit on content). */
export function secretsEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
