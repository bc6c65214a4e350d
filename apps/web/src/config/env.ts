import type { TEnv } from './env-schema';

/*
 * VITE_* variables are fixed when the app is built, so they are parsed with zod then
 * (vite.config.ts runs `parseEnv` from ./env-schema, failing the build or dev server with the list
 * of bad variables) and arrive here already valid. That keeps zod off the first page load.
 */
declare const __LAUNCHPAD_ENV__: TEnv;

/** The web app's environment: the only place it is read. */
export const env: TEnv = __LAUNCHPAD_ENV__;
