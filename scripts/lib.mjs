// Helpers for the repo scripts: Node built-ins only, because they run before dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

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

/** npm ci when node_modules is missing or older than the lockfile (SPEC: `npm start` on a fresh clone). */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  console.log('› Installing dependencies (npm ci)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
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
