// Test helpers (not tests): ways to break the outside world for the fault suite — the database going
// away, a payment service that never answers, an LLM server that holds its answers.
import { type Server, createServer } from 'node:http';
import type { TDatabase } from '../db/client';
import { startOpenAiTestServer, wellBehaved } from '../providers/llm/openai.test-server';
import type { TSharedStore } from './instances';
import { listenOnLoopback } from '../test/loopback';

/** What node-postgres raises when the server drops the connection under a query. */
const connectionLost = () => new Error('Connection terminated unexpectedly');

const DB_ENTRY_POINTS = new Set<PropertyKey>([
  'select',
  'insert',
  'update',
  'delete',
  'transaction',
  'execute',
  '$count',
]);

/**
 * A database handle with a switch: while `down`, every query started through it fails with the
 * driver's connection error, as a process whose connection (or whose whole machine) is gone.
 */
export function withFaultSwitch(database: TDatabase) {
  const state = { down: false };
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (state.down && DB_ENTRY_POINTS.has(property)) throw connectionLost();
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { database: { ...database, db } satisfies TDatabase, state };
}

/**
 * The database goes away for an instance. On PostgreSQL it is real: the server stops accepting
 * connections to the store's database and terminates every open one (pg_terminate_backend), so
 * each pool's next query fails. On PGlite (one in-process connection) the instance's switch fails
 * its queries instead. `end` brings it back and waits until `handles` answer again.
 */
export function databaseOutage(store: TSharedStore, fallback: { down: boolean }, handles: TDatabase[]) {
  return {
    async start() {
      if (store.engine === 'pglite') {
        fallback.down = true;
        return;
      }
      const admin = await store.admin();
      await admin.query(`ALTER DATABASE ${store.name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [store.name],
      );
      await admin.end();
    },
    async end() {
      if (store.engine === 'pglite') {
        fallback.down = false;
        return;
      }
      const admin = await store.admin();
      await admin.query(`ALTER DATABASE ${store.name} ALLOW_CONNECTIONS true`);
      await admin.end();
      // Pools drop the connections that were killed as they find them; a few pings clear them out.
      for (const handle of handles) {
        let ok = false;
        for (let attempt = 0; attempt < 20 && !ok; attempt += 1) ok = await handle.ping();
        if (!ok) throw new Error('the database did not come back');
      }
    },
  };
}

/** A local HTTP server that accepts requests and never answers (a payment service that hangs). */
export async function startSilentServer() {
  const received: { path: string; idempotencyKey: string | undefined }[] = [];
  const server: Server = createServer((req) => {
    const key = req.headers['idempotency-key'];
    received.push({ path: req.url ?? '', idempotencyKey: typeof key === 'string' ? key : undefined });
    req.resume();
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, received, close };
}

/**
 * An OpenAI-compatible server answering every request with valid content for its schema, except
 * that while `hold()` is on, answers wait until `release()` — a model still writing.
 */
export async function startHeldLlmServer() {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let answered = 0;
  const server = await startOpenAiTestServer(async (request) => {
    if (gate) await gate;
    answered += 1;
    return wellBehaved(request);
  });
  return {
    ...server,
    answered: () => answered,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    /** Resolves once `count` requests have reached the server. */
    async received(count: number) {
      for (let i = 0; i < 400 && server.requests.length < count; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (server.requests.length < count) throw new Error(`the LLM server saw ${server.requests.length} requests`);
    },
  };
}
