import { authEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { addEndpoint } from '../../lib/endpoint';
import * as recovery from './auth.recovery.service';
import * as auth from './auth.service';
import * as sessions from './auth-sessions.store';

const client = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });
/** Per-IP limits (active when RATE_LIMIT_ENABLED): guessing passwords, codes and emails stays slow. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** SPEC §7 "Auth and user": accounts, sessions, password recovery and email confirmation. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.register, {
    config: perMinute(5),
    handler: async (req) => ({ data: await auth.register(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.partialRegister, {
    config: perMinute(5),
    handler: async (req) => ({ data: await auth.partialRegister(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.checkExistingUser, {
    config: perMinute(20),
    handler: async (req) => ({ data: { exists: await auth.emailExists(deps, req.body.email) } }),
  });
  addEndpoint(app, endpoints.login, {
    config: perMinute(10),
    handler: async (req) => ({ data: await auth.login(deps, req.body, client(req)) }),
  });
  addEndpoint(app, endpoints.updateCreds, {
    config: perMinute(30),
    handler: async (req) => ({ data: await sessions.rotateSession(deps, req.body.refreshToken, client(req)) }),
  });
  addEndpoint(app, endpoints.logout, {
    config: perMinute(30),
    handler: async (req) => {
      await sessions.endSession(deps, req.body.refreshToken);
      return { message: 'You have been signed out.' };
    },
  });
  addEndpoint(app, endpoints.sendResetOtp, {
    config: perMinute(5),
    handler: async (req) => ({ message: await recovery.sendResetOtp(deps, req.body) }),
  });
  addEndpoint(app, endpoints.verifyOtp, {
    config: perMinute(10),
    handler: async (req) => ({ message: await recovery.verifyOtp(deps, req.body) }),
  });
  addEndpoint(app, endpoints.resetPassword, {
    config: perMinute(10),
    handler: async (req) => ({ message: await recovery.resetPassword(deps, req.body) }),
  });
  addEndpoint(app, endpoints.requestVerifyMail, {
    config: perMinute(5),
    handler: async (req) => ({ message: await recovery.requestVerifyMail(deps, { userId: req.auth.userId }) }),
  });
  addEndpoint(app, endpoints.verifyMail, {
    config: perMinute(10),
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
    config: perMinute(5),
    handler: async (req) => ({
      message: await recovery.requestEmailChange(deps, { userId: req.auth.userId, ...req.body }),
    }),
  });
  addEndpoint(app, endpoints.passwordChange, {
    config: perMinute(5),
    handler: async (req) => ({
      message: 'Your password has been changed.',
      data: await auth.changePassword(deps, { userId: req.auth.userId, ...req.body }, client(req)),
    }),
  });
};
