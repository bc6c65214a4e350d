import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every path that is not a file so the client router can take over.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the api is served (run npm run build)');
    return { serveIndex: null };
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const html = await readFile(indexFile, 'utf8');
  return { serveIndex: html };
}
