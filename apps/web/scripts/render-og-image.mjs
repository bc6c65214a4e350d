// Renders scripts/og-image.html to public/og-default.png (1200×630, the Open Graph size) with
// Debian's Chromium. Run after changing the design: node apps/web/scripts/render-og-image.mjs
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`file://${here('./og-image.html')}`, { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: here('../public/og-default.png') });
  process.stdout.write('Wrote public/og-default.png\n');
} finally {
  await browser.close();
}
