import { useRef, useState, type FormEvent } from 'react';
import type { TSavedCard } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { needsBankStep, useAddCardMutation } from '../api';
import { useCardAuthentication } from '../use-card-authentication';
import { CardFormActions } from '../components/card-form-actions';
import StripeCardFields, { type TStripeCardHandle } from './stripe-card-fields';

/**
 * Add a card with Stripe: Stripe.js makes a PaymentMethod from its own fields, and the server saves
 * it with a SetupIntent (Stripe checks the card with the bank before it is kept; a bank that asks for
 * 3-D Secure gets its step through Stripe.js first).
 */
export default function StripeCardForm({
  publishableKey,
  scriptUrl,
  onSaved,
  onCancel,
  submitLabel = 'Save card',
}: {
  publishableKey: string;
  scriptUrl: string | null;
  onSaved: (card: TSavedCard) => void;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const handleRef = useRef<TStripeCardHandle | null>(null);
  const [addCard] = useAddCardMutation();
  const { confirmWithBank, dialog } = useCardAuthentication();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !handleRef.current) return;
    setBusy(true);
    setFailure(null);
    try {
      const paymentMethodId = await handleRef.current.createPaymentMethod();
      const added = await addCard({ paymentMethodId }).unwrap();
      // A card whose bank asks for 3-D Secure: Stripe.js runs the bank's step, then the api saves it.
      const saved = needsBankStep(added) ? await confirmWithBank(added) : added;
      void notify.success('Card saved.');
      onSaved(saved);
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {dialog}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="Add a card">
        {failure && <Alert tone="error">{failure}</Alert>}
        <StripeCardFields publishableKey={publishableKey} scriptUrl={scriptUrl} mode="setup" handleRef={handleRef} />
        <CardFormActions
          note="Your card is handled by Stripe. We store only the brand, last 4 digits and expiry date."
          submitLabel={submitLabel}
          busy={busy}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
