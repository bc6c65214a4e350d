// The server the browser journeys run against: the production build on a fresh database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'launchpad-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
await import('../apps/api/dist/server.js');
