import { storageKeys } from '@/config/storage-keys';
import { readSessionString, writeSessionString } from '@/lib/storage';

/**
 * The landing page a founder was publishing when they went to buy a domain for it (issue 24: "search
 * and buy one in the same flow, then back to publishing"). Kept in this tab's session storage, like the
 * builder's pending idea, so it never outlives the visit, and forgotten after a day at the latest.
 */
export type TPendingPublish = {
  ideaId: string;
  /** Where the Publish button was (the build page or the landing page): checkout leads back there. */
  returnTo: string;
  savedAt: number;
};

export const PENDING_PUBLISH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The search parameter that opens the Publish dialog when the page loads (the way back from checkout). */
export const PUBLISH_PARAM = 'publish';

function isPendingPublish(value: unknown): value is TPendingPublish {
  if (typeof value !== 'object' || value === null) return false;
  const { ideaId, returnTo, savedAt } = value as Record<string, unknown>;
  return (
    typeof ideaId === 'string' &&
    ideaId !== '' &&
    typeof returnTo === 'string' &&
    // Only a path of this site: never a way to send someone elsewhere.
    returnTo.startsWith('/') &&
    !returnTo.startsWith('//') &&
    typeof savedAt === 'number'
  );
}

export function keepPendingPublish(ideaId: string, returnTo: string, now = Date.now()) {
  const pending: TPendingPublish = { ideaId, returnTo, savedAt: now };
  writeSessionString(storageKeys.pendingPublish, JSON.stringify(pending));
}

/** The kept publish, or null when there is none or it is older than a day. */
export function readPendingPublish(now = Date.now()): TPendingPublish | null {
  const raw = readSessionString(storageKeys.pendingPublish);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isPendingPublish(parsed) && parsed.savedAt <= now && now - parsed.savedAt <= PENDING_PUBLISH_MAX_AGE_MS) {
      return parsed;
    }
  } catch {
    // Not ours or damaged: forgotten below.
  }
  forgetPendingPublish();
  return null;
}

export function forgetPendingPublish() {
  writeSessionString(storageKeys.pendingPublish, null);
}

/** `returnTo` with `?publish=1`, which opens the Publish dialog there. */
export function publishReturnPath(pending: TPendingPublish): string {
  const url = new URL(pending.returnTo, 'http://launchpad.invalid');
  url.searchParams.set(PUBLISH_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
