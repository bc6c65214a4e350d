import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config/env';
import type { TDatabase } from '../db/client';
import type { TRedisStore } from '../lib/redis-store';
import type { TOutbox } from '../modules/outbox/outbox.service';
import type { TActiveAccounts } from '../modules/users/active-accounts';
import type { TProviders } from '../providers';

/** What every service receives: explicit, so a test can see each dependency it provides. */
export type TDeps = TProviders & {
  config: TConfig;
  database: TDatabase;
  db: TDatabase['db'];
  /** Who signed-in requests are (plugins/auth.ts); told of role changes and deletions. */
  accounts: TActiveAccounts;
  startedAt: number;
  /** The Redis/Valkey store (REDIS_URL) of rate-limit counts and the public cache; null: in memory. */
  redis: TRedisStore | null;
  /** After-commit effects (mail, processor calls), written in the change's transaction (modules/outbox). */
  outbox: TOutbox;
  /** The app's logger, for failures a service handles but must not hide (context only, never secrets). */
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};
