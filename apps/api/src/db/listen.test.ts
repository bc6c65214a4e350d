import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { listenOnLoopback } from '../test/loopback';
import { listenOnPostgres } from './listen';

/** A loopback port with nothing listening on it: every connection is refused. */
async function closedPort() {
  const server = await listenOnLoopback(createServer());
  await server.close();
  return server.port;
}

describe('listenOnPostgres', () => {
  it('keeps trying while the database cannot be reached, never reports listening, and stops when told', async () => {
    const url = `postgres://launchpad@127.0.0.1:${await closedPort()}/launchpad`;
    const states: boolean[] = [];
    const stop = await listenOnPostgres(url, 'account_changed', {
      onNotify: () => undefined,
      onListening: (listening) => states.push(listening),
    });
    // The first attempt, then another a second later.
    await vi.waitFor(() => expect(states.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 50 });
    expect(states.every((listening) => !listening)).toBe(true);
    await stop();
    const reported = states.length;
    await sleep(1200);
    expect(states).toHaveLength(reported);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    const handlers = { onNotify: () => undefined, onListening: () => undefined };
    await expect(
      listenOnPostgres('postgres://127.0.0.1:1/x', 'account_changed; DROP TABLE users', handlers),
    ).rejects.toThrow('not a channel name');
  });
});
