import { authEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { addEndpoint } from '../../lib/endpoint';
import * as recovery from './auth.recovery.service';
import * as auth from './auth.service';
import * as sessions from './auth-sessions.store';

const client = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

/** SPEC §7 "Auth and user": accounts, sessions, password recovery and email confirmation. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.register, {
    handler: async (req) => ({ data: await auth.register(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.partialRegister, {
    handler: async (req) => ({ data: await auth.partialRegister(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.checkExistingUser, {
    handler: async (req) => ({ data: { exists: await auth.emailExists(deps, req.body.email) } }),
  });
  addEndpoint(app, endpoints.login, {
    handler: async (req) => ({ data: await auth.login(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.updateCreds, {
    handler: async (req) => ({ data: await sessions.rotateSession(deps, req.body.refreshToken, client(req)) }),
  });
  addEndpoint(app, endpoints.sendResetOtp, {
    handler: async (req) => ({ message: await recovery.sendResetOtp(deps, req.body) }),
  });
  addEndpoint(app, endpoints.verifyOtp, {
    handler: async (req) => ({ message: await recovery.verifyOtp(deps, req.body) }),
  });
  addEndpoint(app, endpoints.resetPassword, {
    handler: async (req) => ({ message: await recovery.resetPassword(deps, req.body) }),
  });
  addEndpoint(app, endpoints.requestVerifyMail, {
    handler: async (req) => ({ message: await recovery.requestVerifyMail(deps, { userId: req.auth.userId }) }),
  });
  addEndpoint(app, endpoints.verifyMail, {
    readsUser: true,
    handler: async (req) => ({
      message: 'Your email address is confirmed.',
      data: {
        user: await recovery.verifyMail(
          deps,
          'token' in req.body
            ? { ...req.body, signedInAs: req.auth?.userId }
            : { ...req.body, userId: req.auth?.userId },
        ),
      },
    }),
  });
  addEndpoint(app, endpoints.emailChange, {
    handler: async (req) => ({
      message: await recovery.requestEmailChange(deps, { userId: req.auth.userId, ...req.body }),
    }),
  });
  addEndpoint(app, endpoints.passwordChange, {
    handler: async (req) => ({
      message: 'Your password has been changed.',
      data: await auth.changePassword(deps, { userId: req.auth.userId, ...req.body }, client(req)),
    }),
  });
};
