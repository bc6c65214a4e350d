import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunksOf, isChunkOf, staticImportClosure } from './bundle-chunks.ts';

type TOptions = {
  /** Fail the build when the first load exceeds this many gzipped kilobytes. */
  budgetKb: number;
  /** Source modules (relative to the web app root) whose lazy chunks load with the first page. */
  routeModules: string[];
};

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * Prints the gzipped JavaScript a browser downloads to show the home page: the entry chunk, the
 * route chunk(s) of `routeModules`, and everything they import statically. Fails over budget.
 */
export function firstLoadReport({ budgetKb, routeModules }: TOptions): Plugin {
  return {
    name: 'launchpad:first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const roots = [...chunks.values()].filter((c) => c.isEntry || routeModules.some((m) => isChunkOf(c, m)));
      const missing = routeModules.filter((m) => !roots.some((c) => isChunkOf(c, m)));
      if (missing.length > 0) this.warn(`first-load report: no chunk found for ${missing.join(', ')}`);

      const seen = staticImportClosure(
        chunks,
        roots.map((c) => c.fileName),
      );

      let total = 0;
      const rows = [...seen].map((fileName) => {
        const gz = gzipSync(chunks.get(fileName)?.code ?? '').length;
        total += gz;
        return { fileName, gz };
      });
      rows.sort((a, b) => b.gz - a.gz);
      const lines = rows.map((r) => `    ${kb(r.gz).padStart(7)} kB  ${r.fileName}`);
      const verdict = total / 1000 <= budgetKb ? 'within' : 'OVER';
      // Straight to stdout, so the figure shows up whatever Vite's log level.
      const print = (text: string) => process.stdout.write(`${text}\n`);
      print(`\n[first-load] / ships ${kb(total)} kB of gzipped JS, ${verdict} the ${budgetKb} kB budget`);
      print(`${lines.join('\n')}\n`);
      // FIRST_LOAD_VERBOSE=1 lists the biggest modules (minified, before gzip) to show what to split.
      if (process.env.FIRST_LOAD_VERBOSE) {
        const modules = [...seen].flatMap((fileName) => Object.entries(chunks.get(fileName)?.modules ?? {}));
        modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
        for (const [id, { renderedLength }] of modules.slice(0, 40)) {
          print(`    ${kb(renderedLength).padStart(7)} kB raw  ${id.replace(/^.*node_modules[\\/]/, '')}`);
        }
      }
      if (verdict === 'OVER') this.error(`Home page first-load JS ${kb(total)} kB gz exceeds ${budgetKb} kB`);
    },
  };
}
