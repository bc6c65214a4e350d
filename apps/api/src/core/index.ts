// The core's types: what every service may receive. The function that builds them is core/create.ts,
// imported only by what starts the app (server.ts, tests), so no module depends on its imports.
export type {
  TAccessClaims,
  TAccessToken,
  TActiveAccounts,
  TActiveSession,
  TDeps,
  TLogger,
  TOutbox,
  TOutboxEffect,
} from './deps';
