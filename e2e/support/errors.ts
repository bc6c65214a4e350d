import type { Page } from '@playwright/test';

/** What the page reports as wrong from now on: console errors (a hydration mismatch is one) and uncaught errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
