import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.storage';
import { InvalidStorageKeyError } from './storage-key';

const BUCKET = 'launchpad-test';
const REGION = 'eu-west-2';
const ACCESS_KEY_ID = 'AKIDLAUNCHPADTEST';
const SECRET = 'launchpad-test-secret-key-0123456789';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Recomputes the AWS Signature Version 4 of a request, as S3 does: a request signed with another
 * secret, for another region or service, or whose body differs from its signed hash is refused.
 */
function checkSignature(req: IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, keyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== ACCESS_KEY_ID) return 'InvalidAccessKeyId';
  if (region !== REGION || service !== 's3') return 'AuthorizationHeaderMalformed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(req.url ?? '/', 'http://localhost');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders!
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

function xmlError(res: ServerResponse, status: number, code: string, key = '') {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message>` +
      `<Key>${key}</Key><RequestId>test-request</RequestId></Error>`,
  );
}

/** A path-style S3 endpoint for HEAD bucket and PUT, GET and DELETE object, keeping objects in memory. */
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; path: string; credential: string }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      seen.push({
        method: req.method ?? '',
        path,
        credential: /Credential=([^/]+)/.exec(req.headers.authorization ?? '')?.[1] ?? '',
      });
      const problem = checkSignature(req, body);
      if (problem) return xmlError(res, 403, problem);
      const prefix = `/${BUCKET}/`;
      if (req.method === 'HEAD' && (path === `/${BUCKET}` || path === prefix)) {
        res.writeHead(200, { 'x-amz-bucket-region': REGION });
        return res.end();
      }
      if (!path.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey', key);
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen.length = 0;
});

const s3 = (overrides: { secretAccessKey?: string; accessKeyId?: string } = {}) =>
  createS3Storage({
    bucket: BUCKET,
    region: REGION,
    endpoint,
    forcePathStyle: true,
    accessKeyId: overrides.accessKeyId ?? ACCESS_KEY_ID,
    secretAccessKey: overrides.secretAccessKey ?? SECRET,
  });

describe('S3 storage: talking to an S3-compatible endpoint', () => {
  it('puts an object at /<bucket>/<key> with its content type, signed with the configured key', async () => {
    const body = Buffer.from([0, 1, 2, 250, 255]);
    await s3().put('avatars/u1/pic.webp', body, 'image/webp');
    expect(objects.get('avatars/u1/pic.webp')).toEqual({ body, contentType: 'image/webp' });
    expect(seen).toEqual([{ method: 'PUT', path: `/${BUCKET}/avatars/u1/pic.webp`, credential: ACCESS_KEY_ID }]);
  });

  it('gets an object back with its bytes and content type', async () => {
    objects.set('docs/a.txt', { body: Buffer.from('hello s3'), contentType: 'text/plain; charset=utf-8' });
    expect(await s3().get('docs/a.txt')).toEqual({
      body: Buffer.from('hello s3'),
      contentType: 'text/plain; charset=utf-8',
    });
    expect(seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('answers null when S3 says NoSuchKey', async () => {
    expect(await s3().get('missing/key.png')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('deletes an object, and deleting a missing one succeeds', async () => {
    const storage = s3();
    await storage.put('to/delete.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('to/delete.webp');
    expect(objects.has('to/delete.webp')).toBe(false);
    expect(await storage.get('to/delete.webp')).toBeNull();
    await expect(storage.delete('to/delete.webp')).resolves.toBeUndefined();
  });

  it('fails loudly when the endpoint refuses the signature', async () => {
    await expect(s3({ secretAccessKey: 'not-the-right-secret-0000000000' }).get('docs/a.txt')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(
      s3({ accessKeyId: 'AKIDSOMEONEELSE' }).put('x.txt', Buffer.from('x'), 'text/plain'),
    ).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    expect(objects.has('x.txt')).toBe(false);
  });

  it('refuses a key outside the rules before sending anything', async () => {
    await expect(s3().put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(s3().get('/absolute')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(s3().delete('a/../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(seen).toEqual([]);
  });

  it('checks the bucket for /api/health with one HEAD request, and fails when it is missing or refused', async () => {
    await expect(s3().check()).resolves.toBeUndefined();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(new RegExp(`^HEAD /${BUCKET}/?$`)),
    ]);
    await expect(s3({ secretAccessKey: 'not-the-right-secret-0000000000' }).check()).rejects.toThrow();
    const elsewhere = createS3Storage({
      bucket: 'no-such-bucket',
      region: REGION,
      endpoint,
      forcePathStyle: true,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
    });
    await expect(elsewhere.check()).rejects.toThrow();
  });
});
