import { randomUUID } from 'node:crypto';
import type { TRole } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type TConfig, loadConfig } from '../config/env';
import { type TDatabase, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { signAccessToken } from '../modules/auth/auth.tokens';

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
  options: { env?: Record<string, string>; serveWeb?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TTestContext> {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env },
    { JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );
  const { database, drop } = await freshDatabase(process.env.DATABASE_URL);
  await database.migrate();
  await seedDatabase(database.db, config.PUBLIC_URL);
  const app = await buildApp(config, { database, serveWeb: options.serveWeb ?? false });
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
 * An account and a valid access token for it. Until sign-up lands (issue 3) the row is inserted
 * directly; afterwards this goes through the auth service like a person would.
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
  const token = await signAccessToken(ctx.config.JWT_SECRET, { userId: user.id, role }, 900);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
