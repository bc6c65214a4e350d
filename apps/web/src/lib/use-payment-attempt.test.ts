import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPaymentAttempt, usePaymentAttempt } from './use-payment-attempt';

type TResult = { status: 'paid' | 'requires_action' };

/** A page load: a fresh hook (component state is gone, the tab's session storage is not). */
const load = (scope: 'checkout' | 'plan' = 'checkout') => renderHook(() => usePaymentAttempt(scope)).result.current;

/** Pays and reports the idempotency key the server was sent. */
async function keyOf(
  attempt: ReturnType<typeof load>,
  fingerprint: string,
  answer: TResult | { status: number } = { status: 'requires_action' },
) {
  let sent = '';
  await attempt<TResult>(
    fingerprint,
    async (key) => {
      sent = key;
      if (typeof answer.status === 'number') throw answer;
      return answer as TResult;
    },
    (result) => result.status === 'paid',
  ).catch(() => undefined);
  return sent;
}

beforeEach(() => window.sessionStorage.clear());

describe('one purchase, one idempotency key (issue 20)', () => {
  it('keeps the key across a reload while the payment waits for the bank, so Pay again returns the same order', async () => {
    const first = await keyOf(load(), 'cart-v1|£120');
    const afterReload = await keyOf(load(), 'cart-v1|£120');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(afterReload).toBe(first);
  });

  it('keeps the key after a server failure or lost connection (nobody knows whether the card was charged)', async () => {
    const first = await keyOf(load(), 'cart-v1|£120', { status: 503 });
    expect(await keyOf(load(), 'cart-v1|£120')).toBe(first);
  });

  it('gives a new key when the cart changes (a new version), once the order is paid, or after a refusal', async () => {
    const first = await keyOf(load(), 'cart-v1|£120');
    const changed = await keyOf(load(), 'cart-v2|£150');
    expect(changed).not.toBe(first);

    const paid = await keyOf(load(), 'cart-v2|£150', { status: 'paid' });
    expect(paid).toBe(changed);
    const afterPaid = await keyOf(load(), 'cart-v2|£150');
    expect(afterPaid).not.toBe(paid);

    const declined = await keyOf(load(), 'cart-v2|£150', { status: 402 });
    expect(declined).toBe(afterPaid);
    expect(await keyOf(load(), 'cart-v2|£150')).not.toBe(declined);
  });

  it('forgets the attempt when the page says it is over (a failed bank step), and keeps checkout and plans apart', async () => {
    const checkout = await keyOf(load('checkout'), 'cart-v1|£120');
    const plan = await keyOf(load('plan'), 'cart-v1|£120');
    expect(plan).not.toBe(checkout);
    forgetPaymentAttempt('checkout');
    expect(await keyOf(load('checkout'), 'cart-v1|£120')).not.toBe(checkout);
    expect(await keyOf(load('plan'), 'cart-v1|£120')).toBe(plan);
  });
});
