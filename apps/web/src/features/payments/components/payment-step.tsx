import { lazy, Suspense, useId, useRef, useState } from 'react';
import { CreditCard, Lock, Plus } from 'lucide-react';
import { CARD_BRAND_LABELS, expiryIssue, formatCardExpiry, maskCard } from '@launchpad/shared/domain/cards';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/api';
import { useListCardsQuery, usePaymentConfigQuery } from '../api';
import type { TStripeCardHandle } from '../stripe/stripe-card-fields';
import { CardForm } from './card-form';

/** Stripe's Payment Element (and Stripe.js) are fetched only when Stripe takes the payment. */
const StripeCardFields = lazy(() => import('../stripe/stripe-card-fields'));

type TPaymentStepProps = {
  /** "£123.00": what the Pay button charges. */
  amountLabel: string;
  pending: boolean;
  /** Why the last attempt failed (a decline, in the processor's words), shown under the button. */
  failure: string | null;
  onPay: (cardId: string) => void;
  /**
   * With Stripe: pay with a card typed into Stripe's Payment Element for this payment only (given the
   * PaymentMethod id Stripe.js made). Without it, a new card is saved first, then paid with.
   */
  onPayWithNewCard?: (paymentMethodId: string) => void;
  /** The amount in pence, for Stripe's Payment Element. */
  amountPence?: number;
  /** Disables paying while the amount is being worked out (a coupon check, a cart change). */
  disabled?: boolean;
};

/**
 * Choose a saved card or add a new one (the billing page's card form: the card is saved for next
 * time), then Pay. The button is disabled while a payment is pending, so one click is one attempt.
 */
export function PaymentStep({
  amountLabel,
  pending,
  failure,
  onPay,
  onPayWithNewCard,
  amountPence = 0,
  disabled = false,
}: TPaymentStepProps) {
  const { data: cards, error, isLoading } = useListCardsQuery();
  const { data: config } = usePaymentConfigQuery();
  const stripeKey = config?.provider === 'stripe' ? config.publishableKey : null;
  const payOnce = Boolean(stripeKey && onPayWithNewCard);
  const stripeCard = useRef<TStripeCardHandle | null>(null);
  const [cardFailure, setCardFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [picked, setChosen] = useState<string | null>(null);
  const [addingCard, setAdding] = useState(false);
  const name = useId();
  const usable = (cards ?? []).filter((card) => !expiryIssue(card.expMonth, card.expYear, new Date()));
  // The card picked, else the primary card (the customer's choice on the billing page), else the first
  // usable one; with none, the new-card form is open.
  const chosen =
    usable.find((card) => card.id === picked)?.id ?? usable.find((card) => card.isPrimary)?.id ?? usable[0]?.id ?? null;
  const adding = addingCard || (cards !== undefined && usable.length === 0);

  return (
    <section aria-labelledby={`${name}-title`} className="space-y-5">
      <div>
        <h2 id={`${name}-title`} className="text-lg font-semibold text-ink-900">
          Payment
        </h2>
        <p className="mt-1 text-sm text-ink-600">Pay with a saved card or add a new one.</p>
      </div>
      {isLoading ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your cards…</span>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : (
        usable.length > 0 && (
          <fieldset>
            <legend className="sr-only">Saved cards</legend>
            <ul className="space-y-2.5">
              {usable.map((card) => {
                const label = `${CARD_BRAND_LABELS[card.brand]} ${maskCard(card.last4)}`;
                const selected = chosen === card.id && !adding;
                return (
                  <li key={card.id}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-4 rounded-xl p-4 ring-1 transition-colors',
                        selected ? 'bg-brand-50/60 ring-2 ring-brand-500' : 'ring-ink-200 hover:bg-ink-25',
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={card.id}
                        checked={selected}
                        onChange={() => {
                          setChosen(card.id);
                          setAdding(false);
                        }}
                        className="size-4 accent-brand-600"
                        aria-label={`${label}, expires ${formatCardExpiry(card.expMonth, card.expYear)}`}
                      />
                      <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-lg bg-white text-ink-600 ring-1 ring-ink-100">
                        <CreditCard className="size-5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                          {CARD_BRAND_LABELS[card.brand]}
                          <span className="font-mono text-sm text-ink-700">{maskCard(card.last4)}</span>
                          {card.isPrimary && <Badge tone="brand">Primary</Badge>}
                        </span>
                        <span className="block text-sm text-ink-500">
                          Expires {formatCardExpiry(card.expMonth, card.expYear)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )
      )}
      {!isLoading &&
        !error &&
        (adding && payOnce && stripeKey ? (
          <div className="space-y-4 rounded-xl p-4 ring-1 ring-ink-200 sm:p-5">
            <p className="font-medium text-ink-900">New card</p>
            <Suspense fallback={<Skeleton className="h-24 rounded-xl" />}>
              <StripeCardFields
                publishableKey={stripeKey}
                scriptUrl={config?.stripeJsUrl ?? null}
                mode="payment"
                amountPence={amountPence}
                handleRef={stripeCard}
              />
            </Suspense>
            {usable.length > 0 && (
              <Button variant="outline" onClick={() => setAdding(false)} disabled={pending || creating}>
                Use a saved card
              </Button>
            )}
          </div>
        ) : adding ? (
          <div className="rounded-xl p-4 ring-1 ring-ink-200 sm:p-5">
            <p className="mb-4 font-medium text-ink-900">New card</p>
            <CardForm
              submitLabel="Save and use this card"
              onSaved={(card) => {
                setChosen(card.id);
                setAdding(false);
              }}
              onCancel={usable.length > 0 ? () => setAdding(false) : undefined}
            />
          </div>
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Use a new card
          </Button>
        ))}
      <div className="space-y-3 border-t border-ink-100 pt-5">
        {(cardFailure ?? failure) && (
          <Alert tone="error" title="Payment failed">
            {cardFailure ?? failure}
          </Alert>
        )}
        <Button
          size="lg"
          className="w-full"
          loading={pending || creating}
          disabled={disabled || (adding ? !payOnce : !chosen)}
          onClick={() => {
            setCardFailure(null);
            if (!adding) {
              if (chosen) onPay(chosen);
              return;
            }
            const card = stripeCard.current;
            if (!card || !onPayWithNewCard) return;
            setCreating(true);
            card
              .createPaymentMethod()
              .then(onPayWithNewCard)
              .catch((problem: unknown) => setCardFailure(getErrorMessage(problem)))
              .finally(() => setCreating(false));
          }}
        >
          <Lock aria-hidden="true" />
          Pay {amountLabel}
        </Button>
        <p className="text-center text-xs text-ink-500">
          Payments are processed securely. You will get an invoice by email.
        </p>
      </div>
    </section>
  );
}
