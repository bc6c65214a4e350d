// Runs after `vite build` and `vite build --ssr src/entry-server.tsx` (see package.json "build"): renders
// each page of PRERENDERED_PATHS with the pre-rendering bundle and writes dist/prerendered.json
// (path → the HTML of #root), which the api serves inside index.html (apps/api/src/plugins/spa.ts).
// The bundle is a build step only: dist-ssr/ is removed afterwards.
import { rmSync, writeFileSync } from 'node:fs';

const ssrDir = new URL('../dist-ssr/', import.meta.url);
const { PRERENDERED_PATHS, render } = await import(new URL('entry-server.js', ssrDir).href);
const pages = {};
for (const path of PRERENDERED_PATHS) {
  const html = await render(path);
  // Whole pages only: a boundary left to the browser (<!--$!-->) or an inline script (refused by the CSP)
  // would make the browser throw the HTML away.
  if (!html.includes('<h1') || html.includes('<!--$!-->') || html.includes('<script')) {
    throw new Error(`[prerender] ${path} did not render as a whole page`);
  }
  pages[path] = html;
}
writeFileSync(new URL('../dist/prerendered.json', import.meta.url), `${JSON.stringify(pages)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
const sizes = Object.entries(pages).map(([path, html]) => `${path} ${(html.length / 1024).toFixed(1)} kB`);
process.stdout.write(`[prerender] ${sizes.join(', ')}\n`);
