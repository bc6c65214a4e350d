// `npm start`: install what is missing, build what changed, then migrate, seed and serve (apps/api/src/server.ts),
// all on the project's Node (package.json engines; on linux-x64 the one npm installs into node_modules/.bin).
import { ensureBuilt, ensureDependencies, runAndExit, useProjectNode } from './lib.mjs';

ensureDependencies();
await useProjectNode();
const built = ensureBuilt();
if (built !== 0) process.exit(built);
await runAndExit(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']);
