import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error';
import { signAccessToken, verifyAccessToken } from './auth-tokens.service';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const claims = {
  userId: '7d0c1a4e-2b1f-4c55-9a51-0f5d0d8f6a11',
  role: 'customer' as const,
  sessionId: '0b8f7c1e-5d2a-4f3b-9c6d-1e2f3a4b5c6d',
  tokenVersion: 3,
};

describe('access tokens', () => {
  it('verifies a token again from memory, and still only with the secret that signed it', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    await expect(verifyAccessToken(`${SECRET}-rotated`, token)).rejects.toThrow('Your session is not valid');
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await signAccessToken(SECRET, claims, 30);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 31_000 });
    try {
      await expect(verifyAccessToken(SECRET, token)).rejects.toThrow('Your session has expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token whose signature was changed', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    await verifyAccessToken(SECRET, token);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(verifyAccessToken(SECRET, tampered)).rejects.toBeInstanceOf(AppError);
  });
});
