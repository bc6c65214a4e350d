import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.storage';
import { InvalidStorageKeyError } from './storage-key';
import type { TStorageProvider } from './storage.provider';

let base: string;
let root: string;
let storage: TStorageProvider;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'lp-local-storage-'));
  root = join(base, 'uploads');
  storage = createLocalStorage(root);
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('local storage: keeping files', () => {
  it('stores a file under the uploads folder and reads it back with its content type', async () => {
    await storage.put('avatars/u1/abc.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(await readdir(join(root, 'avatars', 'u1'))).toEqual(['abc.webp']);
    expect(await storage.get('avatars/u1/abc.webp')).toEqual({
      body: Buffer.from('webp-bytes'),
      contentType: 'image/webp',
    });
  });

  it('keeps the recorded content type even when the extension says otherwise', async () => {
    await storage.put('docs/readme', Buffer.from('hello'), 'text/plain; charset=utf-8');
    expect((await storage.get('docs/readme'))?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('falls back to the extension for a file placed there without a recorded type', async () => {
    await writeFile(join(root, 'placed.png'), Buffer.from('png'));
    expect((await storage.get('placed.png'))?.contentType).toBe('image/png');
    await writeFile(join(root, 'placed.unknownext'), Buffer.from('x'));
    expect((await storage.get('placed.unknownext'))?.contentType).toBe('application/octet-stream');
  });

  it('overwrites a key with new content', async () => {
    await storage.put('over/write.txt', Buffer.from('one'), 'text/plain');
    await storage.put('over/write.txt', Buffer.from('two'), 'text/plain');
    expect((await storage.get('over/write.txt'))?.body.toString()).toBe('two');
    expect(await readdir(join(root, 'over'))).toEqual(['write.txt']);
  });

  it('answers null for a missing key or a folder, and deletes idempotently', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    expect(await storage.get('avatars')).toBeNull();
    await storage.put('gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('gone.webp');
    expect(await storage.get('gone.webp')).toBeNull();
    await expect(storage.delete('gone.webp')).resolves.toBeUndefined();
  });
});

describe('local storage: keys can never leave the uploads folder', () => {
  const refused = [
    '../escape.txt',
    'a/../../escape.txt',
    'a/..',
    '..',
    '/etc/passwd',
    'a//b',
    'a/',
    '',
    '.meta/avatars/u1/abc.webp',
    'a/.hidden',
    'A/Upper.png',
    'a\\b.png',
    'a b.png',
    'a/%2e%2e/b',
    'x'.repeat(513),
  ];

  it.each(refused)('refuses %j for put, get and delete', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('wrote nothing outside the uploads folder', async () => {
    expect((await readdir(base)).sort()).toEqual(['uploads']);
  });

  it('refuses a content type that could break a header', async () => {
    await expect(storage.put('ok.txt', Buffer.from('x'), 'text/plain\r\nx-evil: 1')).rejects.toThrow(/content type/);
    expect(await storage.get('ok.txt')).toBeNull();
  });
});
