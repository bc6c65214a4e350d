import { type TRole, ZRole } from '@launchpad/shared';
import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';

const ISSUER = 'launchpad';
const AUDIENCE = 'launchpad-api';

export type TAccessClaims = { userId: string; role: TRole };

const key = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived HS256 access token (ARCHITECTURE "Auth"); refresh tokens are opaque and stored hashed. */
export async function signAccessToken(secret: string, claims: TAccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/**
 * Tokens already verified, so a token's signature is checked once rather than on every request it signs in
 * (HMAC through WebCrypto was a tenth of a signed-in request's time). An entry is used only with the secret
 * that verified it and only until the token expires.
 */
const verifiedTokens = new LRUCache<string, { secret: string; claims: TAccessClaims; expiresAtMs: number }>({
  max: 10_000,
});

export async function verifyAccessToken(secret: string, token: string): Promise<TAccessClaims> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret && known.expiresAtMs > Date.now()) return known.claims;
  const verified = await verifyUncached(secret, token);
  verifiedTokens.set(token, { secret, ...verified });
  return verified.claims;
}

async function verifyUncached(secret: string, token: string): Promise<{ claims: TAccessClaims; expiresAtMs: number }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const role = ZRole.safeParse(payload.role);
    if (!payload.sub || !role.success || payload.exp === undefined)
      throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
    return { claims: { userId: payload.sub, role: role.data }, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired)
      throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  }
}
