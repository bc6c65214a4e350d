// `npm test`: every suite, in the order a failure is cheapest to find, then one closing summary line.
//   quality gates (Prettier, ESLint, tsc) → vitest (shared, api on PGlite, web) → api on PostgreSQL
//   → build → browser journeys (Playwright + Debian's Chromium).
// Set LAUNCHPAD_REQUIRE_POSTGRES=1 (CI does) to fail when no PostgreSQL server is installed.
// Every step runs on the project's Node (scripts/lib.mjs useProjectNode), whichever Node started this script.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies, run, useProjectNode } from './lib.mjs';

ensureDependencies();
await useProjectNode();
console.log(`Node.js ${process.versions.node}`);

const RESULTS = join(ROOT, 'test-results');
rmSync(join(RESULTS, 'reports'), { recursive: true, force: true });
mkdirSync(join(RESULTS, 'reports'), { recursive: true });

const report = (name) => join(RESULTS, 'reports', name);
const npx = (args, env = {}) => run('npx', args, { env: { ...process.env, ...env } });
const steps = [];
const totals = { passed: 0, failed: 0 };

function step(name, fn) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const status = fn();
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

/** Adds a vitest JSON report's counts; a report that is missing means the run itself broke. */
function countVitest(file) {
  if (!existsSync(file)) return 1;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests + (result.numTotalTestSuites > 0 && result.numTotalTests === 0 ? 1 : 0);
  return 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return 1;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  return 0;
}

function postgresAvailable() {
  return existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
}

step('format (prettier --check)', () => npx(['prettier', '--check', '--log-level', 'warn', '.']));
step('lint (eslint, zero warnings)', () => npx(['eslint', '.', '--max-warnings', '0']));
step('types (tsc --noEmit, strict)', () =>
  ['packages/shared', 'apps/api', 'apps/web', 'e2e'].reduce(
    (status, project) => status || npx(['tsc', '-p', project]),
    0,
  ),
);

step('unit, api (PGlite) and web component tests (vitest)', () => {
  const file = report('vitest.json');
  const status = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  return countVitest(file) || status;
});

step('api tests on PostgreSQL', () => {
  if (!postgresAvailable()) {
    if (process.env.LAUNCHPAD_REQUIRE_POSTGRES === '1') {
      console.error('PostgreSQL is not installed (apt-get install -y postgresql).');
      return 1;
    }
    console.log('PostgreSQL is not installed here: this suite ran in CI. Install postgresql to run it locally.');
    return 0;
  }
  const started = spawnSync(join(ROOT, 'scripts/postgres-cluster.sh'), ['start'], { encoding: 'utf8' });
  if (started.status !== 0) {
    console.error(started.stderr);
    return 1;
  }
  const file = report('vitest-postgres.json');
  const status = npx(
    ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      DATABASE_URL: started.stdout.trim(),
    },
  );
  return countVitest(file) || status;
});

step('production build', () => ensureBuilt({ force: true }));

step('browser journeys (playwright, chromium)', () => {
  const file = report('playwright.json');
  const status = npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  return countPlaywright(file) || status;
});

console.log('\n━━ summary');
for (const { name, ok, seconds } of steps) console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
