import { useRef, useState } from 'react';
import type { TCheckoutResult } from '@launchpad/shared';
import { getErrorMessage } from '@/lib/api';
import { useAuthenticatePaymentMutation, useConfirmPaymentMutation, usePaymentConfigQuery } from './api';
import { BankConfirmationDialog } from './components/bank-confirmation-dialog';
import { loadStripeJs } from './stripe/load-stripe';

/** The processor's id of a payment, from its client secret (`pi_…_secret_…`). */
export const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

type TWaiting = {
  clientSecret: string;
  amountLabel: string | null;
  resolve: (result: TCheckoutResult) => void;
  reject: (error: Error) => void;
};

/**
 * The bank's step (3-D Secure) of a payment that answered `requires_action`, then the finalise call:
 * Stripe.js `handleNextAction` with Stripe, the test bank's dialog with the built-in gateway. Resolves
 * with the settled checkout result; rejects with the reason (a failed or abandoned step: nothing was
 * charged). Render `dialog` once in the page.
 */
export function usePaymentAuthentication() {
  const { data: config } = usePaymentConfigQuery();
  const [authenticatePayment] = useAuthenticatePaymentMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [waiting, setWaiting] = useState<TWaiting | null>(null);
  const [answer, setAnswer] = useState<'complete' | 'fail' | null>(null);
  const busy = useRef(false);

  const finalise = async (clientSecret: string) =>
    confirmPayment({ paymentIntentId: paymentIdOf(clientSecret) }).unwrap();

  const authenticate = async (result: TCheckoutResult, amountLabel: string | null = null): Promise<TCheckoutResult> => {
    const clientSecret = result.clientSecret;
    if (!clientSecret) throw new Error('Your bank needs you to confirm this payment. Please try again.');
    if (config?.provider === 'stripe' && config.publishableKey) {
      const stripe = await loadStripeJs(config.publishableKey, config.stripeJsUrl);
      const { error } = await stripe.handleNextAction({ clientSecret });
      if (error) {
        // The order is marked failed from the processor's own account, then the reason is shown.
        await finalise(clientSecret).catch(() => undefined);
        throw new Error(error.message ?? 'Your bank did not confirm the payment.');
      }
      return finalise(clientSecret);
    }
    return new Promise<TCheckoutResult>((resolve, reject) =>
      setWaiting({ clientSecret, amountLabel, resolve, reject }),
    );
  };

  const respond = async (outcome: 'complete' | 'fail') => {
    if (!waiting || busy.current) return;
    busy.current = true;
    setAnswer(outcome);
    try {
      await authenticatePayment({ clientSecret: waiting.clientSecret, outcome }).unwrap();
      waiting.resolve(await finalise(waiting.clientSecret));
    } catch (failure) {
      waiting.reject(new Error(getErrorMessage(failure)));
    } finally {
      busy.current = false;
      setAnswer(null);
      setWaiting(null);
    }
  };

  const dialog = (
    <BankConfirmationDialog
      open={waiting !== null}
      amountLabel={waiting?.amountLabel ?? null}
      pending={answer}
      onComplete={() => void respond('complete')}
      onFail={() => void respond('fail')}
    />
  );
  return { authenticate, dialog };
}
