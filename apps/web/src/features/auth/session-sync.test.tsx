import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { storageKeys } from '@/config/storage-keys';
import { ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';
import { saveSession, syncSessionAcrossTabs } from './auth-storage';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('logging out', () => {
  it('ends the session on the server with the refresh token, then clears it here and goes home', async () => {
    const api = stubApi({ 'POST /api/auth/logout': () => ok(undefined, 'You have been signed out.') });
    const { router, store } = renderApp('/account', signedIn());
    // The menu lives in the header's account menu (desktop) and the mobile panel; both use one hook.
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST /api/auth/logout').map((c) => c.body)).toEqual([{ refreshToken: 'refresh-token' }]);
    expect(store.getState().auth).toEqual({ user: null, accessToken: null, refreshToken: null });
  });
});

describe('one session across the tabs of a browser', () => {
  it('takes a refreshed or ended session from another tab, without writing it back', () => {
    const here = makeStore(signedIn());
    const stop = syncSessionAcrossTabs(here);

    // Another tab refreshes: its pair lands in storage and a storage event follows.
    saveSession({ ...signedIn(), accessToken: 'access-2', refreshToken: 'refresh-2' });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken }));
    expect(here.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    // Another tab signs out.
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(here.getState().auth).toEqual({ user: null, accessToken: null, refreshToken: null });
    expect(window.localStorage.length).toBe(0);

    // Another tab signs in as someone else.
    const grace = makeUser({ id: 'user-2', name: 'Grace Hopper' });
    saveSession({ user: grace, accessToken: 'g-1', refreshToken: 'g-r1' });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }));
    expect(here.getState().auth.user).toEqual(grace);
    stop();
  });

  it('ignores keys that are not the session', () => {
    const here = makeStore(signedIn());
    const before = here.getState().auth;
    const stop = syncSessionAcrossTabs(here);
    window.localStorage.setItem(storageKeys.cart, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cart }));
    expect(here.getState().auth).toBe(before);
    stop();
  });
});
