import type { Plugin } from 'vite';
import { chunksOf, isChunkOf, staticImportClosure } from './bundle-chunks.ts';

/** The file the server reads (apps/api/src/plugins/spa.ts): page path → chunks to modulepreload. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each listed page path, the lazy route chunk of its page module and
 * the chunks it imports that index.html does not already preload. The server adds them to that page's
 * HTML as `<link rel="modulepreload">`, so the page's code downloads alongside the entry instead of
 * after it has run (one round trip less before the first content, issue 11 "Page speed").
 */
export function routePreloads(routes: Record<string, string>): Plugin {
  return {
    name: 'launchpad:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      const initial = staticImportClosure(chunks, entries);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(routes)) {
        const chunk = [...chunks.values()].find((c) => isChunkOf(c, module));
        if (!chunk) {
          this.warn(`route preloads: no chunk found for ${module}`);
          continue;
        }
        const needed = staticImportClosure(chunks, [chunk.fileName]);
        preloads[path] = [...needed].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
