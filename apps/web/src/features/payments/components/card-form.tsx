import {
  CARD_BRAND_LABELS,
  cardNumberIssue,
  cvcIssue,
  cvcLength,
  detectCardBrand,
  expiryIssue,
  normaliseCardNumber,
} from '@launchpad/shared/domain/cards';
import { lazy, Suspense, useState } from 'react';
import type { TSavedCard } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { fieldErrorsFrom, useForm } from '@/lib/use-form';
import { Skeleton } from '@/components/ui/skeleton';
import { needsBankStep, useAddCardMutation, usePaymentConfigQuery, useTokeniseCardMutation } from '../api';
import { useCardAuthentication } from '../use-card-authentication';
import { formatCardNumber, formatExpiry, parseExpiry } from '../card-input';
import { CardFormActions } from './card-form-actions';

type TCardValues = { number: string; expiry: string; cvc: string; name: string };

/** Inline checks with the shared card rules (the gateway applies the same ones). */
export function validateCardForm(values: TCardValues, now: Date) {
  const brand = detectCardBrand(values.number);
  const expiry = parseExpiry(values.expiry);
  return {
    number: values.number.trim() ? cardNumberIssue(values.number)?.message : 'Enter your card number.',
    expiry: !values.expiry.trim()
      ? 'Enter the expiry date.'
      : !expiry
        ? 'Enter the expiry date as MM / YY.'
        : expiryIssue(expiry.expMonth, expiry.expYear, now)?.message,
    cvc: values.cvc.trim() ? cvcIssue(values.cvc, brand)?.message : 'Enter the security code.',
    name: values.name.trim().length > 100 ? 'Use at most 100 characters.' : undefined,
  };
}

const SERVER_FIELDS = {
  'card.number': 'number',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
  'card.name': 'name',
} as const;

type TCardFormProps = {
  onSaved: (card: TSavedCard) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** Stripe's card form (and Stripe.js) are fetched only when Stripe takes the payments. */
const StripeCardForm = lazy(() => import('../stripe/stripe-card-form'));

/** Add a card: Stripe's secure form when Stripe takes payments, else the built-in gateway's form. */
export function CardForm(props: TCardFormProps) {
  const { data: config } = usePaymentConfigQuery();
  if (config?.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
        <StripeCardForm publishableKey={config.publishableKey} scriptUrl={config.stripeJsUrl} {...props} />
      </Suspense>
    );
  }
  return <BuiltinCardForm {...props} />;
}

/**
 * Add a card with the built-in gateway: the details are tokenised (a payment method id, as Stripe.js
 * makes one), then the token is saved; the api keeps only the token, brand, last 4 and expiry.
 */
function BuiltinCardForm({ onSaved, onCancel, submitLabel = 'Save card' }: TCardFormProps) {
  const [tokenise, tokenising] = useTokeniseCardMutation();
  const [addCard, adding] = useAddCardMutation();
  const { confirmWithBank, dialog } = useCardAuthentication();
  const [bankFailure, setBankFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const isLoading = tokenising.isLoading || adding.isLoading || confirming;
  const error = tokenising.error ?? adding.error;
  const clearError = () => {
    tokenising.reset();
    adding.reset();
    setBankFailure(null);
  };
  const form = useForm<TCardValues>({
    initial: { number: '', expiry: '', cvc: '', name: '' },
    validate: (values) => validateCardForm(values, new Date()),
  });
  const brand = detectCardBrand(form.values.number);
  const codeLength = cvcLength(brand);

  const onSubmit = form.handleSubmit(async ({ number, expiry, cvc, name }) => {
    const date = parseExpiry(expiry);
    if (!date) return;
    clearError();
    try {
      // The card is tokenised first, as a processor's card form does; only the token is saved.
      const { paymentMethodId } = await tokenise({
        number: normaliseCardNumber(number),
        expMonth: date.expMonth,
        expYear: date.expYear,
        cvc,
        ...(name.trim() && { name: name.trim() }),
      }).unwrap();
      const added = await addCard({ paymentMethodId }).unwrap();
      let saved = added;
      if (needsBankStep(added)) {
        // The bank asks the cardholder to confirm the card first (3-D Secure); it is saved only if they do.
        setConfirming(true);
        try {
          saved = await confirmWithBank(added);
        } catch (failure) {
          setBankFailure(getErrorMessage(failure));
          return;
        } finally {
          setConfirming(false);
        }
      }
      if (needsBankStep(saved)) return;
      void notify.success('Card saved.');
      form.reset();
      onSaved(saved);
    } catch (failure) {
      const { fieldErrors } = fieldErrorsFrom(failure, SERVER_FIELDS);
      form.setServerErrors(fieldErrors);
    }
  });

  const unmatched = error && !['number', 'expiry', 'cvc', 'name'].some((f) => form.errorFor(f as keyof TCardValues));
  return (
    <>
      {dialog}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Add a card">
        {(bankFailure ?? unmatched) && <Alert tone="error">{bankFailure ?? getErrorMessage(error)}</Alert>}
        <Field label="Card number" error={form.errorFor('number')}>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                {...form.register('number')}
                onChange={(event) => form.setValue('number', formatCardNumber(event.target.value))}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                className="pr-28"
              />
              {brand !== 'unknown' && (
                <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded-md bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                  {CARD_BRAND_LABELS[brand]}
                </span>
              )}
            </div>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Expiry date" error={form.errorFor('expiry')}>
            {(control) => (
              <Input
                {...control}
                {...form.register('expiry')}
                onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value, form.values.expiry))}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
              />
            )}
          </Field>
          <Field
            label="Security code"
            error={form.errorFor('cvc')}
            hint={`${codeLength} digits${brand === 'amex' ? ', on the front' : ', on the back'}.`}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('cvc')}
                onChange={(event) => form.setValue('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder={'0'.repeat(codeLength)}
              />
            )}
          </Field>
        </div>
        <Field label="Name on card" optional error={form.errorFor('name')}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="cc-name" />}
        </Field>
        <CardFormActions
          note="We store only the brand, last 4 digits and expiry date."
          submitLabel={submitLabel}
          busy={isLoading}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
