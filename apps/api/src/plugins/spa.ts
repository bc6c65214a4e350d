import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicCache } from '../lib/public-cache';
import { paymentsInTestMode } from '../providers/payments';
import { type TServerFetch, startRenderWorker } from './render-worker';
import type { TDeps } from '../core';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The busiest public pages, rendered once as soon as the server listens: a page's first render after a start costs
 * several times the next (code compiled on first use, the render worker's first page, the database's first queries).
 */
const WARM_PAGES = ['/', '/services', '/build-startup', '/blog', '/guide', '/tips-and-tricks'];
/** Written by the web build (`vite build --ssr`, apps/web/src/entry-server.tsx): renders a page per request. */
const RENDERER_FILE = join('server', 'entry-server.js');
/** The part of index.html's #root that a server-rendered page replaces (apps/web/index.html). */
const APP_PLACEHOLDER = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;
/** Where the browser finds the data a page was rendered with (apps/web/src/app/server-data.ts). */
const SERVER_DATA_ELEMENT_ID = 'server-data';

/** What apps/web/src/entry-server.tsx exports (its types stay in the web app; this is the shape the api uses). */
export type TWebRenderer = {
  render(options: {
    url: string;
    serverFetch: TServerFetch;
    signal?: AbortSignal;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
    | { kind: 'page'; status: number; stateJson: string; pipe(destination: NodeJS.WritableStream): void }
  >;
};

/**
 * The page's data calls are answered by this process's own routes (Fastify's inject: no socket, no HTTP hop).
 * They carry a token only this process knows, so they are not counted against anyone's rate limit.
 */
const RENDER_TOKEN_HEADER = 'x-launchpad-render';
const renderToken = randomBytes(24).toString('base64url');
export function isServerRenderCall(request: FastifyRequest): boolean {
  const sent = request.headers[RENDER_TOKEN_HEADER];
  if (typeof sent !== 'string' || sent.length !== renderToken.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(renderToken));
}

async function loadRenderer(file: string): Promise<TWebRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as TWebRenderer;
}

/**
 * Only visitors who bring nothing that could make a page theirs get renders from (and into) the shared cache:
 * a cookie or an Authorization header means the answer is rendered for this request alone and kept by no one.
 */
function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.cookie && !request.headers.authorization;
}

/**
 * On a pre-rendered page the app's code only makes what is already shown interactive, so it is not requested
 * until the page has been painted: the entry script and its module preloads are replaced by
 * /start-after-paint.js (apps/web/public), which imports the entry once the page is on screen. (A page the
 * browser renders keeps them: there they are what gets the page on screen sooner.)
 */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
function startAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry}"></script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `  ${starter}\n  </head>`);
}

/**
 * `<html data-payments-test-mode>` when payments run on the built-in test gateway in production: every page
 * shows the test-mode banner from it (apps/web/src/features/payments/components/test-mode-banner.tsx) without
 * asking the api on each load.
 */
export function markTestMode(html: string, testMode: boolean): string {
  return testMode ? html.replace(/<html\b/, '<html data-payments-test-mode') : html;
}

/**
 * A cached page's bytes, plain and compressed: made once per rendered page rather than on every request. Each
 * compression runs in libuv's thread pool, so a page rendered afresh (every few seconds under load) does not hold
 * up the requests queued on this event loop while it is compressed.
 */
type TEncodedPage = { html: string; plain: Buffer; gzip?: Promise<Buffer>; br?: Promise<Buffer> };
/** As many as the public cache holds. */
const ENCODED_PAGES_MAX = 1_000;
const encodedPages = new Map<string, TEncodedPage>();
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function encodedPage(key: string, html: string): TEncodedPage {
  const known = encodedPages.get(key);
  if (known?.html === html) {
    // The same text in another string (a shared cache's copy): keep this one, so the next comparison is by identity.
    known.html = html;
    return known;
  }
  encodedPages.delete(key);
  if (encodedPages.size >= ENCODED_PAGES_MAX) {
    const oldest = encodedPages.keys().next().value;
    if (oldest !== undefined) encodedPages.delete(oldest);
  }
  const page: TEncodedPage = { html, plain: Buffer.from(html) };
  encodedPages.set(key, page);
  return page;
}

/** The encodings Accept-Encoding allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The encoding chosen for each Accept-Encoding value seen: browsers send a handful of distinct ones, so a cached
 * page's request looks its answer up instead of parsing the header. Clients choose the values: at most 100 kept.
 */
const ENCODING_CHOICES_MAX = 100;
const encodingChoices = new Map<string, 'br' | 'gzip' | null>();

