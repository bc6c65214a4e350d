// Issue 20 point 3, on a real server process: ten customers pay at once, the server is killed with
// SIGKILL while every checkout is held either just before the processor is asked or just after it
// charged (the crash-test fault, payment-fault.ts), and a new server on the same database heals every
// order with its payment-reconciliation job: one paid order, one invoice and one charge a customer.
// The database is PGlite on disk, or a database of its own on the PostgreSQL server of the suite's run.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type TAdminOrder,
  type TCartData,
  type TCheckoutResult,
  cartEndpoints,
  ordersAdminEndpoints,
  authEndpoints,
  mailEndpoints,
  paymentEndpoints,
} from '@launchpad/shared';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type TDatabase, openDatabase } from '../../db/client';
import { gatewayCharges, invoices, orders, products, users } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { API_ROOT } from '../../lib/paths';
import { freePort } from '../../test/loopback';
import { TEST_JWT_SECRET, runTemplate, seedDay, testConfig } from '../../test/template';
import { issueSession } from '../auth/auth-sessions.store';
import { cardPayment } from './checkout.test-helpers';
import { NOTHING_CHARGED } from './reconcile.service';

const CUSTOMERS = 10;
/** The issue's promise: a crash between charge and settlement heals within two minutes. */
const HEALS_WITHIN_MS = 120_000;
const POLL_MS = 250;
const config = testConfig();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

// ---- The database both servers use --------------------------------------------------------------

type TStore = {
  engine: 'pglite' | 'postgres';
  /** What tells the server where the database is. */
  env: Record<string, string>;
  /** Opens it in this process (PGlite: only while no server has it open). */
  open: () => Promise<TDatabase>;
  drop: () => Promise<void>;
};

