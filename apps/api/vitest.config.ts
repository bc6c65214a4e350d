import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { parseEnv } from '../web/src/config/env-schema';

export default defineProject({
  // The server-rendering tests (src/plugins/ssr.test.ts) render the web app from its source: its `@/` imports
  // and build-time constants, as in apps/web/vite.config.ts (the api's own code has no `@/` imports).
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  define: {
    __LAUNCHPAD_ENV__: JSON.stringify(parseEnv({ VITE_API_URL: '', VITE_CDN_URL: '' })),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets a private database (PGlite in memory, or a PostgreSQL database), copied from one
    // migrated and seeded template the global set-up builds once per run (src/test/template.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // The files share one module graph per worker: importing the whole app for every file cost about 3.5 s a
    // file. Safe here because no api test mocks a module or changes a global, and each file builds its own
    // app over its own database; module-level caches are keyed by database or app.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
