import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';

export type TLoopback = {
  port: number;
  /** http://127.0.0.1:{port} */
  url: string;
  /** Closes the server, dropping any connection still open (a client or a request that never ends). */
  close: () => Promise<void>;
};

/** Starts a local test server on a free loopback port. */
export async function listenOnLoopback(server: Server): Promise<TLoopback> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nobody listens on now, for a server that cannot pick its own and report it (named, redis-server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
