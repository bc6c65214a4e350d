// `npm start`: install what is missing, build what changed, then migrate, seed and serve (apps/api/src/server.ts).
import { ensureBuilt, ensureDependencies, run } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Launchpad needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

ensureDependencies();
const built = ensureBuilt();
if (built !== 0) process.exit(built);
process.exit(run(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']));
