import type { TRole } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config/env';
import type { TDatabase, TDb } from '../db/client';
import type { TRedisStore } from '../lib/redis-store';
import type { TProviders } from '../providers';
import type { TMailMessage } from '../providers/mail/mail.provider';

/** The process's logger (pino; Fastify logs requests through it): context only, never secrets. */
export type TLogger = FastifyBaseLogger;

/** Who a request is: the account, its role (read from the account) and the session its token belongs to. */
export type TAccessClaims = { userId: string; role: TRole; sessionId: string };
/**
 * What an access token says: besides the account and role, its session (the refresh-token family, `sid`) and
 * the account's token version (`ver`), so a sign-out or a change to the account can end it early (plugins/auth.ts).
 */
export type TAccessToken = TAccessClaims & { tokenVersion: number };

/** The account behind a verified access token, and whether the token's session is still open. */
export type TActiveSession = { id: string; role: TRole; tokenVersion: number; sessionLive: boolean };

/** Who signed-in requests are (modules/users/active-accounts.service.ts builds it; plugins/auth.ts reads it). */
export type TActiveAccounts = {
  /**
   * The account behind a verified token, with whether the token's session (its refresh-token family) is
   * still open; null when the account has been deleted.
   */
  find: (userId: string, sessionId: string) => Promise<TActiveSession | null>;
  /** Called after a change to an account (role, email, sessions) or its deletion has committed on this instance. */
  forget: (userId: string) => void;
  close: () => Promise<void>;
};

/** An effect that must follow a committed change (modules/outbox carries it out). */
export type TOutboxEffect =
  /** A rendered message (its text may hold a link or code: never shown to staff). */
  | { kind: 'mail'; template: string; message: TMailMessage; meta?: Record<string, string> | undefined }
  /** The receipt of a paid order, rendered when it is sent (the order and its invoice are committed by then). */
  | { kind: 'order_receipt'; orderId: string }
  /** Stop the processor billing a subscription. */
  | { kind: 'cancel_subscription'; providerSubscriptionId: string; when: 'now' | 'period_end' }
  /** Take back a card attached at the processor that was never saved here. */
  | { kind: 'detach_payment_method'; paymentMethodId: string }
  /** Give money back (the key makes a retry refund once). */
  | { kind: 'refund_charge'; chargeId: string; amount: number; reason: string; idempotencyKey: string };

/** After-commit effects, written in the change's transaction (modules/outbox/outbox.service.ts). */
export type TOutbox = {
  /** Write the effect in `exec` (the change's transaction); its row id, to deliver after the commit. */
  add: (exec: TDb, effect: TOutboxEffect) => Promise<string>;
  /** Try these new rows now. Never throws: what fails is logged with its row id and retried by `run`. */
  deliver: (ids: string[]) => Promise<void>;
  /** The worker: try every row that is due at `now`. */
  run: (now?: Date) => Promise<{ delivered: number; failed: number }>;
};

/** What every service receives: explicit, so a test can see each dependency it provides. */
export type TDeps = TProviders & {
  config: TConfig;
  database: TDatabase;
  db: TDatabase['db'];
  /** Who signed-in requests are (plugins/auth.ts); told of role changes and deletions. */
  accounts: TActiveAccounts;
  /** The time now (a test may fix it). */
  clock: () => Date;
  startedAt: number;
  /** The Redis/Valkey store (REDIS_URL) of rate-limit counts and the public cache; null: in memory. */
  redis: TRedisStore | null;
  /** After-commit effects (mail, processor calls), written in the change's transaction (modules/outbox). */
  outbox: TOutbox;
  /** The app's logger, for failures a service handles but must not hide (context only, never secrets). */
  log: Pick<TLogger, 'info' | 'error'>;
};
