// A throwaway Redis server for the shared-store tests, started the way the PostgreSQL run starts its
// cluster: Debian's redis-server on loopback, nothing kept on disk, stopped when the file's tests end.
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './loopback';

export type TRedisServer = {
  /** redis://127.0.0.1:PORT, as REDIS_URL. */
  url: string;
  /** A client of the test's own (closed by stop()). */
  client: Redis;
  stop: () => Promise<void>;
};

const MISSING =
  'redis-server is not installed: install it (Debian: apt-get install -y redis-server). ' +
  'The shared-store tests run against a real Redis server, as CI does (.ci/run).';

/** Resolves once the server answers PING; rejects with its output if it exits first. */
function whenReady(server: ChildProcess, port: number, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const exited = (code: number | null) => {
      if (settled) return;
      settled = true;
      reject(new Error(`redis-server exited (${code}) before answering:\n${output()}`));
    };
    server.once('exit', exited);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      reject(error.code === 'ENOENT' ? new Error(MISSING) : error);
    });
    const deadline = Date.now() + 15_000;
    const probe = async () => {
      if (settled) return;
      if (Date.now() > deadline) {
        settled = true;
        server.kill('SIGKILL');
        reject(new Error(`redis-server did not answer PING on port ${port}:\n${output()}`));
        return;
      }
      const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, retryStrategy: () => null });
      client.on('error', () => undefined); // the failed attempt is the answer: try again shortly
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG' && !settled) {
          settled = true;
          server.off('exit', exited);
          resolve();
        }
      } catch {
        setTimeout(probe, 50);
      } finally {
        client.disconnect();
      }
    };
    void probe();
  });
}

async function startOnce(): Promise<TRedisServer> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await whenReady(server, port, () => output);
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a redis-server on a free loopback port; a port taken in between is tried again elsewhere. */
export async function startRedisServer(): Promise<TRedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce();
    } catch (error) {
      if (error instanceof Error && error.message === MISSING) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