/** A migrated, seeded database of this file's own: copied from the run's template when it fits. */
async function createStore(dataDir: string): Promise<TStore> {
  const template = runTemplate();
  const usable = template && template.publicUrl === config.PUBLIC_URL && template.day === seedDay() ? template : null;
  const serverUrl = process.env.DATABASE_URL;
  let fresh: TDatabase;
  let store: TStore;
  if (!serverUrl) {
    // The folder a server with this DATA_DIR keeps PGlite in (config/env.ts PGLITE_DIR).
    const pgliteDir = join(dataDir, 'db');
    fresh =
      usable?.engine === 'pglite'
        ? await openDatabase({ pgliteDir, pgliteLoad: new Blob([await readFile(usable.file)]) })
        : await openDatabase({ pgliteDir });
    store = { engine: 'pglite', env: {}, open: () => openDatabase({ pgliteDir }), drop: async () => undefined };
  } else {
    const name = `lp_crash_${randomUUID().replaceAll('-', '')}`;
    const onServer = async (statement: string) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    await onServer(
      usable?.engine === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${usable.name}` : `CREATE DATABASE ${name}`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ url: url.toString(), pgliteDir: 'unused', poolMax: 2 });
    fresh = await open();
    store = {
      engine: 'postgres',
      env: { DATABASE_URL: url.toString() },
      open,
      drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  try {
    if (!usable) {
      await fresh.migrate();
      await seedDatabase(fresh.db, config.PUBLIC_URL);
    }
  } finally {
    await fresh.close();
  }
  return store;
}

// ---- The api server, a child process ------------------------------------------------------------

type TLogLine = { msg?: string; orderId?: string; faultPoint?: string };

type TServer = {
  url: string;
  /** Every JSON log line the server printed so far. */
  lines: TLogLine[];
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

const running = new Set<ChildProcess>();

/** `node src/server.ts` (through tsx, as `npm run dev` runs it) with the test settings plus `env`. */
async function startServer(dataDir: string, store: TStore, env: Record<string, string>): Promise<TServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: config.PUBLIC_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_PROVIDER: 'builtin',
      ...store.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const lines: TLogLine[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as TLogLine);
    } catch {
      lines.push({ msg: line });
    }
  });
  createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  await until('the server to answer /api/health', 180_000, async () => {
    if (gone) throw new Error(`the server stopped while starting:\n${stderr.slice(-20).join('\n')}`);
    return fetch(`${url}/api/health`).then(
      (res) => (res.ok ? true : undefined),
      () => undefined,
    );
  });
  // The server runs on the database prepared here, not one of its own.
  expect(lines.some((line) => line.msg?.endsWith(`(database: ${store.engine})`))).toBe(true);
  return {
    url,
    lines,
    kill: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

type TAnswer<T> = { status: number; body: { data: T; message?: string } };

async function call<T>(
  server: TServer,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<TAnswer<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  return { status: res.status, body: (await res.json()) as TAnswer<T>['body'] };
}

// ---- The run -----------------------------------------------------------------------------------

let dataDir: string | undefined;
let store: TStore | undefined;
afterAll(async () => {
  // A server still running after a failure is stopped (only the ones this file started).
  for (const child of running) child.kill('SIGKILL');
  await store?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type TCustomer = { id: string; email: string; token: string };

describe('checkout repairs itself after kill -9 of the server (issue 20)', () => {
  it('ten parallel checkouts cut short before and after the charge: each customer ends with one paid order, one invoice and one charge', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'launchpad-crash-'));
    store = await createStore(dataDir);

    // Staff (to watch the orders as /admin does) and the product the customers buy.
    const setup = await store.open();
    let staffToken: string;
    let productId: string;
    try {
      const [staff] = await setup.db
        .insert(users)
        .values({ name: 'Crash Staff', email: `staff-${randomUUID()}@example.test`, country: 'GB', role: 'admin' })
        .returning();
      if (!staff) throw new Error('staff insert returned nothing');
      staffToken = (await issueSession({ db: setup.db, config }, staff.id)).accessToken;
      const [product] = await setup.db.select().from(products).where(eq(products.slug, 'uk-trade-mark'));
      if (!product) throw new Error('no seeded uk-trade-mark');
      productId = product.id;
    } finally {
      await setup.close();
    }

    // 1. A server whose checkouts are held: every other one before the processor, the rest after it charged.
    const first = await startServer(dataDir, store, {
      JOBS_ENABLED: 'false',
      PAYMENT_FAULT_PAUSE_MS: '600000',
      PAYMENT_FAULT_PAUSE_AT: 'after-charge,before-charge',
    });
    const customers: TCustomer[] = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const email = `crash-${i}-${randomUUID()}@example.test`;
        const signup = await call<{ user: { id: string }; accessToken: string }>(first, authEndpoints.register.path, {
          name: `Crash Customer ${i}`,
          email,
          password: 'a long enough password',
        });
        expect(signup.status, signup.body.message).toBe(200);
        const token = signup.body.data.accessToken;
        const added = await call(first, cartEndpoints.addItem.path, { productId }, token);
        expect(added.status, added.body.message).toBe(200);
        return { id: signup.body.data.user.id, email, token };
      }),
    );
    const checkouts = customers.map((customer) =>
      call<TCheckoutResult>(
        first,
        paymentEndpoints.checkout.path,
        { idempotencyKey: randomUUID(), paymentMethod: cardPayment() },
        customer.token,
      ),
    );
    // Their outcomes are taken at once: the kill below rejects them while the test is still waiting.
    const outcomes = Promise.allSettled(checkouts);
    const held = await until('every checkout to be held', 120_000, async () => {
      const marks = first.lines.filter((line) => line.msg?.startsWith('payment fault: checkout paused'));
      return marks.length >= CUSTOMERS ? marks : undefined;
    });
    const charged = held.filter((line) => line.faultPoint === 'after-charge').map((line) => line.orderId);
    const notCharged = held.filter((line) => line.faultPoint === 'before-charge').map((line) => line.orderId);
    expect(charged).toHaveLength(CUSTOMERS / 2);
    expect(notCharged).toHaveLength(CUSTOMERS / 2);

    // 2. kill -9: no checkout gets an answer.
    expect(await first.kill('SIGKILL')).toBeNull();
    const answers = await outcomes;
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);

    // 3. A new server on the same database, its jobs on, heals every order within two minutes.
    const second = await startServer(dataDir, store, { JOBS_ENABLED: 'true', PAYMENT_RECONCILE_GRACE_SECONDS: '5' });
    const listOrders = async (status: TAdminOrder['status']) => {
      const res = await call<TAdminOrder[]>(
        second,
        ordersAdminEndpoints.orders.path,
        { status, pageSize: 50 },
        staffToken,
      );
      expect(res.status, res.body.message).toBe(200);
      return res.body.data;
    };
    await until('every pending order to be settled or failed', HEALS_WITHIN_MS, async () =>
      (await listOrders('pending_payment')).length === 0 ? true : undefined,
    );
    const paid = await listOrders('paid');
    const failed = await listOrders('payment_failed');
    // Charged before the crash: paid, invoiced. Never sent to the processor: failed, nothing charged.
    expect(paid.map((order) => order.id).sort()).toEqual([...charged].sort());
    expect(paid.every((order) => order.invoiceNumber !== null)).toBe(true);
    expect(failed.map((order) => order.id).sort()).toEqual([...notCharged].sort());
    expect(failed.every((order) => order.failureMessage === NOTHING_CHARGED)).toBe(true);

    // 4. Those customers still have their cart and pay again, once.
    const failedUsers = new Set(failed.map((order) => order.userId));
    for (const customer of customers.filter((c) => failedUsers.has(c.id))) {
      const cart = await call<TCartData>(second, cartEndpoints.read.path, {}, customer.token);
      expect(cart.body.data.cart.CartItems).toHaveLength(1);
      const retry = await call<TCheckoutResult>(
        second,
        paymentEndpoints.checkout.path,
        { idempotencyKey: randomUUID(), paymentMethod: cardPayment() },
        customer.token,
      );
      expect(retry.status, retry.body.message).toBe(200);
      expect(retry.body.data.status).toBe('paid');
    }

    // Every cart is empty and every customer got one receipt.
    for (const customer of customers) {
      const cart = await call<TCartData>(second, cartEndpoints.read.path, {}, customer.token);
      expect(cart.body.data.cart.CartItems).toEqual([]);
      const mail = await call<{ template: string }[]>(
        second,
        `${mailEndpoints.devOutbox.path}?to=${encodeURIComponent(customer.email)}`,
        undefined,
        undefined,
        'GET',
      );
      expect(mail.body.data.filter((m) => m.template === 'order_receipt')).toHaveLength(1);
    }
    expect(await second.kill('SIGTERM')).toBe(0);

    // 5. The books, read from the database: one paid order, one invoice and one succeeded charge at
    // the gateway for each customer, and invoice numbers without a gap.
    const books = await store.open();
    try {
      const ids = customers.map((c) => c.id);
      const rows = await books.db
        .select({ id: users.id, paymentCustomerId: users.paymentCustomerId })
        .from(users)
        .where(inArray(users.id, ids));
      const allOrders = await books.db.select().from(orders).where(inArray(orders.userId, ids));
      const allInvoices = await books.db.select().from(invoices).where(inArray(invoices.userId, ids));
      const charges = await books.db.select().from(gatewayCharges);
      for (const { id, paymentCustomerId } of rows) {
        const theirs = allOrders.filter((order) => order.userId === id);
        const paidOrders = theirs.filter((order) => order.status === 'paid');
        expect(paidOrders).toHaveLength(1);
        expect(theirs.filter((order) => order.status !== 'paid' && order.status !== 'payment_failed')).toEqual([]);
        expect(allInvoices.filter((invoice) => invoice.userId === id).map((i) => i.orderId)).toEqual([
          paidOrders[0]?.id,
        ]);
        const theirCharges = charges.filter((c) => c.customerId === paymentCustomerId);
        expect(theirCharges.map((c) => [c.status, c.amount, c.idempotencyKey])).toEqual([
          ['succeeded', paidOrders[0]?.totalPence, paidOrders[0]?.idempotencyKey],
        ]);
      }
      expect(rows).toHaveLength(CUSTOMERS);
      expect(charges).toHaveLength(CUSTOMERS);
      const numbers = allInvoices.map((invoice) => invoice.invoiceNumber).sort((a, b) => a - b);
      expect(numbers).toHaveLength(CUSTOMERS);
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(CUSTOMERS - 1);
    } finally {
      await books.close();
    }
  }, 600_000);
});
