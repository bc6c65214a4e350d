import type { TRole } from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAccessClaims, TAccessToken, TDeps } from '../core';
import { ACCOUNT_GONE, AppError } from '../lib/app-error';

type TPlanFeature = 'tools' | 'build_startup_ai';
const FEATURE_REFUSALS: Record<TPlanFeature, string> = {
  tools: 'Your plan does not include the business tools. Choose a plan with Tools to use them.',
  build_startup_ai: 'Please Subscribe to a plan with the AI startup builder to use it.',
};

declare module 'fastify' {
  interface FastifyInstance {
    // Route guards, used as preValidation hooks: after the per-address rate limit (onRequest), before the body is
    // validated, so a caller without access hears 401/403 rather than what is wrong with the body.
    /** A valid access token for an account that still exists. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Sets request.auth when a valid token is sent; anonymous callers pass with auth null. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** As requireUser, and the account has one of these roles. */
    requireRole: (...roles: TRole[]) => (request: FastifyRequest) => Promise<void>;
    /** As requireUser, and the account's live plan includes the feature (SPEC §3 planType). */
    requirePlanFeature: (feature: TPlanFeature) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TAccessClaims;
  }
}

/** The client answers a 401 by refreshing its session once; this is what it hears when that fails too. */
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return match[1];
}

/** What the auth module provides the guards with (app.ts passes them in: a plugin imports no module). */
export type TAuthPluginOptions = {
  /** The claims of a validly signed, unexpired access token; throws a 401 AppError otherwise. */
  verifyAccessToken: (secret: string, token: string) => Promise<TAccessToken>;
  /** Whether the account's live plan includes the feature. */
  hasPlanFeature: (deps: Pick<TDeps, 'db'>, userId: string, feature: TPlanFeature) => Promise<boolean>;
};

export const authPlugin = fp(
  async (app: FastifyInstance, { verifyAccessToken, hasPlanFeature }: TAuthPluginOptions) => {
    app.decorateRequest('auth', null as unknown as TAccessClaims);

    const requireUser = async (request: FastifyRequest) => {
      const claims = await verifyAccessToken(app.deps.config.JWT_SECRET, bearerToken(request));
      // The role is read from the account, not the token, so a change or deletion applies at once; a token
      // whose session was signed out or revoked, or that predates a change of role, email or password, ends.
      const user = await app.deps.accounts.find(claims.userId, claims.sessionId);
      if (!user) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
      if (!user.sessionLive || user.tokenVersion !== claims.tokenVersion)
        throw new AppError('UNAUTHORIZED', SESSION_ENDED);
      request.auth = { userId: user.id, role: user.role, sessionId: claims.sessionId };
    };

    app.decorate('requireUser', requireUser);
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      if (request.headers.authorization) await requireUser(request);
    });
    app.decorate('requireRole', (...roles: TRole[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (!roles.includes(request.auth.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    });
    app.decorate('requirePlanFeature', (feature: TPlanFeature) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (!(await hasPlanFeature(app.deps, request.auth.userId, feature))) {
        throw new AppError('FORBIDDEN', FEATURE_REFUSALS[feature]);
      }
    });
  },
);
