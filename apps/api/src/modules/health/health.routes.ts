import { healthEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

/** Registered by hand on its definition: a failing check answers 503 with the same envelope as 200. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health: endpoint } = healthEndpoints;
  app.get(
    endpoint.path,
    {
      schema: {
        summary: endpoint.summary,
        tags: [...endpoint.tags],
        response: { 200: endpoint.response, 503: endpoint.response },
      },
    },
    async (_req, reply) => {
      const health = await checkHealth(app.deps);
      if (health.status === 'ok') return reply.code(200).send({ success: true as const, data: health });
      const message = `Unavailable: ${health.failing.join(', ')}.`;
      return reply.code(503).send({ success: true as const, message, data: health });
    },
  );
};
