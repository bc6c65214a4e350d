import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { signAccessToken } from '../auth/auth-tokens.service';
import { profileImageUrl } from './users.service';
import { multipart, twoColourImage } from './users.test-support';

let ctx: TTestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lp-users-'));
  ctx = await createTestContext({ env: { CDN_URL: 'https://cdn.example.test/media/', DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const readProfile = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/user', headers });

describe('users: reading the profile', () => {
  it('returns the signed-in user with the CDN rule applied to the picture', async () => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', {
      name: 'Ada Lovelace',
      profileImg: 'avatars/ada.png',
    });
    const res = await readProfile(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: user.id,
        name: 'Ada Lovelace',
        email: user.email,
        country: 'GB',
        profile_img: 'https://cdn.example.test/media/avatars/ada.png',
        role: 'customer',
        planType: null,
        email_verified: false,
        phone: null,
        onboarding: null,
      },
    });
  });

  it('asks an anonymous caller to sign in', async () => {
    const res = await readProfile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue.' });
  });

  it('rejects a token signed with another key', async () => {
    const { user } = await createSignedInUser(ctx);
    const forged = await signAccessToken(
      'another-secret-that-is-long-enough-1234',
      { userId: user.id, role: 'admin', sessionId: randomUUID(), tokenVersion: 0 },
      900,
    );
    const res = await readProfile({ authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an expired token with a message saying so', async () => {
    const { user } = await createSignedInUser(ctx);
    const expired = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('launchpad')
      .setAudience('launchpad-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
    const res = await readProfile({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('rejects a token with alg none', async () => {
    const { user } = await createSignedInUser(ctx);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, role: 'admin', iss: 'launchpad', aud: 'launchpad-api' }),
    ).toString('base64url');
    const res = await readProfile({ authorization: `Bearer ${header}.${payload}.` });
    expect(res.statusCode).toBe(401);
  });

  it('rejects the token of an account that has been deleted', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    const res = await readProfile(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/no longer exists/);
  });
});

describe('users: profile picture address (SPEC §3)', () => {
  it('prefixes a relative path with the CDN address', () => {
    expect(profileImageUrl('a/b.png', 'https://cdn.test/')).toBe('https://cdn.test/a/b.png');
    expect(profileImageUrl('/a/b.png', 'https://cdn.test')).toBe('https://cdn.test/a/b.png');
  });
  it('uses an http address as it is', () => {
    expect(profileImageUrl('http://img.test/x.png', 'https://cdn.test')).toBe('http://img.test/x.png');
    expect(profileImageUrl('HTTPS://img.test/x.png', undefined)).toBe('HTTPS://img.test/x.png');
  });
  it('serves from this site’s media route when no CDN is configured, and gives null for no picture', () => {
    expect(profileImageUrl('avatars/u/a.webp', undefined)).toBe('/media/avatars/u/a.webp');
    expect(profileImageUrl('/a.png', undefined)).toBe('/media/a.png');
    expect(profileImageUrl(null, 'https://cdn.test')).toBeNull();
    expect(profileImageUrl('', undefined)).toBeNull();
  });

  it('gives an uploaded picture its CDN address', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const body = multipart([
      {
        name: 'image',
        filename: 'me.png',
        contentType: 'image/png',
        data: await twoColourImage(64, 64).png().toBuffer(),
      },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: usersEndpoints.uploadProfileImage.path,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.profile_img;
    expect(url).toMatch(new RegExp(`^https://cdn\\.example\\.test/media/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));
    // The CDN pulls the same key from storage.
    const key = url.replace('https://cdn.example.test/media/', '');
    expect((await ctx.app.deps.storage.get(key))?.contentType).toBe('image/webp');
  });
});
