import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { renderDefaultPageHtml, renderNotFoundPageHtml, renderPageHtml } from '../modules/seo/seo.html';
import { type TPageStatus, pageStatus } from '../modules/seo/seo.page-status';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Written by the web build (apps/web/scripts/route-preloads.ts): page path → its route chunks. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Written by the web build (apps/web/scripts/prerender.mjs): page path → the pre-rendered HTML of #root. */
const PRERENDERED_FILE = 'prerendered.json';
/** The part of index.html's #root that a pre-rendered page replaces (apps/web/index.html). */
const APP_PLACEHOLDER = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;

/**
 * index.html for each page path the web build listed, with `<link rel="modulepreload">` for that page's
 * lazy route code, so it downloads with the entry rather than after it runs (issue 11 "Page speed");
 * key '' is the plain template for every other path.
 */
async function templatesWithRoutePreloads(template: string, file: string): Promise<Map<string, string>> {
  const templates = new Map([['', template]]);
  if (!existsSync(file)) return templates;
  const preloads = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
  for (const [path, files] of Object.entries(preloads)) {
    const links = files
      .map((href) => `<link rel="modulepreload" crossorigin href="${encodeURI(href)}">`)
      .join('\n    ');
    templates.set(path, links ? template.replace('</head>', `  ${links}\n  </head>`) : template);
  }
  return templates;
}

/**
 * Adds each pre-rendered page's HTML to its template (keys `prerendered:` + path), so the page's first screen
 * paints before the app's code has run (issue 11 "Page speed"); the browser hydrates it (apps/web/src/main.tsx).
 */
async function addPrerenderedPages(templates: Map<string, string>, file: string): Promise<void> {
  if (!existsSync(file)) return;
  const pages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  for (const [path, html] of Object.entries(pages)) {
    const template = templates.get(path) ?? templates.get('') ?? '';
    if (!APP_PLACEHOLDER.test(template)) continue;
    templates.set(
      `prerendered:${path}`,
      startAfterPaint(template).replace(APP_PLACEHOLDER, () => `<div id="root" data-prerendered>${html}</div>`),
    );
  }
}

/**
 * On a pre-rendered page the app's code only makes what is already shown interactive, so it is not requested
 * until the page has been painted: the entry script and module preloads are replaced by /start-after-paint.js
 * (apps/web/public), which requests them once the page is on screen.
 */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
function startAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `  ${starter}\n  </head>`);
}

/** The template for a page: pre-rendered when there is one and no query string (which could change the page). */
function templateFor(templates: Map<string, string>, url: string): string {
  const [rawPath = '/', query] = url.split('?', 2);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const prerendered = query === undefined ? templates.get(`prerendered:${path}`) : undefined;
  return prerendered ?? templates.get(path) ?? templates.get('') ?? '';
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every path that is not a file so the client router can take over (with a 404 or 410
 * status when no page is there: seo.page-status.ts). The server
 * writes each page's title, description, canonical and Open Graph tags into that index.html, so
 * crawlers that run no JavaScript see them (issue 4 "Search engines").
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
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
    globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', ROUTE_PRELOADS_FILE, PRERENDERED_FILE],
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const template = await readFile(indexFile, 'utf8');
  const templates = await templatesWithRoutePreloads(template, join(webDist, ROUTE_PRELOADS_FILE));
  await addPrerenderedPages(templates, join(webDist, PRERENDERED_FILE));
  // Every GET that is not a file or an api route is a page of the web app (a route rather than the not-found
  // handler, so responses are compressed like any other).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // Unknown api paths and missing build files (an old chunk after a deploy) are not pages.
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return reply.callNotFound();
    // Issue 22: a path no page has, or a detail page whose item does not exist, is a 404 (410 once deleted),
    // not a 200 that search engines count as a page; the body is still the app, which shows its 404 page.
    let status: TPageStatus = 200;
    try {
      status = await pageStatus(app.deps, path);
    } catch (error) {
      // The page is still served; only its status could not be checked.
      request.log.error({ err: error, path }, 'page status failed; serving the page as found');
    }
    if (status !== 200) {
      const html = renderNotFoundPageHtml(app.deps.config.PUBLIC_URL, { template: templates.get('') ?? '', status });
      return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const pageTemplate = templateFor(templates, request.url);
    let html: string;
    try {
      html = await renderPageHtml(app.deps, { template: pageTemplate, path });
    } catch (error) {
      // SPEC §8: metadata that cannot be loaded falls back to the defaults; the page is still served.
      request.log.error({ err: error, path }, 'page metadata failed; serving the defaults');
      html = renderDefaultPageHtml(app.deps.config.PUBLIC_URL, { template: pageTemplate, path });
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
