import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderDefaultPageHtml, renderPageHtml } from '../modules/seo/seo.html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Written by the web build (apps/web/scripts/route-preloads.ts): page path → its route chunks. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

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

export type TSpa = {
  /** Answers a page request with index.html carrying that page's metadata; null when the web app is not built. */
  sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every path that is not a file so the client router can take over. The server
 * writes each page's title, description, canonical and Open Graph tags into that index.html, so
 * crawlers that run no JavaScript see them (issue 4 "Search engines").
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<TSpa> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: only the api is served (run npm run build)');
    return { sendPage: null };
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Served by the application instead: pages get their metadata; robots and sitemap follow the catalogue.
    globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', ROUTE_PRELOADS_FILE],
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const template = await readFile(indexFile, 'utf8');
  const templates = await templatesWithRoutePreloads(template, join(webDist, ROUTE_PRELOADS_FILE));
  return {
    sendPage: async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const pageTemplate = templates.get(path.length > 1 ? path.replace(/\/+$/, '') : path) ?? template;
      let html: string;
      try {
        html = await renderPageHtml(app.deps, { template: pageTemplate, path });
      } catch (error) {
        // SPEC §8: metadata that cannot be loaded falls back to the defaults; the page is still served.
        request.log.error({ err: error, path }, 'page metadata failed; serving the defaults');
        html = renderDefaultPageHtml(app.deps.config.PUBLIC_URL, { template: pageTemplate, path });
      }
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  };
}
