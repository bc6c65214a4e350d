import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const user = makeUser();
const oauthSession = (overrides: { returnTo?: string | null; isNewUser?: boolean } = {}) => ({
  user,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  returnTo: null,
  isNewUser: false,
  ...overrides,
});

describe('third-party sign-in callback pages', () => {
  it('finishes the sign-in exactly once (even in StrictMode) and returns where it started', async () => {
    window.sessionStorage.setItem(storageKeys.oauthBrowserKey, 'key-123');
    const api = stubApi({ 'POST /api/auth/google': () => ok(oauthSession({ returnTo: '/cart' })) });
    const { router, store } = renderApp(
      '/google/callback?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.example',
      undefined,
      {
        strict: true,
      },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(api.to('POST /api/auth/google')).toHaveLength(1);
    expect(api.to('POST /api/auth/google')[0]?.body).toEqual({
      code: 'abc',
      state: 'xyz',
      iss: 'https://accounts.example',
      browserKey: 'key-123',
    });
    expect(store.getState().auth).toEqual({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(window.sessionStorage.getItem(storageKeys.oauthBrowserKey)).toBeNull();
  });

  it('sends a new account to onboarding, and uses the SPEC’s linkdin path for LinkedIn', async () => {
    window.sessionStorage.setItem(storageKeys.oauthBrowserKey, 'key-123');
    const api = stubApi({ 'POST /api/auth/linkdin': () => ok(oauthSession({ isNewUser: true })) });
    const { router } = renderApp('/linkedin/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(api.to('POST /api/auth/linkdin')).toHaveLength(1);
  });

  it('passes on the name Apple sends beside its answer', async () => {
    window.sessionStorage.setItem(storageKeys.oauthBrowserKey, 'key-123');
    const api = stubApi({ 'POST /api/auth/apple': () => ok(oauthSession()) });
    const { router } = renderApp('/apple/callback?code=abc&state=xyz&name=Ada%20Lovelace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(api.to('POST /api/auth/apple')[0]?.body).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('reports a cancelled sign-in and goes to /login without calling the api', async () => {
    window.sessionStorage.setItem(storageKeys.oauthBrowserKey, 'key-123');
    const api = stubApi({});
    const { router } = renderApp('/meta/callback?error=access_denied&state=xyz', undefined, { strict: true });
    expect(await screen.findByText('Sign-in with Meta was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/auth/'))).toHaveLength(0);
  });

  it('refuses a callback this tab did not start (no browser key)', async () => {
    const api = stubApi({});
    const { router } = renderApp('/google/callback?code=abc&state=xyz');
    expect(await screen.findByText(/expired or was started in another tab/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.to('POST /api/auth/google')).toHaveLength(0);
  });

  it('shows the server’s message when the provider’s answer is refused', async () => {
    window.sessionStorage.setItem(storageKeys.oauthBrowserKey, 'key-123');
    stubApi({ 'POST /api/auth/google': () => fail(400, 'Google could not confirm this sign-in. Please try again.') });
    const { router, store } = renderApp('/google/callback?code=abc&state=xyz');
    expect(await screen.findByText('Google could not confirm this sign-in. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.user).toBeNull();
  });
});
