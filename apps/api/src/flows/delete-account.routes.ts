import { authEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../lib/endpoint';
import { deleteAccount } from './delete-account';

/** SPEC §7 `delete-account`: the signed-in account removes itself, confirming with its password. */
export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, authEndpoints.deleteAccount, {
    handler: async (req) => {
      const { userId, sessionId } = req.auth;
      await deleteAccount(app.deps, { userId, sessionId, password: req.body.password, ip: req.ip });
      return { message: 'Your account has been deleted.' };
    },
  });
};
