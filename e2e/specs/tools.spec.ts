import { expect, test, type Page } from '@playwright/test';
import { storageKeys } from '../../apps/web/src/config/storage-keys';
import { storeSession } from '../support/session';
import {
  downloadedBytes,
  pdfText,
  pdfTitle,
  refreshedSession,
  registerMember,
  subscribeTo,
  type TE2ePlan,
} from '../support/tools';

/*
 * Issue 8's journeys: the business tools for a member whose plan has `tools` (growth), and the way
 * back to the startup package for everyone else. Exported PDFs are read back as text.
 */

const TOOL_NAMES = [
  'Organisation chart',
  'Business plan',
  'Business name ideas',
  'Legal agreements',
  'SEO audit',
  'Software tools',
  'Financial health check',
  'Domain check',
];

const GATED_ROUTES = [
  '/tools/organisational-chart',
  '/tools/organization-chart',
  '/tools/business-plan',
  '/tools/legal-agreements',
  '/tools/seo-audit',
  '/tools/financial-health-check',
  '/tools/software-tools',
  '/tools/business-name-ideas',
  '/tools/domain-check',
];

/** Page errors of the journey; each test ends by asserting there were none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A new account, optionally on `plan`, signed in in this browser. */
async function signIn(page: Page, name: string, plan?: TE2ePlan) {
  let session = await registerMember(page.request, name);
  if (plan) {
    await subscribeTo(page.request, session, plan);
    session = await refreshedSession(page.request, session);
    expect(session.user).toMatchObject({ planType: { tools: plan !== 'starter' } });
  }
  await storeSession(page, session);
  return session;
}

