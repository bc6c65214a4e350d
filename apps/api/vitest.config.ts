import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets a private database (PGlite in memory, or a PostgreSQL database), copied from one
    // migrated and seeded template the global set-up builds once per run (src/test/template.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
