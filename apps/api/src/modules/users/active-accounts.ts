import type { TRole } from '@launchpad/shared';
import { LRUCache } from 'lru-cache';
import type { TDatabase } from '../../db/client';
import { findActiveUser } from './users.service';

/** What migration 0017's triggers NOTIFY, with the account's id, when its role changes or it is deleted. */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

export type TActiveAccount = { id: string; role: TRole };

export type TActiveAccounts = {
  /** The account behind a verified token, or null when it has been deleted. */
  find: (userId: string) => Promise<TActiveAccount | null>;
  /** Called after a change to an account's role, or its deletion, has committed on this instance. */
  forget: (userId: string) => void;
  close: () => Promise<void>;
};

const MAX_ACCOUNTS = 10_000;
/** A bound on how long a missed notification could matter (e.g. behind a pooler that drops LISTEN). */
const MAX_AGE_MS = 60_000;

/**
 * Every signed-in request needs its account's role, which is read from the database rather than the token
 * so that a role change or a deletion applies at once. Asking the database on every request was half of
 * a cart read's work, so the accounts seen recently are remembered. That stays correct across instances:
 * the database notifies every instance when an account's role changes or it is deleted (migration 0017)
 * and each forgets it; while notifications may be missed (before listening, after a lost connection) it
 * remembers nothing and starts afresh. A lookup that overlapped any change is not remembered (its
 * answer may be older than the change), which the generation counter detects.
 */
export async function watchActiveAccounts(database: TDatabase): Promise<TActiveAccounts> {
  const remembered = new LRUCache<string, TActiveAccount>({ max: MAX_ACCOUNTS, ttl: MAX_AGE_MS });
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
  return {
    async find(userId) {
      const known = remembered.get(userId);
      if (known) return known;
      const before = generation;
      const account = await findActiveUser(database, userId);
      if (account && listening && generation === before) remembered.set(userId, account);
      return account;
    },
    forget,
    close: stop,
  };
}
