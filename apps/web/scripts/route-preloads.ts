import type { Plugin } from 'vite';

type TChunkLike = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

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
      const chunks = new Map<string, TChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as TChunkLike);
      }
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        roots.forEach(visit);
        return seen;
      };
      const initial = closure([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(routes)) {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        if (!chunk) {
          this.warn(`route preloads: no chunk found for ${module}`);
          continue;
        }
        preloads[path] = [...closure([chunk.fileName])].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
