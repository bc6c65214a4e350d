import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.mjs';
import { E2E_DNS_PORT } from './support/dns';
import { E2E_HTTPS_PORT } from './support/publishing';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The second server: the same build in Stripe mode (e2e/serve-stripe.ts), for the stripe-*.spec.ts journeys. */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3120);
const STRIPE_JOURNEYS = /stripe-[^/]*\.spec\.ts$/;
const COMMON_ENV = {
  HOST: '127.0.0.1',
  // The admin journeys sign up with this address to get the admin role.
  ADMIN_EMAILS: 'admin-e2e@example.test',
  // Every visitor of every journey comes from 127.0.0.1, so per-address limits would throttle the suite
  // rather than an abuser; they are covered by the api tests (auth.rate-limit.test.ts).
  RATE_LIMIT_ENABLED: 'false',
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'builtin', testIgnore: STRIPE_JOURNEYS },
    { name: 'stripe', testMatch: STRIPE_JOURNEYS, use: { baseURL: `http://127.0.0.1:${STRIPE_PORT}` } },
  ],
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: {
        ...COMMON_ENV,
        PORT: String(PORT),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // The domains journey checks its records with real DNS queries to the built-in registrar.
        DNS_PORT: String(E2E_DNS_PORT),
        DNS_HOST: '127.0.0.1',
        // The SEO audit journey audits this server's own pages, which are on a private address.
        SEO_AUDIT_ALLOW_PRIVATE: 'true',
        // The publish journey: published pages over HTTPS by SNI, and the built-in CA's HTTP-01 check
        // fetching the challenge from this server (the zone points published domains at 127.0.0.1).
        HTTPS_PORT: String(E2E_HTTPS_PORT),
        SSL_HTTP_VALIDATION_PORT: String(PORT),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/tsx e2e/serve-stripe.ts',
      cwd: '..',
      url: `http://127.0.0.1:${STRIPE_PORT}/api/health`,
      env: {
        ...COMMON_ENV,
        PORT: String(STRIPE_PORT),
        PUBLIC_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        // Its own DNS port, so it never competes with the first server's.
        DNS_PORT: String(E2E_DNS_PORT + 1),
        DNS_HOST: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
