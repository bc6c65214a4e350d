// Load on the real server (issue 11 "Load"): autocannon drives catalogue list, page-seo, cart read and
// update, login and an AI section read, then a burst at 200 connections, and prints requests/s, p50/p99
// latency and any error responses. Run after a build: `npm run build && npm run bench:load`; with
// DATABASE_URL=postgres://… it runs on PostgreSQL. Options (env): BENCH_SECONDS (10), BENCH_CONNECTIONS (100),
// BENCH_ONLY (run only the scenarios whose name contains it, e.g. `cached`).
import { randomUUID } from 'node:crypto';
import { TABLE_HEADER, formatRow, loadDescription, measure, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3320) });

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
const json = (path, body, token) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body ?? {}),
});

try {
  const email = `load-${randomUUID()}@example.test`;
  const password = 'load test password';
  const { accessToken: token } = await call('/api/auth/register', { name: 'Load Tester', email, password });
  const [product] = await call('/api/products/list', { category: 'bookkeeping', pageSize: 1 });
  // Every cart answer is { cartId, cart: { CartItems, totalQuantity }, subtotalPence, summary, lines }.
  const [cartLine] = (await call('/api/cart/add-item', { productId: product.id, isProductSelected: true }, token)).cart
    .CartItems;
  // The Scale plan carries build_startup_ai: subscribe with the built-in gateway's test card.
  await call(
    '/api/payment/create-subscription-payment',
    {
      planId: 'scale',
      interval: 'month',
      idempotencyKey: randomUUID(),
      paymentMethod: { card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } },
    },
    token,
  );
  const idea = await call('/api/tools/launchpad', { query: 'A subscription service for dog walkers in Leeds' }, token);
  const ideaId = idea.idea_id ?? idea.id;
  await call(`/api/tools/launchpad/${ideaId}/Problem`, {}, token);

  const scenarios = [
    ['catalogue list (cached public read)', json('/api/products/list', { pageSize: 10 })],
    ['page-seo (cached public read)', json('/api/products/page-seo', { slug: '/services' })],
    ['content list (cached public read)', json('/api/content/blog/list', {})],
    ['cart read', json('/api/cart', {}, token)],
    ['cart update (quantity)', { ...json(`/api/cart/items/${cartLine?.id}`, { quantity: 2 }, token), method: 'PATCH' }],
    ['login', json('/api/auth/login', { email, password })],
    ['AI section read (Problem)', json(`/api/tools/launchpad/${ideaId}/Problem`, {}, token)],
  ];
  console.log(loadDescription(CONNECTIONS, SECONDS));
  console.log(TABLE_HEADER);
  // BENCH_ONLY=cached runs only the scenarios whose name contains it (e.g. the cached public reads).
  const only = process.env.BENCH_ONLY;
  for (const [name, request] of scenarios.filter(([name]) => !only || name.includes(only))) {
    const result = await measure(server.base, request, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(formatRow(name, result));
  }
  const burst = await measure(server.base, json('/api/products/page-seo', { slug: '/' }), {
    connections: 200,
    seconds: SECONDS,
  });
  console.log(formatRow('page-seo at 200 connections', burst));
} finally {
  await server.stop();
}
