import { HEALTH_PATH, ZHealthResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    { schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
    async (_req, reply) => {
      const health = await checkHealth(app.deps);
      if (health.status === 'ok') return reply.code(200).send({ success: true as const, data: health });
      const message = `Unavailable: ${health.failing.join(', ')}.`;
      return reply.code(503).send({ success: true as const, message, data: health });
    },
  );
};
