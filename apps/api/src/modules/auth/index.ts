// The auth module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { accountDeletedMail, confirmDeletion, partialRegister, requireUserRow, type TAuthDeps } from './auth.service';
export { type TClientInfo } from './auth-sessions.store';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { verifyAccessToken } from './auth-tokens.service';
export { oauthRoutes } from './auth.oauth.routes';
export { authRoutes } from './auth.routes';
