import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';

let ctx: TTestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lp-media-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('media: serving uploaded files without a CDN', () => {
  it('serves a stored file with its content type, cached for a year and never sniffed', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
    await ctx.app.deps.storage.put('avatars/someone/abc123.webp', body, 'image/webp');
    const res = await ctx.app.inject({ method: 'GET', url: '/media/avatars/someone/abc123.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('answers HEAD with the same headers and no body', async () => {
    await ctx.app.deps.storage.put('docs/head.txt', Buffer.from('hello'), 'text/plain; charset=utf-8');
    const res = await ctx.app.inject({ method: 'HEAD', url: '/media/docs/head.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('never serves a private file, such as an order document, to the public', async () => {
    await ctx.app.deps.storage.put(
      'private/orders/o1/certificate.pdf',
      Buffer.from('%PDF-1.4 secret'),
      'application/pdf',
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/media/private/orders/o1/certificate.pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('gives a 404 JSON for a missing file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/avatars/nobody/missing.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toEqual({ success: false, message: 'File not found.' });
  });

  it.each([
    '/media/../../etc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/.meta/docs/head.txt',
    '/media/',
    '/media/a//b',
  ])('gives a 404 for a path that is not a storage key: %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