/**
 * Opens `path` as typed in the address bar, then lets the page finish its start-up requests. Every full
 * load refreshes the session (the refresh token is rotated); leaving while that request is in flight
 * loses the new token and signs the person out on the next load, so the journeys wait for it.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function reload(page: Page) {
  await page.reload();
  await page.waitForLoadState('networkidle');
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('business tools', () => {
  test.setTimeout(180_000);

  test('without the tools flag the index is locked and every tool leads to the startup package', async ({ page }) => {
    const errors = collectErrors(page);

    await test.step('a visitor who is not signed in sees the tools locked and is sent to the plans', async () => {
      await visit(page, '/tools');
      await expect(page.getByText('Sign in with a plan that includes Business tools')).toBeVisible();
      await expect(page.getByRole('link', { name: 'SEO audit: locked, unlock with a plan' })).toBeVisible();
      await visit(page, '/tools/organisational-chart');
      await expect(page).toHaveURL(/\/startup-package\?type=tools$/);
    });

    const session = await signIn(page, 'Sam Starter', 'starter');

    await test.step('/tools shows every tool locked, with the way to unlock them', async () => {
      await visit(page, '/tools');
      await expect(page.getByRole('heading', { level: 1, name: 'Everything you need to get going' })).toBeVisible();
      await expect(page.getByText('Your current plan does not include Business tools.')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Business tools' });
      for (const name of TOOL_NAMES) {
        const card = cards.getByRole('link', { name: `${name}: locked, unlock with a plan` });
        await expect(card).toHaveAttribute('href', '/startup-package?type=tools');
        await expect(card).toContainText('Locked');
      }
      await expect(cards.getByRole('link', { name: /: open$/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Unlock all tools' })).toHaveAttribute(
        'href',
        '/startup-package?type=tools',
      );
    });

    await test.step('a locked card opens the startup package with tools chosen', async () => {
      await page.getByRole('link', { name: 'Business plan: locked, unlock with a plan' }).click();
      await expect(page).toHaveURL(/\/startup-package\?type=tools$/);
    });

    await test.step('each gated route redirects to /startup-package?type=tools', async () => {
      for (const route of GATED_ROUTES) {
        await visit(page, route);
        await expect(page, `${route} redirects`).toHaveURL(/\/startup-package\?type=tools$/);
      }
    });

    await test.step('the server refuses the tools for this plan too', async () => {
      const auth = { authorization: `Bearer ${session.accessToken}` };
      const chart = await page.request.post('/api/tools/org-chart', { headers: auth, data: {} });
      expect(chart.status()).toBe(403);
      const names = await page.request.post('/api/tools/business-names', {
        headers: auth,
        data: { keyword: 'coffee', style: 'modern' },
      });
      expect(names.status()).toBe(403);
    });

    expect(errors).toEqual([]);
  });

  test('growth: the index unlocks every tool, and the organisation chart is edited, undone, exported and kept', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Grace Growth', 'growth');

    await test.step('/tools shows every tool unlocked', async () => {
      await visit(page, '/tools');
      await expect(page.getByText('Included in your plan')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Business tools' });
      for (const name of TOOL_NAMES) {
        await expect(cards.getByRole('link', { name: `${name}: open` })).toContainText('Unlocked');
      }
      await expect(cards.getByRole('link', { name: /: locked/ })).toHaveCount(0);
      await cards.getByRole('link', { name: 'Organisation chart: open' }).click();
      await expect(page).toHaveURL(/\/tools\/organisational-chart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Organisation chart' })).toBeVisible();
    });

    const people = (count: number) => page.getByText(new RegExp(`^${count} (person|people)`));
    await test.step('starts with a root and two empty reports', async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expect(people(3)).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Unnamed' })).toHaveCount(3);
      // The root can't be removed and has no colleagues.
      await expect(page.getByRole('button', { name: 'Remove the top of the chart' })).toHaveCount(0);
    });

    await test.step('edits the root', async () => {
      const root = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Add a report to the top of the chart' }) });
      await root.getByLabel('Name').fill('Grace Hopper');
      await root.getByLabel('Name').press('Enter');
      await page.getByLabel('Role of Grace Hopper').fill('Chief Executive');
      await page.getByLabel('Role of Grace Hopper').press('Enter');
      await expect(page.getByRole('listitem', { name: 'Grace Hopper, Chief Executive' })).toBeVisible();
    });

    await test.step('names a report, adds a report and a colleague to them', async () => {
      const report = page.getByRole('listitem', { name: 'Unnamed' }).first();
      await report.getByLabel('Name').fill('Alan Turing');
      await report.getByLabel('Name').press('Enter');
      await expect(page.getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a report to Alan Turing' }).click();
      await expect(people(4)).toBeVisible();
      await page.getByRole('button', { name: 'Add a colleague next to Alan Turing' }).click();
      await expect(people(5)).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Unnamed' })).toHaveCount(3);
    });

    await test.step('undo takes back the colleague', async () => {
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(people(4)).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Unnamed' })).toHaveCount(2);
      await expect(page.getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
    });

    await test.step('exports the chart as a PDF', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('organisation-chart.pdf');
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(2_000);
      // Names are real text in embedded fonts (read back in six scripts by org-chart/pdf.test.ts); the title is in the metadata.
      expect(await pdfTitle(bytes)).toBe('Grace Hopper – organisation chart');
    });

    await test.step('the chart is saved to the account and survives a reload', async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Saved to your account' })).toBeVisible();
      await reload(page);
      await expect(page.getByRole('listitem', { name: 'Grace Hopper, Chief Executive' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
      await expect(people(4)).toBeVisible();
    });

    await test.step('the other spelling opens the same chart', async () => {
      await visit(page, '/tools/organization-chart');
      await expect(page.getByRole('listitem', { name: 'Grace Hopper, Chief Executive' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });

  test('business plan: fills the wizard, steps to 13 and downloads the plan as PDF and Word', async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Barbara Planner', 'growth');
    // The wizard's own card (the company-formation questionnaire below it has a Back button too).
    const wizard = page.getByRole('region').filter({ has: page.getByText(/^Step \d+ of 13$/) });
    const company = `Foldwise Robotics ${Date.now().toString(36)}`;

    await test.step('fills the company on step 1', async () => {
      await visit(page, '/tools/business-plan');
      await expect(page.getByRole('heading', { level: 1, name: 'Business plan' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Progress through the plan' })).toHaveAttribute(
        'aria-valuenow',
        '1',
      );
      await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
      await wizard.getByRole('textbox', { name: /^Company name/ }).fill(company);
      await wizard.getByRole('textbox', { name: /^Tagline/ }).fill('Robots that fold laundry');
      await wizard.getByRole('textbox', { name: /^Location/ }).fill('Manchester, UK');
    });

    const next = wizard.getByRole('button', { name: /^Next: / });
    await test.step('steps through to 13, filling a few answers on the way', async () => {
      await next.click();
      await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeFocused();
      await wizard
        .getByRole('textbox', { name: /^Executive summary/ })
        .fill('We build compact robots that fold a load of laundry.');
      await next.click();
      await wizard.getByRole('textbox', { name: /^Mission/ }).fill('Give families back their evenings.');
      await next.click();
      await wizard.getByRole('textbox', { name: /^Problem 1/ }).fill('Folding laundry takes hours every week');
      for (let step = 5; step <= 13; step += 1) {
        await next.click();
        await expect(page.getByRole('progressbar', { name: 'Progress through the plan' })).toHaveAttribute(
          'aria-valuenow',
          String(step),
        );
      }
      await expect(page.getByText('Step 13 of 13').first()).toBeVisible();
      await expect(next).toHaveCount(0);
      await expect(wizard.getByText('Last step')).toBeVisible();
    });

    await test.step('back and forward stay within the steps, and answers are kept', async () => {
      await wizard.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('progressbar', { name: 'Progress through the plan' })).toHaveAttribute(
        'aria-valuenow',
        '12',
      );
      await next.click();
      // The wizard is written to local storage a moment after each change; a reload keeps what was written.
      await expect
        .poll(() =>
          page.evaluate(
            (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { step?: number }).step,
            storageKeys.businessPlan,
          ),
        )
        .toBe(13);
      await reload(page);
      await expect(page.getByText('Step 13 of 13').first()).toBeVisible();
    });

    await test.step('downloads the PDF, whose text has the company and the answers', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${company} - business plan.pdf`);
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(company);
      expect(text).toContain('Robots that fold laundry');
      expect(text).toContain('Give families back their evenings.');
      expect(text).toContain('Folding laundry takes hours every week');
      await expect(toast(page, 'Your business plan (PDF) is downloading.')).toBeVisible();
    });

    await test.step('downloads the Word document', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Word (DOCX)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${company} - business plan.docx`);
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.toString('latin1')).toContain('word/document.xml');
    });

    expect(errors).toEqual([]);
  });

  test('legal agreements: a mutual NDA under English law, previewed live and downloaded as a PDF', async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Lena Legal', 'growth');
    const partyA = `Acme Widgets ${Date.now().toString(36)} Ltd`;
    const partyB = 'Beta Ventures Ltd';

    await visit(page, '/tools/legal-agreements');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal agreements' })).toBeVisible();
    const preview = page.getByRole('article', { name: 'Preview of Mutual Non-Disclosure Agreement' });

    await test.step('chooses the mutual NDA and England & Wales', async () => {
      const nda = page.getByRole('list', { name: 'Templates' }).getByRole('button', {
        name: /^Mutual Non-Disclosure Agreement/,
      });
      await nda.click();
      await expect(nda).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('radio', { name: /England & Wales/ }).check();
      await expect(page.getByRole('radio', { name: /England & Wales/ })).toBeChecked();
      await expect(preview).toContainText('the law of England and Wales');
      await expect(preview).toContainText('[First party name]');
    });

    await test.step('download is refused until the form is complete', async () => {
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await expect(toast(page, '7 fields need your attention.')).toBeVisible();
      await expect(page.getByLabel('First party name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('First party name is required')).toBeVisible();
    });

    await test.step('fills the form and the preview follows', async () => {
      await page.getByLabel('First party name').fill(partyA);
      await page.getByLabel('First party address').fill('1 High Street, London');
      await page.getByLabel('Second party name').fill(partyB);
      await page.getByLabel('Second party address').fill('2 Market Square, Leeds');
      await page.getByLabel('Effective date').fill('2026-03-02');
      await page.getByLabel('Purpose').fill('evaluating a possible software development partnership');
      await page.getByLabel('Confidentiality period (years)').fill('3');
      await expect(page.getByText('7 of 7 complete')).toBeVisible();
      await expect(preview).toContainText(partyA);
      await expect(preview).toContainText(partyB);
      await expect(preview).toContainText('evaluating a possible software development partnership');
      await expect(preview).not.toContainText('[First party name]');
      await expect(preview.getByText('Not filled in yet:')).toHaveCount(0);
    });

    await test.step('downloads the PDF: the parties and the governing law are in it', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      const fileName = `Mutual Non-Disclosure Agreement - ${partyA} and ${partyB}.pdf`;
      expect(download.suggestedFilename()).toBe(fileName);
      const text = await pdfText(await downloadedBytes(download));
      expect(text).toContain(partyA);
      expect(text).toContain(partyB);
      expect(text).toContain('1 High Street, London');
      expect(text).toContain('governed by and construed in accordance with the law of England and Wales');
      expect(text).toContain('the courts of England and Wales');
      expect(text).not.toMatch(/\{\{|\}\}/);
      await expect(toast(page, fileName)).toBeVisible();
    });

    await test.step('the document is listed in the history', async () => {
      const history = page.getByRole('region', { name: 'Documents you generated' });
      await expect(history).toContainText(`Mutual Non-Disclosure Agreement - ${partyA} and ${partyB}`);
      await expect(history).toContainText('England & Wales');
    });

    expect(errors).toEqual([]);
  });

  test('financial health check: inline errors, then the score, burn and runway', async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Frank Finance', 'growth');
    await visit(page, '/tools/financial-health-check');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial health check' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your numbers' });

    await test.step('an empty form says what is missing', async () => {
      await form.getByRole('button', { name: 'Check my financial health' }).click();
      await expect(form.getByText('Enter cash in the bank (0 if none).')).toBeVisible();
      await expect(form.getByLabel('Cash in the bank')).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('fills the numbers and sees the report', async () => {
      await form.getByLabel('Cash in the bank').fill('60,000');
      await form.getByLabel('Monthly revenue').fill('10,000');
      await form.getByLabel('Monthly cost of sales').fill('2,000');
      await form.getByLabel('Monthly operating costs').fill('13,000');
      await form.getByLabel('Monthly growth').fill('0');
      await form.getByLabel('Debt').fill('0');
      await form.getByLabel('Money owed to you').fill('1,000');
      await form.getByLabel('Money you owe suppliers').fill('2,000');
      await form.getByRole('button', { name: 'Check my financial health' }).click();

      await expect(page.getByRole('heading', { level: 2, name: /^Health score: \d{1,3} out of 100 · / })).toBeVisible();
      const measure = (label: string) =>
        page
          .getByLabel('Key measures')
          .locator('div')
          .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
          .getByRole('definition')
          .first();
      await expect(measure('Monthly burn')).toHaveText('£5,000.00');
      await expect(measure('Runway')).toHaveText('12 months');
      await expect(measure('Gross margin')).toHaveText('80%');
      await expect(measure('Current ratio')).toHaveText('30.50');
      await expect(page.getByRole('heading', { name: 'Cash over the next 18 months' })).toBeVisible();
    });

    await test.step('the example works too', async () => {
      await form.getByRole('button', { name: 'Try an example' }).click();
      await expect(form.getByLabel('Cash in the bank')).toHaveValue('120,000');
      await expect(page.getByRole('heading', { level: 2, name: /^Health score: \d{1,3} out of 100 · / })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });

  test('software, business names and domain check: search, filter and find', async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Sofia Search', 'growth');

    await test.step('software tools: searches and filters the directory', async () => {
      await visit(page, '/tools/software-tools');
      await expect(page.getByRole('heading', { level: 1, name: 'Software for startups' })).toBeVisible();
      const products = page.getByRole('list', { name: 'Software products' });
      await expect(products.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText(/^\d+ products$/)).toBeVisible();

      // Filters first: the search box is debounced, and a filter chosen while its update is pending is lost.
      await page.getByLabel('Category').selectOption('Analytics');
      await expect(page).toHaveURL(/category=Analytics/);
      await page.getByLabel('Pricing').selectOption({ label: 'Free tier' });
      await expect(page).toHaveURL(/category=Analytics&pricing=freemium/);
      await expect(page.getByText('2 products match')).toBeVisible();
      await expect(products.getByRole('heading')).toHaveText(['Hotjar', 'Mixpanel']);

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page.getByText(/^\d+ products$/)).toBeVisible();
      await expect(page.getByLabel('Category')).toHaveValue('');

      await page.getByRole('searchbox', { name: 'Search software' }).fill('Xero');
      await expect(page).toHaveURL(/[?&]q=Xero/);
      await expect(products.getByRole('heading', { name: 'Xero', exact: true })).toBeVisible();
      await expect(products.getByRole('heading', { name: 'Figma', exact: true })).toHaveCount(0);

      await page.getByRole('searchbox', { name: 'Search software' }).fill('zzzz-nothing-like-this');
      await expect(page.getByText('No software matches')).toBeVisible();
    });

    await test.step('business name ideas: a keyword and a style give names with domains', async () => {
      await visit(page, '/tools/business-name-ideas');
      await expect(page.getByRole('heading', { level: 1, name: 'Business name ideas' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Generate names' });
      await form.getByRole('button', { name: 'Generate names' }).click();
      await expect(form.getByLabel('Keyword')).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel('Keyword').fill('coffee');
      await form.getByText('Playful', { exact: true }).click();
      await expect(form.getByRole('radio', { name: /^Playful/ })).toBeChecked();
      await form.getByRole('button', { name: 'Generate names' }).click();
      await expect(page.getByText(/^\d+ playful names for “coffee”/)).toBeVisible({ timeout: 20_000 });
      const ideas = page.getByRole('list', { name: 'Name ideas' }).locator(':scope > li');
      expect(await ideas.count()).toBeGreaterThan(0);
      const first = ideas.first();
      const name = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      const domains = first.getByRole('list', { name: `Domains for ${name}` }).getByRole('listitem');
      expect(await domains.count()).toBeGreaterThan(0);
      for (const row of await domains.all()) await expect(row).toContainText(/Available|Taken|Could not check/);
      // At least one name has a free domain to add to the cart.
      await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeVisible();
    });

    await test.step('domain check: searches a name and sees its domains', async () => {
      const sld = `toolcheck${Date.now().toString(36)}`;
      await visit(page, '/tools/domain-check');
      await expect(page.getByRole('heading', { level: 1, name: 'Find your domain' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Domain name' }).fill(sld);
      await page.getByRole('searchbox', { name: 'Domain name' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/tools/domain-check\\?query=${sld}$`));
      const results = page.getByRole('list', { name: `Domains for “${sld}”` });
      const com = results
        .getByRole('listitem')
        .filter({ hasText: `${sld}.com` })
        .first();
      await expect(com).toContainText('Available');
      await expect(com.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });

  test('SEO audit: refuses a non-web address, then audits a page of this site and keeps it in the history', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, 'Sean Seo', 'growth');
    await visit(page, '/tools/seo-audit');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO audit' })).toBeVisible();
    const address = page.getByLabel('Website address');
    const history = page.getByRole('region', { name: 'Your audits' });
    await expect(history.getByText('No audits yet')).toBeVisible();

    await test.step('a non-web address is refused with a message', async () => {
      await address.fill('ftp://example.com/');
      await page.getByRole('button', { name: 'Audit page' }).click();
      await expect(page.getByText('Only http and https addresses can be audited, not ftp.')).toBeVisible();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
    });

    // The journey server is on a private address: it runs with SEO_AUDIT_ALLOW_PRIVATE (playwright.config.ts).
    const target = `${baseURL}/services`;
    await test.step('audits a page of the journey server and reads the report', async () => {
      await address.fill(target);
      await page.getByRole('button', { name: 'Audit page' }).click();
      await expect(page).toHaveURL(/[?&]audit=/, { timeout: 30_000 });
      const report = page.getByRole('article', { name: `Audit of ${target}` });
      await expect(report).toBeVisible();
      await expect(report.getByRole('img', { name: /^SEO score \d{1,3} out of 100: / })).toBeVisible();
      await expect(report.getByRole('list', { name: 'Summary' })).toContainText(/\d+ passed/);
      await expect(report.getByRole('heading', { name: 'What to fix first' })).toBeVisible();
      await expect(report.getByRole('heading', { name: 'Details' })).toBeVisible();
      await expect(toast(page, /out of 100/)).toBeVisible();
    });

    await test.step('the audit is in the history and opens again after a reload', async () => {
      const entry = history.getByRole('button').filter({ hasText: target.replace(/^https?:\/\//, '') });
      await expect(entry).toHaveAttribute('aria-current', 'true');
      await reload(page);
      await expect(page.getByRole('article', { name: `Audit of ${target}` })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});
