import {
  IDENTITY_PROVIDERS,
  OAUTH_CALLBACK_PATHS,
  authEndpoints as endpoints,
  oauthFinishEndpoints,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as oauth from './auth.oauth.service';

const FORM_POST_LIMIT = 16 * 1024;
/** Per-IP limits (active when RATE_LIMIT_ENABLED): starting writes a row, finishing calls the provider. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Third-party sign-in (SPEC §1, §2, §7): provider list, start, and the per-provider finishing calls. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, oauth.authServices);

  addEndpoint(app, endpoints.startOAuth, {
    config: perMinute(20),
    handler: async (req) => ({
      data: await oauth.startSignIn(app.deps, {
        provider: req.params.provider,
        returnTo: req.body?.returnTo,
        signupref: req.body?.signupref,
      }),
    }),
  });

  for (const provider of IDENTITY_PROVIDERS) {
    addEndpoint(app, oauthFinishEndpoints[provider], {
      config: perMinute(10),
      handler: async (req) => ({
        data: await oauth.finishSignIn(
          app.deps,
          { ...req.body, provider },
          { userAgent: req.headers['user-agent'], ip: req.ip },
        ),
      }),
    });
  }

  // Apple posts its answer to the callback page (response_mode=form_post); hand it to the page as a GET.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_POST_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(OAUTH_CALLBACK_PATHS.apple, { schema: { hide: true } }, async (req, reply) =>
      reply.redirect(oauth.formPostCallbackLocation('apple', (req.body ?? {}) as Record<string, unknown>), 303),
    );
  });
};
