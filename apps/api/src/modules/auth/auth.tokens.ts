import { type TRole, ZRole } from '@launchpad/shared';
import { SignJWT, errors, jwtVerify } from 'jose';
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

export async function verifyAccessToken(secret: string, token: string): Promise<TAccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const role = ZRole.safeParse(payload.role);
    if (!payload.sub || !role.success)
      throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
    return { userId: payload.sub, role: role.data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired)
      throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  }
}
