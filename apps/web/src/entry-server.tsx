// Server rendering (issue 23): the api renders every public page per request with React Router's static
// handler and React's streaming renderer. Built by `vite build --ssr` into dist/server/ and loaded by the api
// (apps/api/src/plugins/spa.ts), which answers the page's data calls in its own process (`serverFetch`).
// Route loaders (below) put that data into an RTK Query store before React renders; the store's answered
// queries go into the HTML, and the browser starts from them (src/main.tsx) instead of fetching them again.
// Pages are rendered as an anonymous visitor with an empty cart sees them, so a render holds nothing personal.
import { PassThrough, type Writable } from 'node:stream';
import { isMainThread, type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { isValidElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  StaticRouter,
} from 'react-router';
import { paths, patterns, serviceDialogs, type TServiceDialog } from '@/config/paths';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequirePlanFlag } from '@/app/guards/require-plan-flag';
import { RequireRole } from '@/app/guards/require-role';
import { routes } from '@/app/routes';
import type { TRouteHandle } from '@/app/route-handle';
import { AppRoutes } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { makeStore, type TAppStore } from '@/app/store';
import { signedOutSession } from '@/features/auth/auth-slice';
import { authApi } from '@/features/auth/api';
import { catalogApi } from '@/features/catalog/api';
import { dialogServicePage } from '@/features/catalog/components/service-dialog';
import { placeFromAddress, servicePageArgs } from '@/features/catalog/use-place-selection';
import { contentApi } from '@/features/content/api';
import { areaOf } from '@/features/content/areas';
import { listRequestFrom } from '@/features/content/use-list-params';
import { homeApi } from '@/features/home/api';
import { plansApi } from '@/features/plans/api';
import { seoApi } from '@/features/seo/api';
import type { TServerFetch } from '@/lib/api';

export type { TServerFetch };

type TLoaderContext = { store: TAppStore };
type TLoad = (store: TAppStore, args: LoaderFunctionArgs) => Promise<unknown>;

