// The mail module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { type TMailer } from './mail.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { devOutboxRoutes } from './mail.routes';
