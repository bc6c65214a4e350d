// Lighthouse on the production build (issue 11 "Page speed"): home, services, build-startup and blog pages,
// desktop and mobile emulation, with Debian's Chromium. Prints each category's score (0–100).
// Run after a build: `npm run build && npm run bench:lighthouse`. Options (env): LIGHTHOUSE_PAGES
// (comma-separated paths), BENCH_PORT (default 3310).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/server.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/services,/build-startup,/blog').split(',');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  desktop: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  mobile: { performance: 85, accessibility: 100, 'best-practices': 95, seo: 100 },
};

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3310) });
const out = mkdtempSync(join(tmpdir(), 'launchpad-lighthouse-'));
const lighthouse = new URL('../node_modules/lighthouse/cli/index.js', import.meta.url).pathname;

function audit(path, formFactor) {
  const file = join(out, `${formFactor}-${path.replace(/\W+/g, '_')}.json`);
  const args = [
    lighthouse,
    `${server.base}${path}`,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${path}: ${run.stderr}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)]));
}

try {
  console.log(`${'page'.padEnd(18)}${'form'.padEnd(9)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const formFactor of ['desktop', 'mobile']) {
    for (const path of PAGES) {
      const scores = audit(path, formFactor);
      const cells = CATEGORIES.map((name) => {
        const mark = scores[name] >= TARGETS[formFactor][name] ? ' ' : '!';
        return `${scores[name]}${mark}`.padStart(16);
      });
      console.log(`${path.padEnd(18)}${formFactor.padEnd(9)}${cells.join('')}`);
    }
  }
  console.log(
    '\n! = below the issue 11 target (desktop perf 95, mobile perf 85, a11y 100, best practices 95, SEO 100)',
  );
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}
