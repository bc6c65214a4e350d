import { useCallback, useRef } from 'react';
import type { TApiError } from '@/lib/api';

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => String(Math.floor(Math.random() * 10)))
  );
}

/** The server answered and said no (a decline, a bad coupon): the attempt is over. */
export function isFinalAnswer(error: unknown): boolean {
  const status = (error as Partial<TApiError> | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Idempotency keys for one payment form (issue 5): a key per attempt, made with crypto.randomUUID.
 * When the server could not be reached, timed out or failed (5xx), nobody knows whether the card was
 * charged, so a retry of the same attempt (same `fingerprint`: card, coupon, amount) sends the same
 * key and the server charges at most once. A decline or any other answer ends the attempt: the next
 * try gets a new key. So does changing what is paid or how.
 */
export function usePaymentAttempt() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback(async <T>(fingerprint: string, pay: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    if (!current.current || current.current.fingerprint !== fingerprint) {
      current.current = { key: newKey(), fingerprint };
    }
    const { key } = current.current;
    try {
      const result = await pay(key);
      current.current = null;
      return result;
    } catch (error) {
      if (isFinalAnswer(error)) current.current = null;
      throw error;
    }
  }, []);
}
