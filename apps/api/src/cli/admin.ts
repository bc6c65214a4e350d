// `npm run admin -- grant EMAIL | revoke EMAIL | list`: staff management for operators, against the database the
// server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, it cannot be shared).
// Built to apps/api/dist/admin.js, so an installed image runs `node apps/api/dist/admin.js …`.
import { ConfigError, loadConfig } from '../config/env';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../db/client';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { runAdminCommand } from './admin.commands';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolMax: 1 });
  try {
    const [found] = rowsOf<{ users: string | null }>(
      await database.db.execute(sql`select to_regclass('public.users')::text as users`),
    );
    if (!found?.users) {
      console.error('This database has no accounts table yet: start the server once (it sets the database up).');
      return 1;
    }
    const outcome = await runAdminCommand({ db: database.db, config }, process.argv.slice(2));
    const out = outcome.exitCode === 0 ? process.stdout : process.stderr;
    out.write(`${outcome.lines.join('\n')}\n`);
    return outcome.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // The driver's own words (drizzle's wrapper repeats the whole query).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    console.error(
      error instanceof ConfigError
        ? error.message
        : isDatabaseUnavailable(error)
          ? `Cannot reach the database (DATABASE_URL): ${message}`
          : message,
    );
    process.exitCode = 1;
  },
);
