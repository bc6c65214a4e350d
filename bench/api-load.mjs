// Load baseline for the real server: autocannon against GET /api/health and POST /api/products/page-seo.
// Prints requests/s and p50/p99 latency. Run after a build: `npm run build && npm run bench:api`.
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), DATABASE_URL to bench PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-bench-'));

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 30 s');
}

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
  await waitForHealth();
  console.log(
    `engine: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, ${CONNECTIONS} connections, ${SECONDS}s each\n`,
  );
  console.log('scenario                          req/s     p50 ms   p99 ms   non-2xx  errors');
  for (const { name, request } of scenarios) {
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
    const row = [
      name.padEnd(32),
      result.requests.average.toFixed(0).padStart(7),
      String(result.latency.p50).padStart(9),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(9),
      String(result.errors).padStart(7),
    ];
    console.log(row.join(' '));
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
