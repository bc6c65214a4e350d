// The payments module's part of paying for an order: which card pays (tokenised, or saved to the
// account first for what renews), and forgetting a just-saved card whose first charge was declined.
// The sequence itself — the order claimed by its key, the charge, settling — is flows/pay-for-order.ts.
import type { TPaymentMethodChoice } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { paymentCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CardAlreadySavedError, addCard, deleteCard } from './cards.service';

export type TPaymentDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'registrar' | 'outbox' | 'log'>;

/** How a card is used: charged once, or saved to the account first (plans, which renew with it). */
export type TCardUse = 'one-off' | 'save';

/**
 * The processor's token for the chosen way to pay, and the id of the card saved for it just now (a
 * new card for a plan), which is removed again when its first charge is declined.
 */
export async function resolvePaymentMethod(
  deps: TPaymentDeps,
  options: { userId: string; choice: TPaymentMethodChoice; use: TCardUse },
): Promise<{ token: string; newCardId: string | null }> {
  const { choice, userId } = options;
  let savedCardId = choice.cardId;
  let newCardId: string | null = null;
  if (!savedCardId && options.use === 'save') {
    let saved: Awaited<ReturnType<typeof addCard>>;
    try {
      saved = await addCard(
        deps,
        choice.card ? { userId, card: choice.card } : { userId, paymentMethodId: choice.paymentMethodId },
      );
    } catch (error) {
      // A card the customer saved before, typed again: pay with the saved one.
      if (error instanceof CardAlreadySavedError) return { token: error.savedPaymentMethodId, newCardId: null };
      throw error;
    }
    if (saved.status === 'requires_action') {
      // Nothing was saved or charged: the card is saved through its bank's step first (POST /api/user/addcard).
      throw new AppError(
        'UNPROCESSABLE',
        'Your bank needs you to confirm this card before it is saved. Add it to your cards first, then pay with it.',
      );
    }
    savedCardId = saved.card.id;
    newCardId = saved.card.id;
  }
  if (savedCardId) {
    const [card] = await deps.db
      .select({ token: paymentCards.providerPaymentMethodId })
      .from(paymentCards)
      .where(
        and(
          eq(paymentCards.id, savedCardId),
          eq(paymentCards.userId, userId),
          eq(paymentCards.provider, deps.payments.name),
        ),
      )
      .limit(1);
    if (!card) throw new AppError('NOT_FOUND', 'Card not found.');
    return { token: card.token, newCardId };
  }
  if (choice.card) {
    return { token: (await deps.payments.createCardPaymentMethod(choice.card)).paymentMethodId, newCardId };
  }
  if (choice.paymentMethodId) return { token: choice.paymentMethodId, newCardId };
  throw new AppError('BAD_REQUEST', 'Send exactly one of cardId, card or paymentMethodId.');
}

/** Remove a just-saved card whose first charge was declined; a failure to do so is logged, not hidden. */
export async function forgetDeclinedCard(deps: TPaymentDeps, userId: string, cardId: string): Promise<void> {
  try {
    await deleteCard(deps, { userId, cardId });
  } catch (error) {
    deps.log.error({ err: error, userId, cardId }, 'could not remove a card whose first charge was declined');
  }
}
