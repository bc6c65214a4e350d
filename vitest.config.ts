import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules, the api against real PGlite, and web components in jsdom.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
