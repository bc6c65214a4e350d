// The outbox module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { mailDurably, type TOutbox } from './outbox.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { createOutbox } from './outbox.service';
export { outboxAdminRoutes } from './outbox.routes';
