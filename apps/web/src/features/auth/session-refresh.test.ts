import { waitFor } from '@testing-library/react';
import { authEndpoints } from '@launchpad/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { storageKeys } from '@/config/storage-keys';
import { arrivedAt, registerNavigate } from '@/lib/navigation';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';
import { refreshSessionOnLoad } from './session-refresh';

const REFRESH = `POST ${authEndpoints.updateCreds.path}`;
const starter = makeUser({ planType: { name: 'Starter', price: 1900, tools: false, build_startup_ai: false } });
const session = (user = starter) => ({ user, accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  arrivedAt('/', '/'); // a stand-in navigate never arrives: let the next test redirect again
});

describe('refreshing credentials when the app loads (SPEC §4)', () => {
  it('refreshes once and stores the new tokens', async () => {
    const api = stubApi({ [REFRESH]: () => ok(session()) });
    const store = makeStore(signedIn(starter));

    expect(await refreshSessionOnLoad(store)).toBe('refreshed');

    expect(api.to(REFRESH).map((c) => c.body)).toEqual([{ refreshToken: 'refresh-token' }]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('access-2');
  });

  it('updates the stored user when the plan name or price changed', async () => {
    const pro = makeUser({
      name: 'Ada L.',
      planType: { name: 'Pro', price: 9900, tools: true, build_startup_ai: true },
    });
    stubApi({ [REFRESH]: () => ok(session(pro)) });
    const store = makeStore(signedIn(starter));

    await refreshSessionOnLoad(store);

    expect(store.getState().auth.user).toEqual(pro);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(pro);
  });

  it('keeps the stored user when the plan is unchanged', async () => {
    stubApi({ [REFRESH]: () => ok(session(makeUser({ ...starter, name: 'Someone else' }))) });
    const store = makeStore(signedIn(starter));

    await refreshSessionOnLoad(store);

    expect(store.getState().auth.user).toEqual(starter);
  });

  it('logs out, clears the cart and goes home when the server refuses the refresh', async () => {
    stubApi({ [REFRESH]: () => fail(401, 'Your session has ended. Please sign in again.') });
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [{ id: 1 }], totalQuantity: 1 }));
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    const store = makeStore(signedIn(starter));

    expect(await refreshSessionOnLoad(store)).toBe('signed-out');

    expect(store.getState().auth).toEqual({ user: null, accessToken: null, refreshToken: null });
    expect(window.localStorage.getItem(storageKeys.cart)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('keeps the session when the server cannot be reached', async () => {
    // setup.ts makes every request fail as if offline.
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    const store = makeStore(signedIn(starter));

    expect(await refreshSessionOnLoad(store)).toBe('kept');

    expect(store.getState().auth.accessToken).toBe('access-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const api = stubApi({ [REFRESH]: () => ok(session()) });
    expect(await refreshSessionOnLoad(makeStore())).toBe('skipped');
    expect(api.calls).toHaveLength(0);
  });
});

describe('a refused refresh on a login-required page (SPEC §4)', () => {
  it('ends at /, not at /login, although the page and its calls ask for a sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      [REFRESH]: () => fail(401, 'Your session has ended. Please sign in again.'),
      'POST /api/user': () => fail(401, 'Your session has expired. Please sign in again.'),
    });
    const { store, router } = renderApp('/account/profile', signedIn(starter));

    expect(await refreshSessionOnLoad(store)).toBe('signed-out');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(store.getState().auth.user).toBeNull();
  });
});
