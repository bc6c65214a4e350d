import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder, found by walking up from this module: the same answer whether the code runs
 * from `src/` under tsx or vitest, or bundled into `dist/server.js`.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api package (no drizzle/meta/_journal.json above this file)');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
/** Seeded content kept as files (Markdown articles with front matter), read by the seed. */
export const CONTENT_DIR = join(API_ROOT, 'content');
export const DEFAULT_WEB_DIST = resolve(API_ROOT, '..', 'web', 'dist');
export const API_VERSION = '0.1.0';