/** Brotli, gzip or none (the page as it is), for the request's Accept-Encoding. */
function chosenEncoding(header = ''): 'br' | 'gzip' | null {
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    const accepted = acceptedEncodings(header);
    choice = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (encodingChoices.size >= ENCODING_CHOICES_MAX) encodingChoices.clear();
    encodingChoices.set(header, choice);
  }
  return choice;
}

/** What to send for the request's Accept-Encoding: Brotli, gzip or the page as it is. */
async function negotiated(
  page: TEncodedPage,
  header: string | undefined,
): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer }> {
  const encoding = chosenEncoding(header);
  if (encoding === 'br') {
    page.br ??= compressBrotli(page.plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return { encoding, body: await page.br };
  }
  if (encoding === 'gzip') {
    page.gzip ??= compressGzip(page.plain);
    return { encoding, body: await page.gzip };
  }
  return { encoding, body: page.plain };
}

/** A page's HTML around #root: what goes before the rendered app and what after it. */
function aroundRoot(html: string, rootAttributes: string, stateJson: string): [string, string] | null {
  const match = APP_PLACEHOLDER.exec(html);
  if (!match) return null;
  const before = `${startAfterPaint(html.slice(0, match.index))}<div id="root"${rootAttributes}>`;
  const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${stateJson}</script>`;
  return [before, `</div>${data}${html.slice(match.index + match[0].length)}`];
}

export type TPageStatus = 200 | 404 | 410;

/** The pages' HTML and status from the seo module (app.ts passes them in: a plugin imports no module). */
export type TSpaPages = {
  /** 200, or 404/410 when nothing is (or is any longer) at the path. */
  status: (deps: TDeps, path: string) => Promise<TPageStatus>;
  /** The page's index.html with its metadata (read from the database). */
  html: (deps: TDeps, options: { template: string; path: string }) => Promise<string>;
  /** The index.html with the site's default metadata (when the page's cannot be read). */
  defaultHtml: (publicUrl: string, options: { template: string; path: string }) => string;
  /** The index.html of the not-found page. */
  notFoundHtml: (publicUrl: string, options: { template: string; status: 404 | 410 }) => string;
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and every other
 * path rendered by React on the server (apps/web/src/entry-server.tsx, issue 23) with its data, inside
 * index.html, with a 404 or 410 status when no page is there (seo-page-status.store.ts) and the 404 page rendered.
 * The server writes each page's title, description, canonical and Open Graph tags into that index.html, so
 * crawlers that run no JavaScript see them (issue 4 "Search engines"). Without a server-rendering bundle (or
 * when a render fails) the page is the app's shell and the browser renders it, as before.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  options: { pages: TSpaPages; renderer?: TWebRenderer },
): Promise<void> {
  const seoPages = options.pages;
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the api is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Served by the application instead: pages get their metadata; robots and sitemap follow the catalogue.
    // The server-rendering bundle is code for this process, not for browsers.
    globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', 'server/**'],
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const template = markTestMode(await readFile(indexFile, 'utf8'), paymentsInTestMode(app.deps.config));
  const renderer = options.renderer ?? (await loadRenderer(join(webDist, RENDERER_FILE)));
  if (!renderer) app.log.warn({ webDist }, 'no server-rendering bundle: pages are rendered in the browser');

  const serverFetch: TServerFetch = async ({ method, url, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { [RENDER_TOKEN_HEADER]: renderToken },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let parsed: unknown = null;
    try {
      parsed = response.json();
    } catch {
      parsed = response.body;
    }
    return { status: response.statusCode, body: parsed };
  };

  // The build's renderer (not one a test passes in) renders the shared cache's pages in a worker thread, off this
  // event loop (render-worker.ts); pages rendered for one visitor alone stream from this thread.
  const worker =
    renderer && !options.renderer ? startRenderWorker(join(webDist, RENDERER_FILE), serverFetch, app.log) : null;
  if (worker) app.addHook('onClose', () => worker.close());

  /** The page's HTML with its metadata; the shell with default metadata if the metadata cannot be loaded. */
  async function pageShell(request: FastifyRequest, path: string, status: TPageStatus): Promise<string> {
    if (status !== 200) {
      return seoPages.notFoundHtml(app.deps.config.PUBLIC_URL, { template, status });
    }
    try {
      return await seoPages.html(app.deps, { template, path });
    } catch (error) {
      // SPEC §8: metadata that cannot be loaded falls back to the defaults; the page is still served.
      request.log.error({ err: error, path }, 'page metadata failed; serving the defaults');
      return seoPages.defaultHtml(app.deps.config.PUBLIC_URL, { template, path });
    }
  }

  /**
   * Renders the page into its shell. A found page is marked for the browser to hydrate; the 404 page is
   * rendered at /404 (what in-app navigation shows), so the browser renders it afresh at its own address.
   */
  async function renderInto(
    shell: string,
    url: string,
    status: TPageStatus,
  ): Promise<{ before: string; after: string; pipe: (destination: NodeJS.WritableStream) => void } | null> {
    if (!renderer) return null;
    const rendered = await renderer.render({ url: status === 200 ? url : '/404', serverFetch });
    if (rendered.kind !== 'page') return null;
    const parts = aroundRoot(shell, status === 200 ? ' data-server-rendered' : '', rendered.stateJson);
    if (!parts) return null;
    return { before: parts[0], after: parts[1], pipe: rendered.pipe };
  }

  /** The whole page as a string (for the shared cache of anonymous renders). */
  async function wholePage(request: FastifyRequest, path: string, status: TPageStatus): Promise<string> {
    const shell = await pageShell(request, path, status);
    if (worker?.alive) {
      try {
        const rendered = await worker.renderHtml(status === 200 ? request.url : '/404');
        if (rendered.kind !== 'page') return shell;
        const parts = aroundRoot(shell, status === 200 ? ' data-server-rendered' : '', rendered.stateJson);
        return parts ? `${parts[0]}${rendered.html}${parts[1]}` : shell;
      } catch (error) {
        request.log.error({ err: error, path }, 'server render failed; serving the shell');
        return shell;
      }
    }
    let page: Awaited<ReturnType<typeof renderInto>>;
    try {
      page = await renderInto(shell, request.url, status);
    } catch (error) {
      request.log.error({ err: error, path }, 'server render failed; serving the shell');
      return shell;
    }
    if (!page) return shell;
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
          done();
        },
        final(done) {
          resolve();
          done();
        },
      });
      sink.on('error', reject);
      page.pipe(sink);
    });
    return `${page.before}${Buffer.concat(chunks).toString('utf8')}${page.after}`;
  }

  /** Streams the page to this visitor alone (one who sent a cookie or credentials): never cached. */
  async function streamedPage(request: FastifyRequest, reply: FastifyReply, path: string, status: TPageStatus) {
    const shell = await pageShell(request, path, status);
    let page: Awaited<ReturnType<typeof renderInto>> = null;
    try {
      page = await renderInto(shell, request.url, status);
    } catch (error) {
      request.log.error({ err: error, path }, 'server render failed; serving the shell');
    }
    if (!page) return reply.send(shell);
    const body = new PassThrough();
    body.write(page.before);
    const { after } = page;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        body.write(chunk, done);
      },
      final(done) {
        body.end(after);
        done();
      },
    });
    page.pipe(sink);
    return reply.send(body);
  }

  // The busiest pages are rendered once, one after another, as soon as the server listens: the first visitors
  // after a deploy do not pay for their first, slowest render.
  if (renderer) {
    app.addHook('onListen', async () => {
      void warmUp(WARM_PAGES);
    });
  }
  async function warmUp(paths: string[]) {
    for (const url of paths) {
      if (!app.server.listening) return;
      try {
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      } catch (error) {
        app.log.warn({ err: error, url }, 'warming up the page failed; its first visitor renders it');
      }
    }
  }

  const pages = publicCache(app.deps);
  // Every GET that is not a file or an api route is a page of the web app (a route rather than the not-found
  // handler, so responses are compressed like any other). Page views write no request lines at info (the two
  // per request were a fifth of a cached page's cost); their errors and warnings are logged as before.
  app.get('/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // Unknown api paths and missing build files (an old chunk after a deploy) are not pages.
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return reply.callNotFound();
    // Issue 22: a path no page has, or a detail page whose item does not exist, is a 404 (410 once deleted),
    // not a 200 that search engines count as a page; the body is the rendered 404 page.
    const statusOf = async (): Promise<TPageStatus> => {
      try {
        return await seoPages.status(app.deps, path);
      } catch (error) {
        // The page is still served; only its status could not be checked.
        request.log.error({ err: error, path }, 'page status failed; serving the page as found');
        return 200;
      }
    };
    reply.type('text/html; charset=utf-8');
    if (!isAnonymous(request)) {
      const status = await statusOf();
      reply.code(status).header('cache-control', 'private, no-store').header('vary', 'Cookie, Authorization');
      return streamedPage(request, reply, path, status);
    }
    // Rendered signed out, for anyone: the page and its status are kept briefly in the public cache (emptied by
    // any admin write), so a cached page costs no database read at all.
    const { status, html } = await pages.get(`page ${request.url}`, async () => {
      const found = await statusOf();
      return { status: found, html: await wholePage(request, path, found) };
    });
    const sent = await negotiated(encodedPage(`page ${request.url}`, html), request.headers['accept-encoding']);
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Authorization, Accept-Encoding')
      .send(sent.body);
  });
}
