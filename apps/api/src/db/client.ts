import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import { type TListenHandlers, type TStopListening, listenOnPostgres } from './listen';
import * as schema from './schema';

export type TSchema = typeof schema;
/** One type for both engines: PGlite and node-postgres share drizzle's pg-core surface. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TEngine = 'pglite' | 'postgres';

export type TDatabase = {
  db: TDb;
  engine: TEngine;
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  /** Receive the NOTIFYs on a channel (db/listen.ts); resolves to a function that stops. */
  listen: (channel: string, handlers: TListenHandlers) => Promise<TStopListening>;
  close: () => Promise<void>;
};

/** The rows of a raw `db.execute(sql…)`, which both engines answer as `{ rows }` (drizzle types it loosely). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type TDatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite engine is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir: string;
  /** A PGlite data directory saved with `dumpDataDir()` to start from (the tests' migrated and seeded template). */
  pgliteLoad?: Blob | undefined;
  poolMax?: number;
};

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      engine: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = options.pgliteLoad
    ? await PGlite.create({ dataDir: options.pgliteDir, loadDataDir: options.pgliteLoad })
    : await PGlite.create(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    // One in-process connection: a NOTIFY arrives with the answer to the statement that committed it.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onListening(true);
      return () => unlisten().catch(() => undefined);
    },
    close: () => client.close(),
  };
}

async function ping(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
