import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { authEndpoints } from '@launchpad/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type TAppStore } from '@/app/store';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, signedIn } from '@/test/fixtures';
import { createBaseQuery, type TApiExtraOptions } from './api';
import { registerNavigate } from './navigation';

const API = 'http://api.launchpad.test';
const user = makeUser();
const fresh = { user, accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 };

function apiFor(store: TAppStore): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'mutation',
  };
}

/** The profile answers 200 to the fresh token only; updateCreds trades refresh-token for the fresh pair. */
function stubExpiredToken({ refresh = () => ok(fresh) }: { refresh?: () => Response | Promise<Response> } = {}) {
  return stubApi({
    'POST /api/user': ({ authorization }) =>
      authorization === 'Bearer access-2' ? ok(user) : fail(401, 'Your session has expired. Please sign in again.'),
    [`POST ${authEndpoints.updateCreds.path}`]: refresh,
  });
}

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('baseQuery: refreshing an expired access token (SPEC §4)', () => {
  it('trades the refresh token for a new pair on a 401, stores it and sends the call again', async () => {
    const store = makeStore(signedIn());
    const api = stubExpiredToken();
    const baseQuery = createBaseQuery({ baseUrl: API });

    const result = await baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});

    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ success: true, data: user });
    expect(api.to(`POST ${authEndpoints.updateCreds.path}`).map((c) => c.body)).toEqual([
      { refreshToken: 'refresh-token' },
    ]);
    expect(api.to('POST /api/user').map((c) => c.authorization)).toEqual(['Bearer access-token', 'Bearer access-2']);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
  });

  it('refreshes once for two calls refused at the same time, and both succeed', async () => {
    const store = makeStore(signedIn());
    let answer: () => void = () => {};
    const api = stubExpiredToken({ refresh: () => new Promise((resolve) => (answer = () => resolve(ok(fresh)))) });
    const baseQuery = createBaseQuery({ baseUrl: API });

    const first = baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});
    const second = baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});
    await vi.waitFor(() => expect(api.to(`POST ${authEndpoints.updateCreds.path}`)).toHaveLength(1));
    answer();
    const results = await Promise.all([first, second]);

    expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(api.to(`POST ${authEndpoints.updateCreds.path}`)).toHaveLength(1);
    expect(api.to('POST /api/user')).toHaveLength(4);
  });

  it('does not refresh again for a call refused with a token that has since been replaced', async () => {
    const store = makeStore(signedIn());
    let releaseSlowCall: () => void = () => {};
    let profileCalls = 0;
    const api = stubApi({
      'POST /api/user': ({ authorization }) => {
        profileCalls += 1;
        if (authorization === 'Bearer access-2') return ok(user);
        const refused = fail(401, 'Your session has expired. Please sign in again.');
        // The first call is slow: its 401 arrives after the second call has refreshed the session.
        return profileCalls === 1
          ? new Promise<Response>((resolve) => (releaseSlowCall = () => resolve(refused)))
          : refused;
      },
      [`POST ${authEndpoints.updateCreds.path}`]: () => ok(fresh),
    });
    const baseQuery = createBaseQuery({ baseUrl: API });

    const slow = baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});
    await vi.waitFor(() => expect(profileCalls).toBe(1));
    const quick = await baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});
    releaseSlowCall();

    expect(quick.error).toBeUndefined();
    expect((await slow).error).toBeUndefined();
    expect(api.to(`POST ${authEndpoints.updateCreds.path}`)).toHaveLength(1);
  });

  it('uses the pair another tab has just stored instead of spending its own refresh token', async () => {
    const store = makeStore(signedIn());
    window.localStorage.setItem(storageKeys.accessToken, 'access-2');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-2');
    const api = stubExpiredToken({ refresh: () => fail(401, 'Your session has ended. Please sign in again.') });
    const baseQuery = createBaseQuery({ baseUrl: API });

    const result = await baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});

    expect(result.error).toBeUndefined();
    expect(api.to(`POST ${authEndpoints.updateCreds.path}`)).toHaveLength(0);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('logs out and goes to /login when the refresh token is refused too', async () => {
    const store = makeStore(signedIn());
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    window.history.replaceState(null, '', '/account/profile');
    const api = stubExpiredToken({ refresh: () => fail(401, 'Your session has ended. Please sign in again.') });
    const baseQuery = createBaseQuery({ baseUrl: API });

    const result = await baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});

    expect(result.error).toMatchObject({ status: 401, message: 'Your session has expired. Please sign in again.' });
    expect(api.to(`POST ${authEndpoints.updateCreds.path}`)).toHaveLength(1);
    expect(store.getState().auth.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Faccount%2Fprofile', { replace: true });
    window.history.replaceState(null, '', '/');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const store = makeStore(signedIn());
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    stubExpiredToken({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    const baseQuery = createBaseQuery({ baseUrl: API });

    const result = await baseQuery({ url: '/api/user', method: 'POST', body: {} }, apiFor(store), {});

    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(store.getState().auth.accessToken).toBe('access-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a 401 from a credentials check (wrong password) as an answer, not an expired session', async () => {
    const store = makeStore(signedIn());
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    const api = stubApi({ 'POST /api/auth/login': () => fail(401, 'Incorrect email or password.') });
    const baseQuery = createBaseQuery({ baseUrl: API });
    const extra: TApiExtraOptions = { checksCredentials: true };

    const result = await baseQuery({ url: '/api/auth/login', method: 'POST', body: {} }, apiFor(store), extra);

    expect(result.error).toMatchObject({ status: 401, message: 'Incorrect email or password.' });
    expect(api.calls).toHaveLength(1);
    expect(store.getState().auth.user).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
