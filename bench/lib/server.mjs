// Starts the built server (apps/api/dist/server.js) on a fresh data folder for a benchmark, stops it, and
// measures one request under load with autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'launchpad-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/api/dist/server.js'],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    // BENCH_START_SECONDS (default 30): more on a machine busy with other work.
    const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 30);
    if (attempt > startSeconds * 4) {
      server.kill('SIGTERM');
      throw new Error(`server did not become healthy in ${startSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    /** The server's CPU time so far in ms (user and system, all its threads), from /proc; null without one. */
    cpuMs: () => {
      try {
        // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
        // 12th and 13th, in clock ticks (USER_HZ, 100 a second on Linux).
        const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return null;
      }
    },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * How the figures are taken, for the line above the table: the server's steady state, after a warm-up
 * (BENCH_WARMUP seconds, default 3; 0 for none) at the same load that is not counted, so they do not
 * include its first second (JIT compilation, the database pool opening connections and preparing its
 * statements). BENCH_WARMUP=0 shows the cold figures.
 */
export function loadDescription(connections, seconds) {
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const warmup = WARMUP_SECONDS > 0 ? `after a ${WARMUP_SECONDS}s warm-up` : 'cold (no warm-up)';
  return `engine: ${engine}, ${connections} connections, ${seconds}s each, ${warmup}\n`;
}

/** autocannon sending `request` (method, path, headers, body) over `connections` for `seconds`. */
export function measure(base, request, { connections, seconds }) {
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [request],
    ...(WARMUP_SECONDS > 0 ? { warmup: { connections, duration: WARMUP_SECONDS } } : {}),
  });
}

/** One autocannon result as a table row: requests/s, p50 and p99 latency, non-2xx and errors. */
export function formatRow(name, result) {
  return [
    name.padEnd(34),
    result.requests.average.toFixed(0).padStart(7),
    String(result.latency.p50).padStart(9),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(9),
    String(result.errors).padStart(7),
  ].join(' ');
}

export const TABLE_HEADER = 'scenario                            req/s     p50 ms   p99 ms   non-2xx  errors';
