import { defineProject, mergeConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineProject({
    // Tests see the same environment whatever a developer's .env says.
    define: {
      __LAUNCHPAD_ENV__: JSON.stringify(parseEnv({ VITE_API_URL: '', VITE_CDN_URL: 'https://cdn.launchpad.test' })),
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Typing whole forms with user-event takes seconds when the machine is busy; none of these is a timing test.
      testTimeout: 30_000,
    },
  }),
);
