import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireBuilderAccess } from '../launchpad';

/** The caller of a publishing route, or null when anonymous. */
export const caller = (req: FastifyRequest) => req.auth?.userId ?? null;

/** The caller and the site a `/:id` publishing route names. */
export const siteOf = (req: FastifyRequest) => ({ userId: caller(req), siteId: (req.params as { id: string }).id });

/**
 * Like the builder: callers without the plan (anonymous too) are told to subscribe (403). The endpoints'
 * guard runs it before the input is read, so such a caller is told to subscribe whatever they sent.
 */
export const builderAccess = (app: FastifyInstance) => async (req: FastifyRequest) => {
  await requireBuilderAccess(app.deps.db, caller(req));
};
