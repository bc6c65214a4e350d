import { AUTH_PATHS, ZDeleteAccountRequest, ZMessageResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccount } from './delete-account';

/** SPEC §7 `delete-account`: the signed-in account removes itself, confirming with its password. */
export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_PATHS.deleteAccount,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => {
      const { userId, sessionId } = req.auth;
      await deleteAccount(app.deps, { userId, sessionId, password: req.body.password, ip: req.ip });
      return { success: true as const, message: 'Your account has been deleted.' };
    },
  );
};
