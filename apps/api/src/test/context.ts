import { randomUUID } from 'node:crypto';
import type { TRole } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type TConfig, loadConfig } from '../config/env';
import { type TDatabase, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { issueSession } from '../modules/auth/auth.sessions';
import { verifyAccessToken } from '../modules/auth/auth.tokens';

export type TTestContext = {
  app: FastifyInstance;
  config: TConfig;
  database: TDatabase;
  close: () => Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (the same suite runs on both engines).
 */
async function freshDatabase(
  serverUrl: string | undefined,
): Promise<{ database: TDatabase; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: async () => undefined };
  }
  const name = `lp_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: 'unused', poolMax: 5 });
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestContext(
  options: {
    env?: Record<string, string>;
    serveWeb?: boolean;
    beforeReady?: (app: FastifyInstance) => void;
    /** Where the app's log lines go (at env LOG_LEVEL; silent unless set). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TTestContext> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', ...options.env },
    { JWT_SECRET: options.env?.JWT_SECRET ?? TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );
  const { database, drop } = await freshDatabase(process.env.DATABASE_URL);
  await database.migrate();
  await seedDatabase(database.db, config.PUBLIC_URL);
  const app = await buildApp(config, {
    database,
    serveWeb: options.serveWeb ?? false,
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

/** What the product has mailed to an address, newest first, read as a developer would (GET /api/dev/outbox). */
export async function readOutbox(ctx: TTestContext, to: string): Promise<TOutboxMessage[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
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
