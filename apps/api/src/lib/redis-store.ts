import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from '../config/env';

/**
 * The Redis/Valkey server named by REDIS_URL, where every instance keeps what must agree between them:
 * per-address rate-limit counts and the public cache (docs/deploy.md "Horizontal scaling").
 */
export type TRedisStore = {
  client: Redis;
  /** Reports a failed command; the caller carries on without the store (see its comment). */
  warn: (error: unknown, what: string) => void;
  close: () => Promise<void>;
};

/** The server's address without its password, for messages. */
function describe(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}`;
  } catch {
    return 'REDIS_URL';
  }
}

const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects before the app starts serving, so a wrong REDIS_URL stops start-up with a message naming it.
 * Afterwards a request never waits on a store that is away: commands fail at once while the client
 * reconnects, and time out after COMMAND_TIMEOUT_MS.
 */
export async function openRedisStore(url: string, log: FastifyBaseLogger): Promise<TRedisStore> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // One line when the connection is lost and one when it is back, not one per reconnection attempt.
  let connected = false;
  let down = false;
  let lastError: Error | null = null;
  client.on('error', (error: Error) => {
    lastError = error;
    if (!connected || down) return;
    down = true;
    log.error(
      { err: error.message, redis: describe(url) },
      'Redis unreachable: rate limits and the public cache fall back',
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: describe(url) }, 'Redis reachable again');
  });
  try {
    await client.connect();
    connected = true;
  } catch (error) {
    client.disconnect();
    const reason = (lastError ?? (error instanceof Error ? error : new Error(String(error)))).message;
    throw new ConfigError([`REDIS_URL: cannot connect to ${describe(url)} (${reason})`], { cause: error });
  }
  return {
    client,
    warn: (error, what) => log.warn({ err: error instanceof Error ? error.message : String(error) }, what),
    close: async () => {
      // QUIT lets replies in flight arrive; a client that is already disconnected just stops reconnecting.
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}
