import { LRUCache } from 'lru-cache';
import type { TDatabase } from '../../db/client';
import type { TActiveAccounts, TActiveSession } from '../../core';
import { findActiveSession } from './users.service';

/**
 * What the database NOTIFYs, with the account's id, when its role, email or token version changes, when it
 * is deleted (migrations 0017, 0019) or when one of its sessions is revoked.
 */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

export type { TActiveAccounts } from '../../core';

/** One remembered account: its role and token version, and the sessions seen open since it was read. */
type TRemembered = { id: string; role: TActiveSession['role']; tokenVersion: number; openSessions: Set<string> };

const MAX_ACCOUNTS = 10_000;
/** A bound on how long a missed notification could matter (e.g. behind a pooler that drops LISTEN). */
const MAX_AGE_MS = 60_000;

/**
 * Every signed-in request needs its account's role, token version and whether its session is still open,
 * which are read from the database rather than trusted from the token so that a role change, a sign-out,
 * a password change or a deletion applies at once. Asking the database on every request was half of a
 * cart read's work, so the accounts seen recently are remembered with the sessions seen open. That stays
 * correct across instances: the database notifies every instance when an account changes, one of its
 * sessions is revoked or it is deleted (migrations 0017 and 0019) and each forgets it; while
 * notifications may be missed (before listening, after a lost connection) it remembers nothing and starts
 * afresh. A lookup that overlapped any change is not remembered (its answer may be older than the
 * change), which the generation counter detects. A session not seen yet (a new sign-in) is read once.
 */
export async function watchActiveAccounts(database: TDatabase): Promise<TActiveAccounts> {
  const remembered = new LRUCache<string, TRemembered>({ max: MAX_ACCOUNTS, ttl: MAX_AGE_MS });
  let listening = false;
  let generation = 0;
  const forget = (userId: string) => {
    generation += 1;
    remembered.delete(userId);
  };
  const stop = await database.listen(ACCOUNT_CHANGED_CHANNEL, {
    onNotify: forget,
    onListening: (now) => {
      generation += 1;
      remembered.clear();
      listening = now;
    },
  });
  const remember = (found: TActiveSession, sessionId: string) => {
    const known = remembered.get(found.id);
    if (known && known.role === found.role && known.tokenVersion === found.tokenVersion) {
      known.openSessions.add(sessionId);
      return;
    }
    const { id, role, tokenVersion } = found;
    remembered.set(found.id, { id, role, tokenVersion, openSessions: new Set([sessionId]) });
  };
  return {
    async find(userId, sessionId) {
      const known = remembered.get(userId);
      if (known?.openSessions.has(sessionId)) {
        return { id: known.id, role: known.role, tokenVersion: known.tokenVersion, sessionLive: true };
      }
      const before = generation;
      const found = await findActiveSession(database, userId, sessionId);
      if (found?.sessionLive && listening && generation === before) remember(found, sessionId);
      return found;
    },
    forget,
    close: stop,
  };
}
