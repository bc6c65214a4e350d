// Load baseline for the real server: autocannon against GET /api/health and POST /api/products/page-seo.
// Prints requests/s and p50/p99 latency. Run after a build: `npm run build && npm run bench:api`.
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), DATABASE_URL to bench PostgreSQL.
import { TABLE_HEADER, formatRow, loadDescription, measure, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3300) });

const scenarios = [
  { name: 'GET /api/health', request: { method: 'GET', path: '/api/health' } },
  {
    name: 'POST /api/products/page-seo',
    request: {
      method: 'POST',
      path: '/api/products/page-seo',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: '/services' }),
    },
  },
];

try {
  console.log(loadDescription(CONNECTIONS, SECONDS));
  console.log(TABLE_HEADER);
  for (const { name, request } of scenarios) {
    const result = await measure(server.base, request, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(formatRow(name, result));
  }
} finally {
  await server.stop();
}
