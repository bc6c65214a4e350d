import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type TConfig, loadConfig } from '../config/env';
import { type TDatabase, type TDb, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';
import { MIGRATIONS_DIR } from '../lib/paths';
import { installJobQueue } from '../modules/jobs/jobs-queue.service';

/**
 * Every api test file needs a migrated and seeded database of its own, with the job queue's schema (pg-boss)
 * installed. Migrating, seeding and installing (and, on PGlite, initdb) cost seconds, so the api project's
 * global set-up (global-setup.ts) builds one template per run and each file starts from a private copy of
 * it: PGlite loads the template's saved data directory, PostgreSQL copies it with CREATE DATABASE …
 * TEMPLATE. The seed depends on PUBLIC_URL and on the day (events and articles are dated from today), so
 * a file whose config or day differs gets a fresh one.
 */
export type TDatabaseTemplate =
  | { engine: 'pglite'; file: string; publicUrl: string; day: string }
  | { engine: 'postgres'; name: string; publicUrl: string; day: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TDatabaseTemplate | null;
  }
}

/** The run's template, or none outside a vitest run (the AI-quality bench starts the app this way too). */
export function runTemplate(): TDatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null;
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The configuration a test file runs with: quiet, no rate limits, in-memory PGlite, plus the file's own env. */
export function testConfig(env: Record<string, string> = {}): TConfig {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', ...env },
    { JWT_SECRET: env.JWT_SECRET ?? TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );
}

/** The UTC day the seed dates its rows from. */
export const seedDay = (): string => new Date().toISOString().slice(0, 10);

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated and seeded PGlite, saved as an uncompressed data-directory tarball (loads faster than gzip). */
export async function buildPgliteTemplate(publicUrl: string): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDatabase(db as unknown as TDb, publicUrl);
    await installJobQueue({ db: db as unknown as TDb, engine: 'pglite' });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A migrated and seeded database on the server, with no connection left open (a template must have none). */
export async function buildPostgresTemplate(serverUrl: string, publicUrl: string): Promise<string> {
  const name = `lp_template_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: 'unused', poolMax: 1 });
  try {
    await database.migrate();
    await seedDatabase(database.db, publicUrl);
    await installJobQueue(database);
  } finally {
    await database.close();
  }
  return name;
}

export const dropPostgresDatabase = (serverUrl: string, name: string): Promise<void> =>
  onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

let pgliteTemplate: { file: string; blob: Promise<Blob> } | undefined;
function pgliteTemplateBlob(file: string): Promise<Blob> {
  if (pgliteTemplate?.file !== file) {
    pgliteTemplate = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  }
  return pgliteTemplate.blob;
}

/**
 * A migrated and seeded database for one test file, private to it: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by serverUrl (the same suite runs on both engines).
 */
export async function privateDatabase(
  serverUrl: string | undefined,
  publicUrl: string,
  template: TDatabaseTemplate | null,
): Promise<{ database: TDatabase; drop: () => Promise<void> }> {
  const usable = template && template.publicUrl === publicUrl && template.day === seedDay() ? template : null;
  if (!serverUrl) {
    if (usable?.engine === 'pglite') {
      const database = await openDatabase({
        pgliteDir: 'memory://',
        pgliteLoad: await pgliteTemplateBlob(usable.file),
      });
      return { database, drop: async () => undefined };
    }
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db, publicUrl);
    await installJobQueue(database);
    return { database, drop: async () => undefined };
  }
  const name = `lp_test_${randomUUID().replaceAll('-', '')}`;
  const copy = usable?.engine === 'postgres';
  await onServer(serverUrl, copy ? `CREATE DATABASE ${name} TEMPLATE ${usable.name}` : `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: 'unused', poolMax: 5 });
  if (!copy) {
    await database.migrate();
    await seedDatabase(database.db, publicUrl);
    await installJobQueue(database);
  }
  return { database, drop: () => dropPostgresDatabase(serverUrl, name) };
}
