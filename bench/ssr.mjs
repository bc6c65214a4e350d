// Server rendering under load (issue 23 "Speed"): each public page requested by 50 connections at once from
// the production build, with the public cache warm (every page requested before measuring, then loaded for
// BENCH_WARMUP seconds uncounted). Prints requests/s, the p50/p95/p99 latency of each page (the target is a p95
// of at most 30 ms) and the server's CPU time per request, which says what a page costs the server even when
// the machine is busy with other work and the latencies are not. Requests say they accept Brotli and gzip, as
// browsers do.
// Run after a build: `npm run build && npm run bench:ssr`. Options (env): SSR_PAGES (comma-separated paths),
// BENCH_SECONDS (default 10), BENCH_WARMUP (default 3), BENCH_CONNECTIONS (default 50), BENCH_PORT (default
// 3320), BENCH_PLAIN=1.
import autocannon from 'autocannon';
import { WARMUP_SECONDS, startServer } from './lib/server.mjs';

const PAGES = (
  process.env.SSR_PAGES ??
  '/,/services,/services/uk-ltd-formation,/services/company-formation/United%20States/Delaware,/startup-package,/events,/blog,/login'
).split(',');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_P95_MS = 30;
/** What every browser says it accepts: the page comes compressed, as people get it (BENCH_PLAIN=1: uncompressed). */
const BROWSER_HEADERS = process.env.BENCH_PLAIN ? {} : { 'accept-encoding': 'br, gzip, deflate' };

/** The p-th percentile (0–100) of sorted values. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One page under load: every response's time is kept, so p95 is exact rather than autocannon's p97.5. */
function load(base, path, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS },
      (error, result) => (error ? reject(error) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3320) });
try {
  // The public cache warm: each page rendered once (and a second time, so the JIT has seen it).
  for (const path of PAGES) {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${server.base}${path}`, { headers: BROWSER_HEADERS });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const html = await response.text();
      if (!html.includes('data-server-rendered')) throw new Error(`${path} was not rendered on the server`);
    }
  }
  console.log(
    `${CONNECTIONS} connections, ${SECONDS}s per page after a ${WARMUP_SECONDS}s warm-up, public cache warm; ` +
      `target p95 <= ${TARGET_P95_MS} ms`,
  );
  console.log(
    `${'page'.padEnd(56)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}` +
      `${'cpu µs/req'.padStart(12)}`,
  );
  for (const path of PAGES) {
    if (WARMUP_SECONDS > 0) await load(server.base, path, WARMUP_SECONDS);
    const cpuBefore = server.cpuMs();
    const { result, times } = await load(server.base, path, SECONDS);
    const cpuAfter = server.cpuMs();
    const p95 = percentile(times, 95);
    const mark = p95 <= TARGET_P95_MS ? ' ' : '!';
    const cpuPerRequest =
      cpuBefore === null || cpuAfter === null ? '-' : (((cpuAfter - cpuBefore) * 1000) / times.length).toFixed(0);
    console.log(
      [
        path.padEnd(56),
        result.requests.average.toFixed(0).padStart(8),
        percentile(times, 50).toFixed(1).padStart(8),
        `${p95.toFixed(1)}${mark}`.padStart(8),
        percentile(times, 99).toFixed(1).padStart(8),
        cpuPerRequest.padStart(12),
        result.non2xx ? `  non-2xx: ${result.non2xx}` : '',
      ].join(''),
    );
  }
  console.log(`\n! = p95 above ${TARGET_P95_MS} ms; cpu µs/req = the server's CPU time (all threads) per response`);
} finally {
  await server.stop();
}
