import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertContentType, assertStorageKey, contentTypeFromKey } from './storage-key';
import type { TStorageProvider } from './storage.provider';

/** Content types live in a parallel tree; its name starts with a dot, which no key segment may. */
const META_DIR = '.meta';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // EISDIR/ENOTDIR: the key names a folder, or passes through a file; either way there is no object.
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** Write to a hidden temporary file beside the target, then rename: a reader never sees half a file. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The built-in default: files on local disk under `rootDir` (config.UPLOADS_DIR, `./data/uploads`). */
export function createLocalStorage(rootDir: string): TStorageProvider {
  const root = resolve(rootDir);

  const pathsOf = (key: string) => {
    assertStorageKey(key);
    const file = resolve(root, key);
    // Defence in depth: the key rules already make escaping impossible.
    if (!file.startsWith(root + sep)) throw new Error(`Storage key resolves outside the uploads folder: ${key}`);
    return { file, meta: resolve(root, META_DIR, key) };
  };

  return {
    name: 'local',

    async put(key, body, contentType) {
      const { file, meta } = pathsOf(key);
      assertContentType(contentType);
      // The type first: a reader that finds the file finds its type too.
      await writeAtomically(meta, contentType);
      await writeAtomically(file, body);
    },

    async get(key) {
      const { file, meta } = pathsOf(key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      let contentType: string;
      try {
        contentType = (await readFile(meta, 'utf8')).trim();
      } catch (error) {
        if (!isMissing(error)) throw error;
        contentType = contentTypeFromKey(key);
      }
      return { body, contentType };
    },

    async delete(key) {
      const { file, meta } = pathsOf(key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },

    async check() {
      // A probe written and deleted where uploads go: fails on a full, read-only or missing disk. Its
      // name starts with a dot, which no storage key may, so it never meets a real file.
      await mkdir(root, { recursive: true });
      const probe = join(root, `.health-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(probe, 'ok');
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}
