// Cart and checkout throughput on the real server (issue 5 "Performance"): cart reads and add-to-cart
// with autocannon at BENCH_CONNECTIONS (default 100), then complete checkouts (add + pay with the
// built-in gateway's 4242 card) by BENCH_BUYERS parallel customers. Prints requests/s and latencies.
// Run after a build: `npm run build && npm run bench:checkout` (DATABASE_URL=postgres://… for PostgreSQL).
import { randomUUID } from 'node:crypto';
import { TABLE_HEADER, formatRow, loadDescription, measure, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 10);
const CHECKOUTS_EACH = Number(process.env.BENCH_CHECKOUTS_EACH ?? 10);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3310) });

async function call(path, body, token) {
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

const signUp = async () =>
  (
    await call('/api/auth/register', {
      name: 'Bench Buyer',
      email: `bench-${randomUUID()}@example.test`,
      password: 'bench password',
    })
  ).accessToken;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const products = await call('/api/products/list', { category: 'bookkeeping', pageSize: 5 });
  const productId = products[0].id;
  const token = await signUp();
  await call('/api/cart/add-item', { productId, isProductSelected: true }, token);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  console.log(loadDescription(CONNECTIONS, SECONDS));
  console.log(TABLE_HEADER);
  const load = { connections: CONNECTIONS, seconds: SECONDS };
  const read = await measure(server.base, { method: 'POST', path: '/api/cart', headers: auth, body: '{}' }, load);
  console.log(formatRow('POST /api/cart (read)', read));
  // Selected and re-added: the SPEC §4 rule replaces the line each time, so the cart stays one line.
  const add = await measure(
    server.base,
    {
      method: 'POST',
      path: '/api/cart/add-item',
      headers: auth,
      body: JSON.stringify({ productId, isProductSelected: true }),
    },
    load,
  );
  console.log(formatRow('POST /api/cart/add-item', add));

  const latencies = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const buyer = await signUp();
      for (let i = 0; i < CHECKOUTS_EACH; i += 1) {
        const t0 = performance.now();
        try {
          await call('/api/cart/add-item', { productId, isProductSelected: true }, buyer);
          await call(
            '/api/payment/checkout',
            {
              idempotencyKey: randomUUID(),
              paymentMethod: { card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } },
            },
            buyer,
          );
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures += 1;
          if (failures === 1) console.error(error.message);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `\ncheckouts: ${latencies.length} in ${seconds.toFixed(1)}s = ${(latencies.length / seconds).toFixed(1)}/s by ${BUYERS} buyers; ` +
      `p50 ${percentile(latencies, 50)?.toFixed(0)} ms, p99 ${percentile(latencies, 99)?.toFixed(0)} ms; failures ${failures}`,
  );
} finally {
  await server.stop();
}
