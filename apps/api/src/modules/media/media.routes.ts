import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as media from './media.service';

/** Uploads are stored under content-addressed or random keys that never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /media/<key>`: uploaded files (profile pictures) from the storage provider, for when no CDN is
 * configured (SPEC §3). Users' files are served as inert data: no sniffing, no scripts, no framing.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/*', { schema: { tags: ['media'], params: z.object({ '*': z.string() }) } }, async (req, reply) => {
    const file = await media.readMedia(app.deps, { key: req.params['*'] });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
};
