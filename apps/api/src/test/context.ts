import { randomUUID } from 'node:crypto';
import { type TRole, mailEndpoints } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { type TBuildOptions, buildApp } from '../app';
import { type TCoreOptions, createCore } from '../core/create';
import type { TWebRenderer } from '../plugins/spa';
import type { TConfig } from '../config/env';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema';
import { issueSession } from '../modules/auth/auth-sessions.store';
import { verifyAccessToken } from '../modules/auth/auth-tokens.service';
import { privateDatabase, runTemplate, testConfig } from './template';

export type TTestContext = {
  app: FastifyInstance;
  config: TConfig;
  database: TDatabase;
  close: () => Promise<void>;
};

export { TEST_JWT_SECRET } from './template';

export type TTestContextOptions = {
  env?: Record<string, string>;
  serveWeb?: boolean;
  /** Renders the web app's pages (the server-rendering tests pass the web source's entry-server). */
  webRenderer?: TWebRenderer;
  beforeReady?: (app: FastifyInstance) => void;
  /** Where the app's log lines go (at env LOG_LEVEL; silent unless set). */
  logStream?: NodeJS.WritableStream;
};

export async function createTestContext(options: TTestContextOptions = {}): Promise<TTestContext> {
  const config = testConfig(options.env);
  // A migrated and seeded database of this file's own, copied from the run's template when it fits (template.ts).
  const { database, drop } = await privateDatabase(process.env.DATABASE_URL, config.PUBLIC_URL, runTemplate());
  const app = await buildTestApp(config, {
    database,
    serveWeb: options.serveWeb ?? false,
    ...(options.webRenderer ? { webRenderer: options.webRenderer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** An app built as server.ts builds it (the core from the config, then HTTP over it); closing it closes the core. */
export async function buildTestApp(
  config: TConfig,
  options: TCoreOptions & TBuildOptions = {},
): Promise<FastifyInstance> {
  const { serveWeb, webRenderer, ...coreOptions } = options;
  return buildApp(await createCore(config, coreOptions), {
    ...(serveWeb === undefined ? {} : { serveWeb }),
    ...(webRenderer ? { webRenderer } : {}),
  });
}

let userCounter = 0;

/**
 * An account (inserted directly, without a password) signed in: a valid access token and its refresh token.
 */
export async function createSignedInUser(
  ctx: TTestContext,
  role: TRole = 'customer',
  fields: { name?: string; profileImg?: string } = {},
) {
  userCounter += 1;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      name: fields.name ?? `Test User ${userCounter}`,
      email: `user${userCounter}-${randomUUID()}@example.test`,
      country: 'GB',
      profileImg: fields.profileImg ?? null,
      role,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  // A real session (a refresh-token family), so the token ends when the session or the account does.
  const session = await issueSession({ db: ctx.database.db, config: ctx.config }, user.id);
  const token = session.accessToken;
  const { sessionId } = await verifyAccessToken(ctx.config.JWT_SECRET, token);
  return {
    user,
    token,
    sessionId,
    refreshToken: session.refreshToken,
    headers: { authorization: `Bearer ${token}` },
  };
}

export type TOutboxMessage = { to: string; subject: string; text: string; html: string; template: string };

/** What the product has mailed to an address, newest first, read as a developer would (the dev outbox). */
export async function readOutbox(ctx: TTestContext, to: string): Promise<TOutboxMessage[]> {
  const { method, path } = mailEndpoints.devOutbox;
  const res = await ctx.app.inject({ method, url: path, query: { to } });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json().data;
}

/** The 6-digit code and the link token in the newest message of a template sent to an address. */
export async function latestMailSecrets(ctx: TTestContext, to: string, template: string) {
  const message = (await readOutbox(ctx, to)).find((m) => m.template === template);
  if (!message) throw new Error(`no ${template} mail to ${to}`);
  return {
    message,
    code: /Code: (\d{6})/.exec(message.text)?.[1] ?? null,
    token: /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? null,
  };
}
