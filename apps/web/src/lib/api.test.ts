import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { storageKeys } from '@/config/storage-keys';
import { saveSession } from '@/features/auth/auth-storage';
import { makeUser, signedIn } from '@/test/fixtures';
import { createBaseQuery } from './api';
import { registerNavigate } from './navigation';

const API = 'http://api.launchpad.test';

/** The browser boundary: a fake `fetch` that records requests and answers with `respond`. */
function stubFetch(respond: (request: Request) => Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  return requests;
}

function callBaseQuery(store = makeStore(signedIn()), options: { timeoutMs?: number } = {}) {
  const baseQuery = createBaseQuery({ baseUrl: API, ...options });
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'mutation',
  };
  return baseQuery({ url: '/api/user', method: 'POST', body: {} }, api, {});
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('baseQuery', () => {
  it('sends JSON with the bearer token and returns the data', async () => {
    const requests = stubFetch(() => json(200, { success: true, data: { ok: 1 } }));
    const result = await callBaseQuery();
    expect(result.data).toEqual({ success: true, data: { ok: 1 } });
    expect(requests[0]?.url).toBe(`${API}/api/user`);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-token');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('on 401 logs out (store and local storage) and goes to /login', async () => {
    const session = signedIn(makeUser());
    saveSession(session);
    const store = makeStore(session);
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    stubFetch(() => json(401, { success: false, message: 'Your session has expired' }));

    const result = await callBaseQuery(store);

    expect(result.error).toEqual({
      status: 401,
      message: 'Your session has expired',
      data: { success: false, message: 'Your session has expired' },
    });
    expect(store.getState().auth).toEqual({ user: null, accessToken: null, refreshToken: null });
    for (const key of [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.user]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('remembers the page a 401 interrupted, and stays put on /login itself', async () => {
    const navigate = vi.fn();
    unregister = registerNavigate(navigate);
    stubFetch(() => json(401, { success: false, message: 'Wrong email or password' }));

    window.history.replaceState(null, '', '/account/orders?page=2');
    await callBaseQuery();
    expect(navigate).toHaveBeenLastCalledWith('/login?next=%2Faccount%2Forders%3Fpage%3D2', { replace: true });

    navigate.mockClear();
    window.history.replaceState(null, '', '/login?next=%2Faccount');
    const result = await callBaseQuery();
    expect(result.error?.message).toBe('Wrong email or password');
    expect(navigate).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('shows the server message of any other failure, keeping the session', async () => {
    const store = makeStore(signedIn());
    stubFetch(() => json(409, { success: false, message: 'That email is already registered' }));
    const result = await callBaseQuery(store);
    expect(result.error).toMatchObject({ status: 409, message: 'That email is already registered' });
    expect(store.getState().auth.accessToken).toBe('access-token');
  });

  it('maps an unreachable server to FETCH_ERROR', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await callBaseQuery();
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(result.error?.message).toMatch(/couldn't reach/);
  });

  it('maps a body that is not JSON to PARSING_ERROR', async () => {
    stubFetch(() =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const result = await callBaseQuery();
    expect(result.error?.status).toBe('PARSING_ERROR');
    expect(result.error?.data).toBe('<html>Bad gateway</html>');
  });

  it('maps a call that outlives the time limit to TIMEOUT_ERROR', async () => {
    stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const result = await callBaseQuery(makeStore(signedIn()), { timeoutMs: 20 });
    expect(result.error?.status).toBe('TIMEOUT_ERROR');
  });
});
