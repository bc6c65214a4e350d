import { mailEndpoints } from '@launchpad/shared/endpoints/mail';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('site pages: contact, legal and FAQs', () => {
  test('a visitor sends a message through the contact form and gets an acknowledgement', async ({ page, request }) => {
    const email = `contact-${Date.now()}@example.test`;
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to the Launchpad team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Forming in Ireland');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Can you form an Irish company with a secretary?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').getByText(/we have received your message/)).toBeVisible();

    // The acknowledgement is in the development outbox.
    const outbox = await request.get(mailEndpoints.devOutbox.path, { params: { to: email } });
    const mails = (await outbox.json()).data as { subject: string }[];
    expect(mails.map((mail) => mail.subject)).toContain('We have received your message');
  });

  for (const [path, title] of [
    ['/terms-&-conditions', /Terms/],
    ['/privacy-policy', /Privacy/],
    ['/ssl-faqs', /SSL/],
    ['/id-protect-faqs', /ID Protect/],
  ] as const) {
    test(`${path} shows its full text and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (path.endsWith('faqs')) {
        const first = page.locator('details').first();
        await first.locator('summary').click();
        await expect(first.locator('p').first()).toBeVisible();
        const data = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
        );
        expect(data['@type']).toBe('FAQPage');
      } else {
        const contents = page.getByRole('navigation', { name: 'Contents' });
        await contents.getByRole('link').nth(1).click();
        await expect(page).toHaveURL(/#[a-z0-9-]+$/);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the home page brings in upcoming events, perks and the latest reading', async ({ page }) => {
    await page.goto('/');
    const events = page.getByRole('heading', { name: 'Upcoming events' });
    await events.scrollIntoViewIfNeeded();
    await expect(events).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Member perks' })).toBeVisible();
    const reading = page.getByRole('heading', { name: 'Latest reading' });
    await expect(reading).toBeVisible();
    const firstEvent = page
      .locator('li', { has: page.locator('a[href^="/events/"]') })
      .first()
      .locator('a');
    const name = await firstEvent.textContent();
    await firstEvent.click();
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  });
});
