import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { storageKeys } from '@/config/storage-keys';
import { makeUser, signedIn } from '@/test/fixtures';
import { loggedOut, signedIn as signedInAction } from './auth-slice';
import { loadStoredSession, verifyStoredSession } from './auth-storage';

describe('session persistence (SPEC §4)', () => {
  it('stores user and tokens on login and clears them on logout', () => {
    const store = makeStore(loadStoredSession());
    const session = signedIn();
    store.dispatch(signedInAction({ user: session.user!, accessToken: 'a1', refreshToken: 'r1' }));
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('a1');
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('r1');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(session.user);

    expect(makeStore(loadStoredSession()).getState().auth).toEqual({
      ...session,
      accessToken: 'a1',
      refreshToken: 'r1',
    });

    store.dispatch(loggedOut());
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('treats a token without a user, or unreadable JSON, as signed out', () => {
    window.localStorage.setItem(storageKeys.accessToken, 'a1');
    window.localStorage.setItem(storageKeys.user, '{not json');
    expect(loadStoredSession().user).toBeNull();
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('logs out a stored user that no longer matches the contract', async () => {
    const store = makeStore({ ...signedIn(), user: { ...makeUser(), email: 42 } as never });
    expect(await verifyStoredSession(store)).toBe(false);
    expect(store.getState().auth.user).toBeNull();

    const good = makeStore(signedIn());
    expect(await verifyStoredSession(good)).toBe(true);
    expect(good.getState().auth.user).not.toBeNull();
  });
});
