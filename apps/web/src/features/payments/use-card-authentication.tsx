import { useRef, useState } from 'react';
import type { TCardSetupAction, TSavedCard } from '@launchpad/shared';
import { useAuthenticatePaymentMutation, useConfirmCardMutation, usePaymentConfigQuery } from './api';
import { BankConfirmationDialog } from './components/bank-confirmation-dialog';
import { loadStripeJs } from './stripe/load-stripe';

type TWaiting = {
  clientSecret: string;
  resolve: (answer: 'complete' | 'fail') => void;
};

/**
 * The bank's step (3-D Secure) for a card being saved, then the finalise call that saves it: Stripe.js
 * `handleNextAction` on the SetupIntent with Stripe, the test bank's dialog with the built-in gateway.
 * Resolves with the saved card; rejects with the reason when the step failed or was abandoned (then
 * nothing was saved). Render `dialog` once next to the form.
 */
export function useCardAuthentication() {
  const { data: config } = usePaymentConfigQuery();
  const [authenticate] = useAuthenticatePaymentMutation();
  const [confirmCard] = useConfirmCardMutation();
  const [waiting, setWaiting] = useState<TWaiting | null>(null);
  const [answer, setAnswer] = useState<'complete' | 'fail' | null>(null);
  const busy = useRef(false);

  const finalise = (action: TCardSetupAction) => confirmCard({ setupIntentId: action.setupIntentId }).unwrap();

  const confirmWithBank = async (action: TCardSetupAction): Promise<TSavedCard> => {
    if (config?.provider === 'stripe' && config.publishableKey) {
      const stripe = await loadStripeJs(config.publishableKey, config.stripeJsUrl);
      const { error } = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      // The api saves the card only if Stripe says the bank confirmed it, whatever the browser saw.
      if (error) throw new Error(error.message ?? 'Your bank did not confirm this card.');
      return finalise(action);
    }
    const outcome = await new Promise<'complete' | 'fail'>((resolve) =>
      setWaiting({ clientSecret: action.clientSecret, resolve }),
    );
    try {
      await authenticate({ clientSecret: action.clientSecret, outcome }).unwrap();
    } finally {
      busy.current = false;
      setAnswer(null);
      setWaiting(null);
    }
    return finalise(action);
  };

  const respond = (outcome: 'complete' | 'fail') => {
    if (!waiting || busy.current) return;
    busy.current = true;
    setAnswer(outcome);
    waiting.resolve(outcome);
  };

  const dialog = (
    <BankConfirmationDialog
      subject="card"
      open={waiting !== null}
      amountLabel={null}
      pending={answer}
      onComplete={() => respond('complete')}
      onFail={() => respond('fail')}
    />
  );
  return { confirmWithBank, dialog };
}
