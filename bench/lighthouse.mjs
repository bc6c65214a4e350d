// Lighthouse on the production build (issue 11 "Page speed"): home, services, build-startup and blog pages,
// desktop and mobile emulation, with Debian's Chromium. Prints each category's score (0–100).
// Run after a build: `npm run build && npm run bench:lighthouse`. Options (env): LIGHTHOUSE_PAGES
// (comma-separated paths), LIGHTHOUSE_FORMS (desktop,mobile), BENCH_PORT (default 3310). The JSON reports
// stay in test-results/lighthouse/ (one per page and form factor) to inspect the failing audits.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
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
const FORMS = (process.env.LIGHTHOUSE_FORMS ?? 'desktop,mobile').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  desktop: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  mobile: { performance: 85, accessibility: 100, 'best-practices': 95, seo: 100 },
};

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3310) });
const out = new URL('../test-results/lighthouse/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
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
  const runOnce = () =>
    spawnSync(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): one more try.
  let run = runOnce();
  if (run.status !== 0) run = runOnce();
  if (run.status !== 0) throw new Error(`lighthouse failed on ${path}: ${run.stderr}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)]),
  );
  // The weighted audits that cost points in a category below its target, to know what to fix.
  const failing = CATEGORIES.filter((name) => scores[name] < TARGETS[formFactor][name]).flatMap((name) =>
    report.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => `${ref.id} (${Math.round(report.audits[ref.id].score * 100)})`),
  );
  return { scores, failing };
}

try {
  console.log(`${'page'.padEnd(18)}${'form'.padEnd(9)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const formFactor of FORMS) {
    for (const path of PAGES) {
      const { scores, failing } = audit(path, formFactor);
      const cells = CATEGORIES.map((name) => {
        const mark = scores[name] >= TARGETS[formFactor][name] ? ' ' : '!';
        return `${scores[name]}${mark}`.padStart(16);
      });
      console.log(`${path.padEnd(18)}${formFactor.padEnd(9)}${cells.join('')}`);
      if (failing.length > 0) console.log(`${''.padEnd(27)}below target because of: ${failing.join(', ')}`);
    }
  }
  console.log(
    '\n! = below the issue 11 target (desktop perf 95, mobile perf 85, a11y 100, best practices 95, SEO 100)',
  );
} finally {
  await server.stop();
}
