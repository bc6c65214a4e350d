import type { TStorageKey } from '@/config/storage-keys';

/*
 * Local storage that never throws: private browsing, quota errors and disabled storage degrade to
 * "nothing stored" instead of breaking the page.
 */

function store(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: TStorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: TStorageKey, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still works for this visit.
  }
}

export function readJson(key: TStorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: TStorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function removeItems(...keys: TStorageKey[]): void {
  keys.forEach((key) => writeString(key, null));
}

/** Session storage (this tab only, gone when it closes): for values that must not outlive a flow. */
export function readSessionString(key: TStorageKey): string | null {
  try {
    return store('session')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionString(key: TStorageKey, value: string | null): void {
  try {
    if (value === null) store('session')?.removeItem(key);
    else store('session')?.setItem(key, value);
  } catch {
    // Storage disabled: the flow that needed it will say so when it cannot find the value.
  }
}
