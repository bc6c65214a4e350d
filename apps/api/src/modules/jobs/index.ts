// The jobs module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { readJobQueue, type TJob } from './jobs-queue.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { installJobQueue, startJobQueue } from './jobs-queue.service';
