import { USER_PATH, ZUserResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as users from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    USER_PATH,
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: ZUserResponse } },
      preHandler: app.requireUser,
    },
    async (req) => ({ success: true as const, data: await users.getProfile(app.deps, { userId: req.auth.userId }) }),
  );
};
