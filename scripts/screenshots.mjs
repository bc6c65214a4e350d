// Screenshots of pages of a running server, for looking at what was built:
//   node scripts/screenshots.mjs [baseUrl] [path ...]   → test-results/screenshots/<name>-<width>.png
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
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 812 } });
  page.on('console', (msg) => msg.type() === 'error' && console.log(`console error on ${page.url()}: ${msg.text()}`));
  for (const path of targets) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
    console.log(`${path} (${width}px) → ${page.url()}`);
  }
  await page.close();
}
await browser.close();
