import { runnerImport, type Plugin } from 'vite';

export const SHARED_CONSTANTS_ID = 'virtual:launchpad/shared-constants';
const RESOLVED_ID = `\0${SHARED_CONSTANTS_ID}`;

/** Plain values the first page load needs from shared modules that also define zod schemas. */
const CONSTANTS: Record<string, readonly string[]> = {
  '@launchpad/shared/contracts/seo': ['SITE_NAME', 'PAGE_SEO_PATH', 'DEFAULT_PAGE_META'],
};

/**
 * Serves `virtual:launchpad/shared-constants`: constants evaluated from the shared package at build
 * time and inlined as JSON. The shared contract modules import zod (about 23 kB gzipped, not
 * tree-shakable), so importing even one constant from them would put zod on the home page's
 * first load (issue 2 item 9). The values still come from the shared source: nothing is copied.
 */
export function sharedConstants(): Plugin {
  return {
    name: 'launchpad:shared-constants',
    resolveId(id) {
      return id === SHARED_CONSTANTS_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const lines: string[] = [];
      for (const [source, names] of Object.entries(CONSTANTS)) {
        const { module, dependencies } = await runnerImport<Record<string, unknown>>(source, {
          configFile: false,
          logLevel: 'silent',
          root: this.environment.config.root,
        });
        dependencies.forEach((file) => this.addWatchFile(file));
        for (const name of names) {
          if (!(name in module)) this.error(`${source} has no export named ${name}`);
          lines.push(
            `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(module[name]))});`,
          );
        }
      }
      return lines.join('\n');
    },
  };
}
