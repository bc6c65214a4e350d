import pg from 'pg';

export type TListenHandlers = {
  /** The payload of one NOTIFY on the channel. */
  onNotify: (payload: string) => void;
  /** true once notifications arrive; false when they may have been missed (the connection was lost). */
  onListening: (listening: boolean) => void;
};

/** A stop function: no more notifications, the connection is closed. */
export type TStopListening = () => Promise<void>;

const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be returned to the pool and its
 * notifications lost). Resolves at once: `onListening(true)` says when notifications arrive, so a database
 * that cannot be reached does not hold up the server's start. A lost connection is reported
 * (`onListening(false)`) and opened again every second until it works or the listener is stopped.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: TListenHandlers,
): Promise<TStopListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    handlers.onListening(false);
    lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = null;
    // keepAlive: a connection that dies without a word is noticed, not trusted for its notifications.
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client === next && !stopped) handlers.onListening(true);
    } catch {
      lost(next);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
