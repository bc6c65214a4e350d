import { defineProject } from 'vitest/config';

export default defineProject({
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
