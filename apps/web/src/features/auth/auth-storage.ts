import type { TUserInfo } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { readJson, readString, removeItems, writeJson, writeString } from '@/lib/storage';
import { loggedOut, sessionReplaced, signedOutSession, type TSession } from './auth-slice';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session as stored in local storage (SPEC §4), or signed out when a part is missing. The
 * user record is checked against the shared contract by `verifyStoredSession` just after start-up,
 * so that zod is not part of the first page load.
 */
export function loadStoredSession(): TSession {
  const accessToken = readString(storageKeys.accessToken);
  const refreshToken = readString(storageKeys.refreshToken);
  const user = readJson(storageKeys.user);
  if (!accessToken || !isRecord(user)) {
    clearStoredSession();
    return signedOutSession;
  }
  return { user: user as TUserInfo, accessToken, refreshToken };
}

type TSessionStore = {
  getState: () => { auth: TSession };
  dispatch: (action: ReturnType<typeof loggedOut> | ReturnType<typeof sessionReplaced>) => unknown;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Logs out a stored session whose user no longer matches ZUserInfo (an older format or a hand
 * edit): a half-valid session is worse than none. Resolves to whether the session was kept.
 */
export async function verifyStoredSession(store: TSessionStore): Promise<boolean> {
  const { user } = store.getState().auth;
  if (!user) return true;
  const { ZUserInfo } = await import('@launchpad/shared/contracts/user');
  if (ZUserInfo.safeParse(user).success) return true;
  if (store.getState().auth.user === user) store.dispatch(loggedOut());
  return false;
}

export function saveSession(session: TSession): void {
  if (!session.accessToken || !session.user) {
    clearStoredSession();
    return;
  }
  writeString(storageKeys.accessToken, session.accessToken);
  writeString(storageKeys.refreshToken, session.refreshToken);
  writeJson(storageKeys.user, session.user);
}

export function clearStoredSession(): void {
  removeItems(storageKeys.accessToken, storageKeys.refreshToken, storageKeys.user);
}

/** Set while a session read from storage is applied, so it is not written straight back. */
let applyingStoredSession = false;

/** Writes the session to storage whenever it changes; returns the unsubscribe function. */
export function persistSessionChanges(store: TSessionStore): () => void {
  let last = store.getState().auth;
  return store.subscribe(() => {
    const next = store.getState().auth;
    if (next === last) return;
    last = next;
    if (!applyingStoredSession) saveSession(next);
  });
}

const SESSION_KEYS: readonly string[] = [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.user];

/** The stored session as is (no clean-up): what another tab has just written. */
function peekStoredSession(): TSession {
  const accessToken = readString(storageKeys.accessToken);
  const user = readJson(storageKeys.user);
  if (!accessToken || !isRecord(user)) return signedOutSession;
  return { user: user as TUserInfo, accessToken, refreshToken: readString(storageKeys.refreshToken) };
}

/**
 * Keeps this tab's session in step with the others of the same browser: a sign-in, refresh or
 * sign-out elsewhere applies here too. Without it a tab would go on holding a refresh token that
 * another tab has spent, and its next refresh would end the session everywhere (tokens rotate).
 */
export function syncSessionAcrossTabs(store: TSessionStore): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !SESSION_KEYS.includes(event.key)) return;
    const stored = peekStoredSession();
    const held = store.getState().auth;
    if (stored.accessToken === held.accessToken && stored.refreshToken === held.refreshToken) {
      if (JSON.stringify(stored.user) === JSON.stringify(held.user)) return;
    }
    applyingStoredSession = true;
    try {
      store.dispatch(sessionReplaced(stored));
    } finally {
      applyingStoredSession = false;
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
