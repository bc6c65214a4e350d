import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

/** How a page's data is asked of the api in-process, by the renderer on the main thread or in the worker. */
export type TServerFetch = (request: {
  method: string;
  url: string;
  body?: unknown;
}) => Promise<{ status: number; body: unknown }>;

/** A page rendered into a string by the worker (apps/web/src/entry-server.tsx `renderHtml`). */
export type THtmlRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser' }
  | { kind: 'page'; status: number; stateJson: string; html: string };

/** The messages of entry-server.tsx's worker (its TWorkerMessage / TWorkerRequest). */
type TFromWorker =
  | { type: 'fetch'; id: number; request: Parameters<TServerFetch>[0] }
  | { type: 'rendered'; id: number; result: THtmlRender }
  | { type: 'failed'; id: number; message: string };

/** A render taking longer than this is given up (the caller serves the shell, as for a failed render). */
const RENDER_TIMEOUT_MS = 30_000;

export type TRenderWorker = {
  /** Whether the worker still runs: once it has stopped, pages are rendered in the api's own thread. */
  readonly alive: boolean;
  renderHtml(url: string): Promise<THtmlRender>;
  close(): Promise<void>;
};

/**
 * Server rendering off the api's event loop (issue 23 "Speed"): the web's server bundle runs in a worker
 * thread and renders pages there, so a render (React's work runs in one piece, 50–200 ms for a large page on a
 * busy machine) no longer holds up the requests queued behind it. The page's data calls come back here as
 * messages and are answered by `serverFetch`, in-process, as for a render in this thread.
 */
export function startRenderWorker(file: string, serverFetch: TServerFetch, log: FastifyBaseLogger): TRenderWorker {
  const worker = new Worker(file, { workerData: { launchpadRenderWorker: true } });
  // The worker never keeps the process alive on its own.
  worker.unref();
  const waiting = new Map<number, { resolve: (result: THtmlRender) => void; reject: (error: Error) => void }>();
  let alive = true;
  let nextId = 0;

  const stop = (reason: Error) => {
    alive = false;
    for (const { reject } of waiting.values()) reject(reason);
    waiting.clear();
  };
  worker.on('error', (error) => {
    log.error({ err: error }, 'the render worker failed; pages are rendered in the main thread');
    stop(error);
  });
  worker.on('exit', (code) => stop(new Error(`the render worker stopped (exit code ${code})`)));
  worker.on('message', (message: TFromWorker) => {
    if (message.type === 'fetch') {
      serverFetch(message.request).then(
        (response) => worker.postMessage({ type: 'fetched', id: message.id, response }),
        (error: unknown) =>
          worker.postMessage({
            type: 'fetched',
            id: message.id,
            response: null,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (!pending) return;
    if (message.type === 'rendered') pending.resolve(message.result);
    else pending.reject(new Error(message.message));
  });

  return {
    get alive() {
      return alive;
    },
    renderHtml(url) {
      if (!alive) return Promise.reject(new Error('the render worker has stopped'));
      nextId += 1;
      const id = nextId;
      return new Promise<THtmlRender>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`render of ${url} took longer than ${RENDER_TIMEOUT_MS} ms`));
        }, RENDER_TIMEOUT_MS);
        timer.unref();
        waiting.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        worker.postMessage({ type: 'render', id, url });
      });
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}
