import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const unconfirmed = makeUser({ email_verified: false });
const TOKEN = 'a'.repeat(43);

describe('/confirm-email/:token', () => {
  it('confirms once, updates the stored user, says so and goes to the startup package page', async () => {
    const api = stubApi({
      'POST /api/auth/verify-mail': () =>
        ok({ user: { ...unconfirmed, email_verified: true } }, 'Your email address is confirmed.'),
    });
    const { router, store } = renderApp(`/confirm-email/${TOKEN}`, signedIn(unconfirmed), { strict: true });

    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/startup-package'));
    expect(api.to('POST /api/auth/verify-mail').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(store.getState().auth.user?.email_verified).toBe(true);
  });

  it('explains a link that no longer works and can send a new one', async () => {
    const api = stubApi({
      'POST /api/auth/verify-mail': () => fail(400, 'That code has expired or was already used. Request a new one.'),
      'POST /api/auth/request-verify-mail': () =>
        json(200, { success: true, message: 'We have sent a confirmation link to ada@example.com.' }),
    });
    const { router } = renderApp(`/confirm-email/${TOKEN}`, signedIn(unconfirmed));

    expect(await screen.findByRole('heading', { name: 'We could not confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That code has expired or was already used.');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('We have sent a confirmation link to ada@example.com.')).toBeInTheDocument();
    expect(api.to('POST /api/auth/request-verify-mail')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    expect(router.state.location.pathname).toBe(`/confirm-email/${TOKEN}`);
  });

  it('does not send a link that was cut short', async () => {
    const api = stubApi({});
    renderApp('/confirm-email/abc', signedIn(unconfirmed));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.to('POST /api/auth/verify-mail')).toHaveLength(0);
  });
});
