import { HEALTH_PATH, ZHealthResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    { schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
    async (_req, reply) => {
      const health = await checkHealth(app.deps);
      return reply.code(health.status === 'ok' ? 200 : 503).send({ success: true as const, data: health });
    },
  );
};
