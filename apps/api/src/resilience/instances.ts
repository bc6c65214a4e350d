// Test helpers (not tests) for the multi-instance and fault suites: one shared store, several api
// instances listening on real ports over it, a round-robin HTTP proxy in front, and JSON calls over
// real HTTP as a browser makes them.
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type TConfig, loadConfig } from '../config/env';
import type { TCoreOptions } from '../core/create';
import { type TDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { TEST_JWT_SECRET, type TTestContext, buildTestApp } from '../test/context';
import { listenOnLoopback } from '../test/loopback';

/**
 * One migrated, seeded database that several instances open. With DATABASE_URL (the PostgreSQL run)
 * it is a new database on that server and every `open()` is a connection pool of its own, as a
 * separate api process would have. Without it, every instance shares ONE in-memory PGlite object:
 * still two app instances over one store, but one connection.
 */
export type TSharedStore = {
  engine: 'postgres' | 'pglite';
  /** The store's own database name on the PostgreSQL server (null on PGlite). */
  name: string | null;
  /** A handle for one instance: a new pool (PostgreSQL) or the shared PGlite object. */
  open: () => Promise<TDatabase>;
  /** A handle for the test's own reads and writes. */
  database: TDatabase;
  /** A superuser connection to the server (PostgreSQL only), for fault injection. */
  admin: () => Promise<pg.Client>;
  close: () => Promise<void>;
};

export async function openSharedStore(): Promise<TSharedStore> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db, 'http://localhost:3000');
    // Instances must not close the shared object: the store closes it once. Each instance gets a
    // handle of its own identity, so what a process keeps in memory per database (the builder's
    // generations in flight) is not shared between instances, as it would not be between processes.
    const shared: TDatabase = { ...database, close: async () => undefined };
    return {
      engine: 'pglite',
      name: null,
      open: async () => ({ ...shared, db: new Proxy(shared.db, {}) }),
      database: shared,
      admin: () => Promise.reject(new Error('no PostgreSQL server: DATABASE_URL is not set')),
      close: () => database.close(),
    };
  }
  const name = `lp_test_${randomUUID().replaceAll('-', '')}`;
  const admin = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    return client;
  };
  const creator = await admin();
  await creator.query(`CREATE DATABASE ${name}`);
  await creator.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: TDatabase[] = [];
  const open = async () => {
    const database = await openDatabase({ url: url.toString(), pgliteDir: 'unused', poolMax: 5 });
    opened.push(database);
    return database;
  };
  const database = await open();
  await database.migrate();
  await seedDatabase(database.db, 'http://localhost:3000');
  return {
    engine: 'postgres',
    name,
    open,
    database,
    admin,
    close: async () => {
      // A pool already ended (an instance that was stopped) refuses a second end: that is fine.
      await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
      const dropper = await admin();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The configuration every instance shares (the same JWT secret above all), as createTestContext builds it. */
export function sharedConfig(env: Record<string, string> = {}): TConfig {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', ...env },
    { JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );
}

export type TInstance = {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  /** http://127.0.0.1:PORT */
  url: string;
  /** The instance as the repo's test helpers expect it (they call `ctx.app.inject`). */
  ctx: TTestContext;
  /** Graceful stop, as SIGTERM does in server.ts: in-flight requests finish first. */
  stop: () => Promise<void>;
};

/** One api instance over the store, listening on a free port. */
export async function startInstance(
  store: TSharedStore,
  options: { env?: Record<string, string>; database?: TDatabase; providers?: TCoreOptions['providers'] } = {},
): Promise<TInstance> {
  const config = sharedConfig(options.env);
  const database = options.database ?? (await store.open());
  const app = await buildTestApp(config, {
    database,
    serveWeb: false,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const stop = async () => {
    await app.close();
    if (store.engine === 'postgres') await database.close().catch(() => undefined);
  };
  return { app, database, config, url: `http://127.0.0.1:${port}`, ctx: { app, config, database, close: stop }, stop };
}

export type TProxy = {
  url: string;
  /** Which upstream (its index) served each request, in order. */
  servedBy: number[];
  close: () => Promise<void>;
};

/**
 * A tiny round-robin reverse proxy (node:http): request i goes to upstream i mod n, whatever the
 * client's connection. Each answer carries `x-served-by: <index>` so a test can see the rotation.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<TProxy> {
  let next = 0;
  const servedBy: number[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    servedBy.push(index);
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': '127.0.0.1' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Bad gateway.' }));
    });
    req.pipe(upstream);
  };
  const server: Server = createServer(forward);
  const { url, close } = await listenOnLoopback(server);
  return { url, servedBy, close };
}

export type TAnswer = {
  status: number;
  // The parsed JSON, loosely typed as inject's res.json() is: tests read into it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; message?: string; data?: any };
  servedBy: number | null;
};

/**
 * A JSON request over real HTTP, as the web app sends it, on a connection of its own that closes
 * after the answer (a kept-alive connection would hold a graceful app.close() open).
 */
export function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<TAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { connection: 'close' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const servedBy = res.headers['x-served-by'];
        resolve({
          status: res.statusCode ?? 0,
          body: text ? (JSON.parse(text) as TAnswer['body']) : { success: false },
          servedBy: typeof servedBy === 'string' ? Number(servedBy) : null,
        });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const post = (base: string, path: string, body: unknown = {}, token?: string) =>
  call(base, 'POST', path, { body, ...(token ? { token } : {}) });
