// Screenshots of pages of a running server, for looking at what was built:
//   node scripts/screenshots.mjs [baseUrl] [path ...]   → test-results/screenshots/<name>-<width>.png
// With SCREENSHOT_EMAIL and SCREENSHOT_PASSWORD set, the pages are seen signed in as that account.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/404', '/login', '/services'];
const out = join(process.cwd(), 'test-results', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const { SCREENSHOT_EMAIL: email, SCREENSHOT_PASSWORD: password } = process.env;
/** A fresh session per window: a refresh token is used once, so two windows cannot share one. */
async function signIn() {
  const res = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`could not sign in as ${email}: ${res.status}`);
  return (await res.json()).data;
}

for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 812 } });
  const session = email ? await signIn() : null;
  if (session) {
    // The session the app keeps after signing in (apps/web/src/config/storage-keys.ts).
    await context.addInitScript(
      ([keys, value]) => {
        if (localStorage.getItem(keys.user)) return;
        localStorage.setItem(keys.accessToken, value.accessToken);
        localStorage.setItem(keys.refreshToken, value.refreshToken);
        localStorage.setItem(keys.user, JSON.stringify(value.user));
      },
      [
        { accessToken: 'launchpad.accessToken', refreshToken: 'launchpad.refreshToken', user: 'launchpad.user' },
        session,
      ],
    );
  }
  const page = await context.newPage();
  page.on('console', (msg) => msg.type() === 'error' && console.log(`console error on ${page.url()}: ${msg.text()}`));
  for (const path of targets) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const name =
      path === '/'
        ? 'home'
        : path
            .replace(/^\//, '')
            .replace(/[^a-z0-9]+/gi, '-')
            .slice(0, 80);
    await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
    console.log(`${path} (${width}px) → ${page.url()}`);
  }
  await context.close();
}
await browser.close();
