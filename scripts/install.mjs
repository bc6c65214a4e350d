// `node scripts/install.mjs`: `npm ci` on the project's Node whichever Node runs this (CI starts with the
// machine's); see installDependencies in lib.mjs.
import { installDependencies } from './lib.mjs';

process.exit(installDependencies());
