import type { TConfig } from '../config/env';
import { type TDatabase, openDatabase } from '../db/client';
import { openRedisStore } from '../lib/redis-store';
import { orderReceiptMail } from '../modules/orders';
import { createOutbox } from '../modules/outbox';
import { watchActiveAccounts } from '../modules/users';
import { type TProviders, createProviders } from '../providers';
import type { TDeps, TLogger } from './deps';
import { createLogger } from './logger';

export type TCoreOptions = {
  /** An open database; when omitted one is opened from the config and closed with the core. */
  database?: TDatabase;
  /** Replace providers, e.g. an SMTP transport pointed at a test server. */
  providers?: Partial<TProviders>;
  /** Where log lines go instead of stdout (the security suite captures them to look for secrets). */
  logStream?: NodeJS.WritableStream;
};

/** The dependencies of a running instance, and how to release what they opened. */
export type TCore = {
  deps: TDeps;
  /** The logger in `deps.log` with all its levels, which the HTTP app logs requests through. */
  logger: TLogger;
  /** Closes what the core opened, last opened first (a database passed in stays open). */
  close: () => Promise<void>;
};

/**
 * Builds every dependency from the config: logger, Redis store, database, active accounts, providers,
 * outbox and clock. The HTTP app (app.ts), the job queue and the DNS and HTTPS servers (server.ts) all
 * run on what this returns.
 */
export async function createCore(config: TConfig, options: TCoreOptions = {}): Promise<TCore> {
  const log = createLogger(config, options.logStream);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer();
  };
  try {
    // First, so that a wrong REDIS_URL stops start-up before anything else is opened.
    const redis = config.REDIS_URL ? await openRedisStore(config.REDIS_URL, log) : null;
    if (redis) closers.push(() => redis.close());
    const database =
      options.database ??
      (await openDatabase({
        url: config.DATABASE_URL,
        pgliteDir: config.PGLITE_DIR,
        poolMax: config.DATABASE_POOL_MAX,
      }));
    if (!options.database) closers.push(() => database.close());
    const accounts = await watchActiveAccounts(database);
    closers.push(() => accounts.close());
    const providers = { ...createProviders(config, database.db), ...options.providers };
    closers.push(() => providers.mailer.close());
    const clock = () => new Date();
    const deps: TDeps = {
      ...providers,
      config,
      database,
      db: database.db,
      accounts,
      clock,
      startedAt: clock().getTime(),
      redis,
      // Reads the dependencies when it runs, so a test that swaps a provider in `deps` is heard.
      outbox: createOutbox(() => deps, log, {
        orderReceipt: (outboxDeps, orderId) => orderReceiptMail(outboxDeps.db, orderId, outboxDeps.config.PUBLIC_URL),
      }),
      log,
    };
    return { deps, logger: log, close };
  } catch (error) {
    await close();
    throw error;
  }
}
