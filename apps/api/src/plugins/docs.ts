import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../lib/paths';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs.
 * Both are served outside production; in production only with API_DOCS_PUBLIC=true, so a public server
 * does not hand out a map of its api. The document is built either way (`app.swagger()`).
 */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Launchpad API', version: API_VERSION, description: 'Every call of SPEC §7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  const { NODE_ENV, API_DOCS_PUBLIC } = app.deps.config;
  if (NODE_ENV !== 'production' || API_DOCS_PUBLIC) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
