import { useEffect, useRef, useState } from 'react';
import type { TCart, TCouponCheck } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { getErrorMessage } from '@/lib/api';
import { readString, writeString } from '@/lib/storage';
import { useCheckCouponMutation } from './api';

/** The api said no (expired, used up, nothing it covers): not a network failure or a server error. */
const isRefusal = (failure: unknown) =>
  typeof failure === 'object' &&
  failure !== null &&
  'status' in failure &&
  typeof failure.status === 'number' &&
  failure.status < 500;

/**
 * A visitor's coupon (there is no server cart before sign-in): the code is kept in the browser with
 * the cart, checked again against it on every visit and every change (`coupan-check` prices the
 * browser's cart), and handed to the account's cart at sign-in (cart-session.ts).
 */
export function useVisitorCoupon(cart: TCart) {
  const [code, setCode] = useState(() => readString(storageKeys.cartCoupon));
  const [check, setCheck] = useState<TCouponCheck | null>(null);
  /** Why the kept code no longer applies, in the server's words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Why a code just typed was refused, or why it could not be checked. */
  const [error, setError] = useState<string | null>(null);
  const [checkCoupon, state] = useCheckCouponMutation();
  const checkedFor = useRef<string | null>(null);
  const cartKey = JSON.stringify(cart.CartItems);

  useEffect(() => {
    // No code (remove clears what was shown), or no lines (the page shows the empty cart): nothing to check.
    if (!code || cart.CartItems.length === 0) return;
    if (checkedFor.current === `${code}|${cartKey}`) return;
    checkedFor.current = `${code}|${cartKey}`;
    let live = true;
    let done = false;
    checkCoupon({ code, cart })
      .unwrap()
      .then((result) => {
        done = true;
        if (!live) return;
        setCheck(result);
        setRefusal(null);
      })
      .catch((failure: unknown) => {
        done = true;
        if (!live) return;
        setCheck(null);
        if (isRefusal(failure)) setRefusal(getErrorMessage(failure));
        else setError(getErrorMessage(failure));
      });
    return () => {
      live = false;
      // A check cut short (the page left, or ran its effect again) is made again next time.
      if (!done) checkedFor.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked again only when the code or the lines change
  }, [code, cartKey]);

  const apply = async (typed: string) => {
    setError(null);
    try {
      const result = await checkCoupon({ code: typed, cart }).unwrap();
      checkedFor.current = `${typed}|${cartKey}`;
      writeString(storageKeys.cartCoupon, typed);
      setCode(typed);
      setCheck(result);
      setRefusal(null);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  const remove = () => {
    writeString(storageKeys.cartCoupon, null);
    checkedFor.current = null;
    setCode(null);
    setCheck(null);
    setRefusal(null);
    setError(null);
  };

  return { code, check, refusal, error, checking: state.isLoading, apply, remove };
}
