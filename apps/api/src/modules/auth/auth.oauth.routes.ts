import { IDENTITY_PROVIDERS, OAUTH_CALLBACK_PATHS, oauthFinishEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as oauth from './auth.oauth.service';

const FORM_POST_LIMIT = 16 * 1024;

/** Third-party sign-in (SPEC §1, §2, §7): provider list, start, and the per-provider finishing calls. */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, oauth.authServices);

  for (const provider of IDENTITY_PROVIDERS) {
    addEndpoint(app, oauthFinishEndpoints[provider], {
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
