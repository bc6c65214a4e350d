import { storageKeys } from '@/config/storage-keys';
import { readSessionString, writeSessionString } from '@/lib/storage';

/**
 * The idea a visitor typed before they could build it (issue 18: "a visitor's idea survives sign-up and
 * plan purchase and is built straight after"). Kept in this tab's session storage, so it never outlives
 * the visit or follows someone else onto a shared computer, and forgotten after a day at the latest.
 */
export type TPendingIdea = {
  query: string;
  savedAt: number;
  /** Whether the visitor was signed in when it was kept: the first sign-in after that leads to the plans. */
  signedIn: boolean;
};

export const PENDING_IDEA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isPendingIdea(value: unknown): value is TPendingIdea {
  if (typeof value !== 'object' || value === null) return false;
  const { query, savedAt, signedIn } = value as Record<string, unknown>;
  return (
    typeof query === 'string' && query.trim() !== '' && typeof savedAt === 'number' && typeof signedIn === 'boolean'
  );
}

export function keepPendingIdea(query: string, { signedIn, now = Date.now() }: { signedIn: boolean; now?: number }) {
  const pending: TPendingIdea = { query, savedAt: now, signedIn };
  writeSessionString(storageKeys.pendingIdea, JSON.stringify(pending));
}

/** The kept idea, or null when there is none or it is older than a day. */
export function readPendingIdea(now = Date.now()): TPendingIdea | null {
  const raw = readSessionString(storageKeys.pendingIdea);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPendingIdea(parsed) && now - parsed.savedAt <= PENDING_IDEA_MAX_AGE_MS && parsed.savedAt <= now) {
      return parsed;
    }
  } catch {
    // Not ours or damaged: forgotten below.
  }
  writeSessionString(storageKeys.pendingIdea, null);
  return null;
}

/** Reads and forgets the kept idea: it is built once. */
export function takePendingIdea(now = Date.now()): string | null {
  const pending = readPendingIdea(now);
  writeSessionString(storageKeys.pendingIdea, null);
  return pending?.query ?? null;
}
