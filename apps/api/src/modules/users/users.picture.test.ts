import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersEndpoints } from '@launchpad/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TPart, multipart, pixel, twoColourImage } from './users.test-support';

let ctx: TTestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lp-avatars-'));
  // No CDN_URL: pictures are served by this site under /media.
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (headers: Record<string, string>, parts: TPart[]) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: usersEndpoints.uploadProfileImage.path,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const uploadImage = (headers: Record<string, string>, data: Buffer, filename = 'me.png', contentType = 'image/png') =>
  upload(headers, [{ name: 'image', filename, contentType, data }]);
const readProfile = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/user', headers });
const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('users: uploading a profile picture', () => {
  it('turns a 1200×800 PNG into a 256×256 WebP cover thumbnail served at the returned address', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await uploadImage(headers, await twoColourImage(1200, 800).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.profile_img;
    expect(url).toMatch(new RegExp(`^/media/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));
    expect(res.json().data).toMatchObject({ id: user.id, email: user.email, name: user.name });

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // Cover, not contain: the corners are picture, not padding; the centre crop keeps red left, blue right.
    expect(await pixel(served.rawPayload, 2, 2)).toMatchObject({ r: expect.toSatisfy((r: number) => r > 180) });
    expect(await pixel(served.rawPayload, 253, 253)).toMatchObject({ b: expect.toSatisfy((b: number) => b > 180) });

    expect((await readProfile(headers)).json().data.profile_img).toBe(url);
  });

  it.each([
    ['JPEG', 'jpeg'],
    ['WebP', 'webp'],
    ['GIF', 'gif'],
  ] as const)('accepts a %s picture', async (_label, format) => {
    const { headers } = await createSignedInUser(ctx);
    const image = await twoColourImage(300, 500).toFormat(format).toBuffer();
    const res = await uploadImage(headers, image, `me.${format}`, `image/${format}`);
    expect(res.statusCode).toBe(200);
    const stored = await ctx.app.deps.storage.get(keyOf(res.json().data.profile_img));
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('strips metadata such as EXIF from the stored picture', async () => {
    const { headers } = await createSignedInUser(ctx);
    const withExif = await twoColourImage(400, 400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Ada' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await uploadImage(headers, withExif, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = await ctx.app.deps.storage.get(keyOf(res.json().data.profile_img));
    const meta = await sharp(stored?.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored?.body.includes('secret-owner')).toBe(false);
  });

  it('judges by content, not name: a text file called .png is refused', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await uploadImage(headers, Buffer.from('just some text, not a picture\n'.repeat(20)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      message: 'This file is not an image we recognise. Upload a JPEG, PNG, WebP or GIF picture.',
    });
    expect((await readProfile(headers)).json().data.profile_img).toBeNull();
  });

  it('refuses an image of another kind (TIFF) by what it is', async () => {
    const { headers } = await createSignedInUser(ctx);
    const tiff = await twoColourImage(50, 50).tiff().toBuffer();
    const res = await uploadImage(headers, tiff, 'me.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/a TIF file.*JPEG, PNG, WebP or GIF/);
  });

  it('refuses a damaged picture', async () => {
    const { headers } = await createSignedInUser(ctx);
    // Noise does not compress, so half of the file really is half of the picture data missing.
    const png = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const res = await uploadImage(headers, png.subarray(0, Math.floor(png.length / 2)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read/);
  });

  it('refuses absurd dimensions before decoding', async () => {
    const { headers } = await createSignedInUser(ctx);
    const wide = await sharp({ create: { width: 8001, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await uploadImage(headers, wide);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The picture is 8001×4 pixels; the largest accepted is 8000×8000.');
  });

  it('refuses a 6 MB upload with 413 and a clear message', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await uploadImage(headers, randomBytes(6 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The picture is larger than 5 MB. Please choose a smaller one.',
    });
    expect((await readProfile(headers)).json().data.profile_img).toBeNull();
  });

  it('refuses a 6 MB upload over a real connection too, where the stream is cut mid-flight', async () => {
    const { headers } = await createSignedInUser(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('image', new Blob([randomBytes(6 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${address}${usersEndpoints.uploadProfileImage.path}`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      message: 'The picture is larger than 5 MB. Please choose a smaller one.',
    });
  });

  it('names the field when the picture is missing or sent under another name', async () => {
    const { headers } = await createSignedInUser(ctx);
    const none = await upload(headers, [{ name: 'caption', data: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'Attach one picture file.',
      fields: { image: 'Attach one picture file.' },
    });
    const other = await upload(headers, [
      {
        name: 'avatar',
        filename: 'a.png',
        contentType: 'image/png',
        data: await twoColourImage(10, 10).png().toBuffer(),
      },
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: 'Send the picture in the field "image", not "avatar".',
      fields: { image: 'Send the picture in the field "image", not "avatar".' },
    });
  });

  it('asks for multipart when sent JSON', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: usersEndpoints.uploadProfileImage.path,
      headers,
      payload: { image: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart\/form-data/);
  });

  it('asks an anonymous caller to sign in', async () => {
    const png = await twoColourImage(20, 20).png().toBuffer();
    expect((await uploadImage({}, png)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: usersEndpoints.uploadProfileImage.path })).statusCode).toBe(
      401,
    );
  });
});

describe('users: replacing and removing the profile picture', () => {
  it('deletes the previous picture when a new one replaces it', async () => {
    const { headers } = await createSignedInUser(ctx);
    const first: string = (await uploadImage(headers, await twoColourImage(300, 300).png().toBuffer())).json().data
      .profile_img;
    const second: string = (await uploadImage(headers, await twoColourImage(400, 300).png().toBuffer())).json().data
      .profile_img;
    expect(second).not.toBe(first);
    expect(await ctx.app.deps.storage.get(keyOf(first))).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('leaves alone a previous picture that is not this user’s upload', async () => {
    await ctx.app.deps.storage.put('shared/logo.png', Buffer.from('shared'), 'image/png');
    const png = await twoColourImage(40, 40).png().toBuffer();
    const shared = await createSignedInUser(ctx, 'customer', { profileImg: 'shared/logo.png' });
    expect((await uploadImage(shared.headers, png)).statusCode).toBe(200);
    expect(await ctx.app.deps.storage.get('shared/logo.png')).not.toBeNull();

    const external = await createSignedInUser(ctx, 'customer', { profileImg: 'https://images.example.test/me.png' });
    const res = await uploadImage(external.headers, png);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_img).toMatch(/^\/media\/avatars\//);
  });

  it('removes the picture: the account has none and the file is gone; removing again is harmless', async () => {
    const { headers } = await createSignedInUser(ctx);
    const url: string = (await uploadImage(headers, await twoColourImage(100, 100).png().toBuffer())).json().data
      .profile_img;
    const res = await ctx.app.inject({ method: 'DELETE', url: usersEndpoints.uploadProfileImage.path, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_img).toBeNull();
    expect(await ctx.app.deps.storage.get(keyOf(url))).toBeNull();
    const again = await ctx.app.inject({ method: 'DELETE', url: usersEndpoints.uploadProfileImage.path, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.profile_img).toBeNull();
  });
});

describe('users: upload limits stay on the upload route', () => {
  it('still refuses JSON bodies over 1 MB elsewhere', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers,
      payload: { name: 'x'.repeat(1_200_000) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('does not accept multipart bodies on other routes', async () => {
    const body = multipart([{ name: 'slug', data: '/' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/page-seo',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});
