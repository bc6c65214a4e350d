import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('dashboard: an unconfirmed email address', () => {
  it('"Enter a code" opens Profile at the code field, ready to type', async () => {
    const user = makeUser({ email_verified: false });
    stubApi({ 'POST /api/user': () => ok(user) });
    const { router } = renderApp('/account', signedIn(user));
    await userEvent.click(await screen.findByRole('link', { name: 'Enter a code' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(router.state.location.hash).toBe('#email-code');
    const code = await screen.findByLabelText('Code from the email', undefined, { timeout: 15_000 });
    await waitFor(() => expect(code).toHaveFocus());
  });
});
