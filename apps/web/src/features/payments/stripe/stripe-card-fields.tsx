import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { loadStripeJs } from './load-stripe';

/** What the page does with the card once the customer presses the form's button. */
export type TStripeCardHandle = {
  /**
   * Checks the fields (elements.submit) and makes a PaymentMethod with Stripe.js; resolves with its
   * id. Rejects with Stripe's message (an incomplete or invalid card) — nothing reached our server.
   */
  createPaymentMethod: () => Promise<string>;
};

type TStripeCardFieldsProps = {
  publishableKey: string;
  scriptUrl: string | null;
  /** `payment`: a card for this payment (amount in pence); `setup`: a card saved for later. */
  mode: 'payment' | 'setup';
  amountPence?: number;
  handleRef: RefObject<TStripeCardHandle | null>;
  /** Whether the fields hold a complete card. */
  onCompleteChange?: (complete: boolean) => void;
};

function Fields({ handleRef, onCompleteChange }: Pick<TStripeCardFieldsProps, 'handleRef' | 'onCompleteChange'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) return;
    handleRef.current = {
      async createPaymentMethod() {
        const submitted = await elements.submit();
        if (submitted.error) throw new Error(submitted.error.message ?? 'Check your card details.');
        const created = await stripe.createPaymentMethod({ elements });
        if (created.error) throw new Error(created.error.message ?? 'Your card could not be used.');
        return created.paymentMethod.id;
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [stripe, elements, handleRef]);

  return (
    <div className="min-h-24">
      {!ready && (
        <div role="status">
          <span className="sr-only">Loading the secure card form…</span>
          <Skeleton className="h-24 rounded-xl" />
        </div>
      )}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onChange={(event) => onCompleteChange?.(event.complete)}
      />
    </div>
  );
}

/**
 * Stripe's Payment Element: the card is typed into Stripe's own fields (Stripe.js), so its number
 * never reaches this site. The PaymentMethod is made here (`paymentMethodCreation: 'manual'`) and the
 * server creates and confirms the PaymentIntent or SetupIntent with it; a bank step (3-D Secure) then
 * runs in Stripe.js `handleNextAction`. Loaded only by the pages that take a card.
 */
export default function StripeCardFields({
  publishableKey,
  scriptUrl,
  mode,
  amountPence = 0,
  handleRef,
  onCompleteChange,
}: TStripeCardFieldsProps) {
  const stripe = useMemo(() => loadStripeJs(publishableKey, scriptUrl), [publishableKey, scriptUrl]);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    stripe.catch((error: unknown) => live && setLoadError(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [stripe]);

  const options: StripeElementsOptions =
    mode === 'payment'
      ? {
          mode: 'payment',
          amount: amountPence,
          currency: 'gbp',
          paymentMethodCreation: 'manual',
        }
      : { mode: 'setup', currency: 'gbp', paymentMethodCreation: 'manual' };

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  return (
    <Elements stripe={stripe} options={options}>
      <Fields handleRef={handleRef} onCompleteChange={onCompleteChange} />
    </Elements>
  );
}
