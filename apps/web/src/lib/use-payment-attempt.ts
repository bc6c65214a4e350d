import { useCallback } from 'react';
import { storageKeys } from '@/config/storage-keys';
import type { TApiError } from '@/lib/api';
import { readSessionString, writeSessionString } from '@/lib/storage';

type TAttempt = { key: string; fingerprint: string };
export type TAttemptScope = 'checkout' | 'plan';

const STORAGE = { checkout: storageKeys.checkoutAttempt, plan: storageKeys.planAttempt } as const;

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => String(Math.floor(Math.random() * 10)))
  );
}

function readAttempt(scope: TAttemptScope): TAttempt | null {
  const raw = readSessionString(STORAGE[scope]);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TAttempt>;
    return typeof value.key === 'string' && typeof value.fingerprint === 'string'
      ? { key: value.key, fingerprint: value.fingerprint }
      : null;
  } catch {
    return null;
  }
}

/** Ends the attempt of this tab: the next Pay gets a new key (a failed bank step, a settled order). */
export function forgetPaymentAttempt(scope: TAttemptScope): void {
  writeSessionString(STORAGE[scope], null);
}

/** The server answered and said no (a decline, a bad coupon): the attempt is over. */
export function isFinalAnswer(error: unknown): boolean {
  const status = (error as Partial<TApiError> | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Idempotency keys for one purchase (issues 5 and 20). The key is bound to what is paid for — the
 * `fingerprint`: the cart's version, coupon and amount — and kept in this tab's session storage, so
 * a retry after a network failure, a reload in the middle of the bank's step, or a second click sends
 * the same key and the server returns the same order instead of charging again. The attempt ends
 * (the next Pay gets a new key) when the server gives a final answer (a 4xx: declined, bad coupon),
 * when `settled(result)` says the purchase is done, or when the caller calls forgetPaymentAttempt.
 * Changing what is paid for changes the fingerprint, and so the key.
 */
export function usePaymentAttempt(scope: TAttemptScope = 'checkout') {
  return useCallback(
    async <T>(
      fingerprint: string,
      pay: (idempotencyKey: string) => Promise<T>,
      settled: (result: T) => boolean = () => true,
    ): Promise<T> => {
      let current = readAttempt(scope);
      if (!current || current.fingerprint !== fingerprint) {
        current = { key: newKey(), fingerprint };
        writeSessionString(STORAGE[scope], JSON.stringify(current));
      }
      try {
        const result = await pay(current.key);
        if (settled(result)) forgetPaymentAttempt(scope);
        return result;
      } catch (error) {
        if (isFinalAnswer(error)) forgetPaymentAttempt(scope);
        throw error;
      }
    },
    [scope],
  );
}
