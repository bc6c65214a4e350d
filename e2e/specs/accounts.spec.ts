import { expect, test, type Page } from '@playwright/test';
import { codeIn, gradientPng, latestMail, linkIn, uniqueAccountEmail } from '../support/accounts';
import { waitForPage } from '../support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('accounts: a founder’s account from sign-up to deletion', () => {
  test('signs up, confirms the email, resets the password, edits the profile and deletes the account', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueAccountEmail('grace');
    const firstPassword = 'Compiler-Pioneer-1952';
    const newPassword = 'Nanoseconds-Are-11.8in';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await test.step('a new visitor creates an account', async () => {
      const startedAt = new Date().toISOString();
      await page.goto('/signup?signupref=FRIEND10');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.getByText('FRIEND10')).toBeVisible();
      await waitForPage(page);
      await page.getByLabel('Full name').fill('Grace Hopper');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await expect(page.getByText('Password strength: Too short')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await expect(page.getByText(/Password strength: (Good|Strong)/)).toBeVisible();
      await page.getByLabel('Country').selectOption('GB');
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
      await latestMail(request, email, 'verify_email', startedAt);
    });

    await test.step('answers the onboarding questions', async () => {
      await expect(page.getByLabel(/Which country/)).toHaveValue('GB');
      await page.getByRole('radio', { name: 'Just an idea' }).check();
      await page.getByRole('checkbox', { name: 'Form my company' }).check();
      await page.getByRole('checkbox', { name: 'Register a domain' }).check();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(toast(page, 'Launchpad is now tailored to your company')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('opens the confirmation link from the email', async () => {
      const mail = await latestMail(request, email, 'verify_email');
      const link = linkIn(mail, 'Confirm email address');
      expect(new URL(link).pathname).toMatch(/^\/confirm-email\/.+/);
      await page.goto(link);
      await expect(toast(page, 'Your email address is confirmed.')).toBeVisible();
      await expect(page).toHaveURL(/\/startup-package$/);

      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
      await expect(page.getByText('Confirm your email address')).toHaveCount(0);
    });

    await test.step('logs out from the account menu', async () => {
      await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    });

    await test.step('resets the password with the code from the email', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      const startedAt = new Date().toISOString();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();

      const code = codeIn(await latestMail(request, email, 'reset_password', startedAt));
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill('something else entirely');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();

      await expect(toast(page, 'Your password has been reset.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('logs in with the new password (the old one no longer works)', async () => {
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.getByLabel('Password', { exact: true }).fill(firstPassword);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();

      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Welcome back, Grace' })).toBeVisible();
    });

    await test.step('edits the profile and uploads a picture', async () => {
      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

      await page.getByLabel('Full name').fill('Grace Brewster Hopper');
      await page.getByLabel(/^Phone/).fill('+44 20 7946 0958');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Your profile has been updated.')).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'Account' });
      await expect(sidebar.getByText('Grace Brewster Hopper')).toBeVisible();
      await expect(page.getByLabel(/^Phone/)).toHaveValue('+442079460958');

      await page.getByLabel('Choose a picture').setInputFiles({
        name: 'grace.png',
        mimeType: 'image/png',
        buffer: gradientPng(),
      });
      await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
      await page.getByRole('button', { name: 'Upload picture' }).click();
      await expect(toast(page, 'Your profile picture has been updated.')).toBeVisible();

      const picture = sidebar.getByRole('img', { name: "Grace Brewster Hopper's profile picture" });
      await expect(picture).toHaveAttribute('src', /\/media\/avatars\/.+\.webp$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Still there after a reload: the server kept it, and the session survives the refresh on load.
      await page.reload();
      await expect(sidebar.getByRole('img', { name: "Grace Brewster Hopper's profile picture" })).toBeVisible();
    });

    await test.step('deletes the account', async () => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      // The password confirms it is the owner: a wrong one is refused in the dialog, nothing deleted.
      await dialog.getByLabel('Current password').fill(firstPassword);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expect(toast(page, 'Failed to delete account. Please try again.')).toBeVisible();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Current password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

      const login = await request.post('/api/auth/login', { data: { email, password: newPassword } });
      expect(login.status()).toBe(401);
    });

    expect(errors).toEqual([]);
  });
});