/** Waits for a query dispatched to the store (its answer, or its error, is then in the store). */
async function settled(request: { unwrap(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.unwrap();
  } catch {
    // The page renders its own error state from the store, as in the browser.
    return null;
  }
}

/** A service dialog's products for the place in its address (a deep link such as …/United States/Delaware). */
const loadServiceDialog =
  (kind: TServiceDialog): TLoad =>
  async (store, { params }) => {
    const service = dialogServicePage(kind);
    const place = placeFromAddress(params.countryName, params.state, { withStates: service.formation });
    const args = servicePageArgs(service.pageType, service, place);
    if (args) await settled(store.dispatch(catalogApi.endpoints.getServicePage.initiate(args)));
  };

/** What each public page reads first, by route path: the same queries, with the same arguments, as its hooks. */
const LOADS_BY_PATH: Record<string, TLoad> = {
  [paths.services]: (store) =>
    Promise.all([
      settled(store.dispatch(catalogApi.endpoints.getMarketplace.initiate())),
      settled(store.dispatch(catalogApi.endpoints.getServicesSections.initiate())),
      settled(store.dispatch(catalogApi.endpoints.getGroups.initiate())),
    ]),
  [patterns.service]: async (store, { params }) => {
    const product = (await settled(store.dispatch(catalogApi.endpoints.getProduct.initiate(params.id ?? '')))) as {
      id: string;
    } | null;
    if (product) await settled(store.dispatch(catalogApi.endpoints.getRelatedProducts.initiate(product.id)));
  },
  ...Object.fromEntries(
    (Object.keys(serviceDialogs) as TServiceDialog[]).map((kind) => [
      patterns.serviceDialog(kind),
      loadServiceDialog(kind),
    ]),
  ),
  [paths.startupPackage]: (store) => settled(store.dispatch(plansApi.endpoints.getStartupPackages.initiate())),
  [paths.login]: (store) => settled(store.dispatch(authApi.endpoints.identityProviders.initiate())),
  [paths.signup]: (store) => settled(store.dispatch(authApi.endpoints.identityProviders.initiate())),
};

const loadHome: TLoad = (store) =>
  Promise.all([
    settled(store.dispatch(homeApi.endpoints.getHomeSections.initiate())),
    settled(store.dispatch(homeApi.endpoints.getHighlights.initiate())),
  ]);

/** A content area's list (with the address's filters and page) or one of its items. */
function contentLoad(content: NonNullable<TRouteHandle['content']>): TLoad {
  const { type, view } = content;
  if (view === 'detail') {
    return (store, { params }) =>
      settled(store.dispatch(contentApi.endpoints.getContentDetail.initiate({ type, id: params.id ?? '' })));
  }
  return (store, { request }) => {
    const listRequest = listRequestFrom(areaOf(type), new URL(request.url).searchParams);
    return settled(store.dispatch(contentApi.endpoints.listContent.initiate({ type, request: listRequest })));
  };
}

function loadFor(route: RouteObject): TLoad | null {
  const handle = route.handle as TRouteHandle | undefined;
  if (handle?.content) return contentLoad(handle.content);
  if (route.index && route.element) return loadHome;
  return route.path ? (LOADS_BY_PATH[route.path] ?? null) : null;
}

const storeOf = (context: unknown) => (context as TLoaderContext).store;

/** The app's routes with a loader on each page that reads data; the root's loads the page's metadata. */
function withLoaders(tree: RouteObject[], root = true): RouteObject[] {
  return tree.map((route) => {
    const load = loadFor(route);
    const children = route.children ? withLoaders(route.children, false) : undefined;
    const next = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (root) {
      next.loader = async ({ request, context }) => {
        const store = storeOf(context);
        const { pathname } = new URL(request.url);
        await settled(store.dispatch(seoApi.endpoints.getPageSeo.initiate(pathname)));
        return null;
      };
    } else if (load) {
      next.loader = async (args) => {
        await load(storeOf(args.context), args);
        return null;
      };
    }
    return next;
  });
}

const handler = createStaticHandler(withLoaders(routes));

/**
 * Pages behind a guard (a session, a role, a plan flag) are the browser's to render: the server cannot know who
 * is asking (the session lives in the browser's storage), and rendering them signed out would only render the
 * guard's redirect, which a static render cannot follow.
 */
const GUARDS = new Set<unknown>([RequireAuth, RequireRole, RequirePlanFlag]);
const isGuarded = (route: RouteObject) => isValidElement(route.element) && GUARDS.has(route.element.type);

/** The store's answered queries, for the browser to start from (src/main.tsx). */
function hydrationState(store: TAppStore) {
  const { queries, provided } = store.getState().api;
  const answered = Object.fromEntries(Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { queries: answered, provided };
}

export type TRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders (a guarded one): the api serves the app's shell. */
  | { kind: 'browser' }
  | {
      kind: 'page';
      /** The router's status: 404 when no route matched, otherwise 200. */
      status: number;
      /** The data for hydration, as JSON safe to put inside a <script type="application/json">. */
      stateJson: string;
      /** Writes the page's HTML (the contents of #root) and ends `destination`. */
      pipe(destination: Writable): void;
    };

/** JSON that cannot close the script element it is written into. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Renders `url` (path and query) for an anonymous visitor. Its data is in the store before React starts and
 * writing starts once every lazy part has loaded (onAllReady), so React streams the page in order, each
 * boundary in place (the CSP allows no inline scripts, which out-of-order boundaries would need).
 */
export async function render({
  url,
  serverFetch,
  signal,
}: {
  url: string;
  serverFetch: TServerFetch;
  signal?: AbortSignal;
}): Promise<TRenderResult> {
  const address = new URL(url, 'http://launchpad.invalid');
  if (matchRoutes(routes, address.pathname)?.some((match) => isGuarded(match.route))) return { kind: 'browser' };
  const store = makeStore(signedOutSession, { serverFetch, cartUnread: true });
  const request = new Request(address, signal ? { signal } : {});
  const context = await handler.query(request, { requestContext: { store } satisfies TLoaderContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const stateJson = scriptSafeJson(hydrationState(store));
  // The page is rendered by the same router components as in the browser (src/app/router.tsx), so that every
  // id React makes (useId: labels, dialogs) is the same on both sides and the page hydrates as it is.
  const location = `${address.pathname}${address.search}`;
  const app = (
    <AppProviders store={store}>
      <StaticRouter location={location}>
        <AppRoutes location={location} />
      </StaticRouter>
    </AppProviders>
  );
  const stream = await renderWhenReady(app, signal);
  return { kind: 'page', status: context.statusCode, stateJson, pipe: (destination) => stream.pipe(destination) };
}

function renderWhenReady(app: ReactNode, signal?: AbortSignal): Promise<{ pipe(destination: Writable): void }> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(app, {
      // Every boundary is written where it stands, however long: React would otherwise send a large one
      // after the rest, revealed by an inline script, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(stream);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason));
  });
}

/** A page rendered into one string, for the api's shared cache: what `render` gives, with #root's HTML. */
export type THtmlRenderResult =
  Exclude<TRenderResult, { kind: 'page' }> | { kind: 'page'; status: number; stateJson: string; html: string };

/** `render`, with the page's HTML collected into a string. */
export async function renderHtml(options: Parameters<typeof render>[0]): Promise<THtmlRenderResult> {
  const rendered = await render(options);
  if (rendered.kind !== 'page') return rendered;
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', resolve);
    sink.on('error', reject);
    rendered.pipe(sink);
  });
  const { status, stateJson } = rendered;
  return { kind: 'page', status, stateJson, html: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Rendering in a worker thread (issue 23 "Speed"): the api starts this bundle as a worker with
 * `workerData.launchpadRenderWorker` (apps/api/src/plugins/spa.ts) and sends it the pages to render, so that
 * React's work, which runs in one piece, does not hold up the api's other requests. The page's data calls go
 * back to the api by message, to be answered there in-process as before.
 */
export type TWorkerRequest =
  | { type: 'render'; id: number; url: string }
  | { type: 'fetched'; id: number; response: Awaited<ReturnType<TServerFetch>> | null; error?: string };
export type TWorkerMessage =
  | { type: 'fetch'; id: number; request: Parameters<TServerFetch>[0] }
  | { type: 'rendered'; id: number; result: THtmlRenderResult }
  | { type: 'failed'; id: number; message: string };

function serveRenders(port: MessagePort) {
  const send = (message: TWorkerMessage) => port.postMessage(message);
  const fetching = new Map<
    number,
    { resolve: (value: Awaited<ReturnType<TServerFetch>>) => void; reject: (error: Error) => void }
  >();
  let nextFetch = 0;
  const serverFetch: TServerFetch = (request) =>
    new Promise((resolve, reject) => {
      nextFetch += 1;
      fetching.set(nextFetch, { resolve, reject });
      send({ type: 'fetch', id: nextFetch, request });
    });
  port.on('message', (message: TWorkerRequest) => {
    if (message.type === 'fetched') {
      const waiting = fetching.get(message.id);
      fetching.delete(message.id);
      if (!waiting) return;
      if (message.response) waiting.resolve(message.response);
      else waiting.reject(new Error(message.error ?? 'the data call failed'));
      return;
    }
    renderHtml({ url: message.url, serverFetch }).then(
      (result) => send({ type: 'rendered', id: message.id, result }),
      (error: unknown) =>
        send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
}

if (!isMainThread && parentPort && (workerData as { launchpadRenderWorker?: boolean } | null)?.launchpadRenderWorker) {
  serveRenders(parentPort);
}
