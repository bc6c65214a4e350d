import {
  AUTH_PATHS,
  ZEmailChangeRequest,
  ZEmailOnlyRequest,
  ZExistingUserResponse,
  ZLoginRequest,
  ZMessageResponse,
  ZPartialRegisterRequest,
  ZPasswordChangeRequest,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZVerifiedResponse,
  ZVerifyMailRequest,
  ZVerifyOtpRequest,
} from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as recovery from './auth.recovery.service';
import * as auth from './auth.service';
import * as sessions from './auth.sessions';

const client = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const message = (text: string) => ({ success: true as const, message: text });
const tags = ['auth'];
const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    AUTH_PATHS.register,
    { config: perMinute(5), schema: { tags, body: ZRegisterRequest, response: { 200: ZSessionResponse } } },
    async (req) => ({ success: true as const, data: await auth.register(deps, req.body, client(req)) }),
  );
  app.post(
    AUTH_PATHS.partialRegister,
    { config: perMinute(5), schema: { tags, body: ZPartialRegisterRequest, response: { 200: ZSessionResponse } } },
    async (req) => ({ success: true as const, data: await auth.partialRegister(deps, req.body, client(req)) }),
  );
  app.post(
    AUTH_PATHS.checkExistingUser,
    { config: perMinute(20), schema: { tags, body: ZEmailOnlyRequest, response: { 200: ZExistingUserResponse } } },
    async (req) => ({ success: true as const, data: { exists: await auth.emailExists(deps, req.body.email) } }),
  );
  app.post(
    AUTH_PATHS.login,
    { config: perMinute(10), schema: { tags, body: ZLoginRequest, response: { 200: ZSessionResponse } } },
    async (req) => ({ success: true as const, data: await auth.login(deps, req.body, client(req)) }),
  );
  app.post(
    AUTH_PATHS.updateCreds,
    { config: perMinute(30), schema: { tags, body: ZRefreshRequest, response: { 200: ZSessionResponse } } },
    async (req) => ({
      success: true as const,
      data: await sessions.rotateSession(deps, req.body.refreshToken, client(req)),
    }),
  );
  app.post(
    AUTH_PATHS.logout,
    { config: perMinute(30), schema: { tags, body: ZRefreshRequest, response: { 200: ZMessageResponse } } },
    async (req) => message((await sessions.endSession(deps, req.body.refreshToken), 'You have been signed out.')),
  );
  app.post(
    AUTH_PATHS.sendResetOtp,
    { config: perMinute(5), schema: { tags, body: ZEmailOnlyRequest, response: { 200: ZMessageResponse } } },
    async (req) => message(await recovery.sendResetOtp(deps, req.body)),
  );
  app.post(
    AUTH_PATHS.verifyOtp,
    { config: perMinute(10), schema: { tags, body: ZVerifyOtpRequest, response: { 200: ZMessageResponse } } },
    async (req) => message(await recovery.verifyOtp(deps, req.body)),
  );
  app.post(
    AUTH_PATHS.resetPassword,
    { config: perMinute(10), schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (req) => message(await recovery.resetPassword(deps, req.body)),
  );
  app.post(
    AUTH_PATHS.requestVerifyMail,
    {
      config: perMinute(5),
      preValidation: app.requireUser,
      schema: { tags, security: bearer, response: { 200: ZMessageResponse } },
    },
    async (req) => message(await recovery.requestVerifyMail(deps, { userId: req.auth.userId })),
  );
  app.post(
    AUTH_PATHS.verifyMail,
    {
      config: perMinute(10),
      preValidation: app.optionalUser,
      schema: { tags, body: ZVerifyMailRequest, response: { 200: ZVerifiedResponse } },
    },
    async (req) => ({
      success: true as const,
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
  );
  app.post(
    AUTH_PATHS.emailChange,
    {
      config: perMinute(5),
      preValidation: app.requireUser,
      schema: { tags, security: bearer, body: ZEmailChangeRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => message(await recovery.requestEmailChange(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    AUTH_PATHS.passwordChange,
    {
      config: perMinute(5),
      preValidation: app.requireUser,
      schema: { tags, security: bearer, body: ZPasswordChangeRequest, response: { 200: ZSessionResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Your password has been changed.',
      data: await auth.changePassword(deps, { userId: req.auth.userId, ...req.body }, client(req)),
    }),
  );
};
