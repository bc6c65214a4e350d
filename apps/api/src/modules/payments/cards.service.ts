import {
  type TAddCardRequest,
  type TCardSetupAction,
  type TSavedCard,
  asCardBrand,
  cardEndpoints,
} from '@launchpad/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { paymentCards, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { isUniqueViolation } from '../../lib/pg-errors';
import { PaymentProviderError, type TProviderCard } from '../../providers/payments/payment.provider';
import { ACCOUNT_GONE, storePaymentCustomer } from '../users';

type TCardsDeps = Pick<TDeps, 'db' | 'payments' | 'outbox' | 'log'>;
type TCardRow = typeof paymentCards.$inferSelect;

const CARD_NOT_FOUND = 'Card not found.';
const ALREADY_SAVED = 'This card is already saved.';

/** The card typed is one the customer saved before: `savedPaymentMethodId` is the saved one's token. */
export class CardAlreadySavedError extends AppError {
  constructor(readonly savedPaymentMethodId: string) {
    super('CONFLICT', ALREADY_SAVED);
  }
}

// Order of the list (SPEC §7 "cards"): the primary card first, then newest first.
const LIST_ORDER = [desc(paymentCards.isPrimary), desc(paymentCards.createdAt), desc(paymentCards.id)];

const toSavedCard = (row: TCardRow): TSavedCard => ({
  id: row.id,
  brand: asCardBrand(row.brand),
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isPrimary: row.isPrimary,
});

/** The caller's cards at the current processor: a card saved with another one cannot be charged by this one. */
const ownCards = (deps: TCardsDeps, userId: string) =>
  and(eq(paymentCards.userId, userId), eq(paymentCards.provider, deps.payments.name));

async function readUser(deps: TCardsDeps, userId: string) {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, paymentCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
  return user;
}

/** Another user's card is reported exactly like a missing one, so ids reveal nothing. */
async function findOwnCard(deps: TCardsDeps, userId: string, cardId: string): Promise<TCardRow> {
  const [row] = await deps.db
    .select()
    .from(paymentCards)
    .where(and(ownCards(deps, userId), eq(paymentCards.id, cardId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', CARD_NOT_FOUND);
  return row;
}

async function isSaved(deps: TCardsDeps, paymentMethodId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(eq(paymentCards.providerPaymentMethodId, paymentMethodId))
    .limit(1);
  return row !== undefined;
}

/** The processor's customer for this user, created with the first card and kept in users.payment_customer_id. */
async function ensureCustomer(deps: TCardsDeps, user: Awaited<ReturnType<typeof readUser>>): Promise<string> {
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const { customerId } = await deps.payments.createCustomer({ email: user.email, name: user.name });
  const stored = await storePaymentCustomer(deps.db, user.id, customerId);
  if (stored) return stored;
  // A concurrent first card won the race: use its customer (ours stays unused at the processor).
  return (await readUser(deps, user.id)).paymentCustomerId ?? customerId;
}

/** Serialises one user's card changes, so "exactly one primary" holds under concurrent requests. */
async function lockUser(tx: Parameters<Parameters<TDb['transaction']>[0]>[0], userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function listCards(deps: TCardsDeps, options: { userId: string }): Promise<TSavedCard[]> {
  const rows = await deps.db
    .select()
    .from(paymentCards)
    .where(ownCards(deps, options.userId))
    .orderBy(...LIST_ORDER);
  return rows.map(toSavedCard);
}

/** What saving a card answers: the saved card, or the bank's step still to run (nothing saved yet). */
export type TAddCardResult = { status: 'saved'; card: TSavedCard } | TCardSetupAction;

/**
 * Save a card: tokenise it (built-in gateway only) or take the processor's token, and set it up with
 * the processor (a SetupIntent: the bank checks the card and it is attached to the user's processor
 * customer). When the bank asks the cardholder to confirm the card (3-D Secure) nothing is saved yet:
 * the answer carries the SetupIntent for the page's bank step, then confirmCard saves it. The first
 * card becomes primary. The same card twice is a conflict. Calls to the processor come first and the
 * database write last, so a failure leaves nothing half-done; a card attached but not recorded is
 * detached again.
 */
export async function addCard(
  deps: TCardsDeps,
  options: { userId: string } & TAddCardRequest,
): Promise<TAddCardResult> {
  const user = await readUser(deps, options.userId);
  const token = options.card
    ? (await deps.payments.createCardPaymentMethod(options.card)).paymentMethodId
    : options.paymentMethodId;
  if (!token) throw new AppError('BAD_REQUEST', 'Send either paymentMethodId or card details.');
  if (await isSaved(deps, token)) throw new AppError('CONFLICT', ALREADY_SAVED);

  const customerId = await ensureCustomer(deps, user);
  const intent = await deps.payments.setUpCard(customerId, token);
  if (intent.status === 'requires_action' && intent.clientSecret) {
    return { status: 'requires_action', setupIntentId: intent.id, clientSecret: intent.clientSecret };
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw new AppError('UNPROCESSABLE', intent.failureMessage ?? 'Your card could not be saved. Please try again.');
  }
  const card = await deps.payments.retrievePaymentMethod(intent.paymentMethodId);
  return { status: 'saved', card: await recordCard(deps, { userId: user.id, customerId, card }) };
}

const SETUP_NOT_FOUND = 'We could not find that card check. Please add the card again.';

/**
 * After the bank's step for a card being saved (3-D Secure): save the card if, by the processor's own
 * account, its SetupIntent succeeded. A failed step saves nothing. Someone else's SetupIntent is
 * answered like a missing one; asking twice for the same card answers with the card saved the first time.
 */
export async function confirmCard(
  deps: TCardsDeps,
  options: { userId: string; setupIntentId: string },
): Promise<TSavedCard> {
  const user = await readUser(deps, options.userId);
  const customerId = user.paymentCustomerId;
  if (!customerId) throw new AppError('NOT_FOUND', SETUP_NOT_FOUND);
  const intent = await deps.payments.retrieveSetupIntent(options.setupIntentId).catch((error: unknown) => {
    if (error instanceof PaymentProviderError && error.detail.httpStatus === 404) {
      throw new AppError('NOT_FOUND', SETUP_NOT_FOUND);
    }
    throw error;
  });
  if (intent.customerId !== customerId) throw new AppError('NOT_FOUND', SETUP_NOT_FOUND);
  if (intent.status === 'requires_action' || intent.status === 'processing') {
    throw new AppError('CONFLICT', 'Your bank has not confirmed this card yet. Please finish the step with your bank.');
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw new AppError('UNPROCESSABLE', intent.failureMessage ?? 'Your bank did not confirm this card.');
  }
  const [already] = await deps.db
    .select()
    .from(paymentCards)
    .where(and(ownCards(deps, user.id), eq(paymentCards.providerPaymentMethodId, intent.paymentMethodId)))
    .limit(1);
  if (already) return toSavedCard(already);
  const card = await deps.payments.retrievePaymentMethod(intent.paymentMethodId);
  return recordCard(deps, { userId: user.id, customerId, card });
}

/**
 * Keep a card the processor has attached to the user's customer: refuse the same card twice, make the
 * first card primary (the processor's default first), and write the row.
 */
async function recordCard(
  deps: TCardsDeps,
  options: { userId: string; customerId: string; card: TProviderCard },
): Promise<TSavedCard> {
  const { userId, customerId, card } = options;
  try {
    await refuseDuplicate(deps, { userId, customerId, card });
    const [primary] = await deps.db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(ownCards(deps, userId), eq(paymentCards.isPrimary, true)))
      .limit(1);
    if (!primary) await deps.payments.setDefaultPaymentMethod(customerId, card.id);

    const row = await deps.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [current] = await tx
        .select({ id: paymentCards.id })
        .from(paymentCards)
        .where(and(ownCards(deps, userId), eq(paymentCards.isPrimary, true)))
        .limit(1);
      const [inserted] = await tx
        .insert(paymentCards)
        .values({
          userId,
          provider: deps.payments.name,
          providerPaymentMethodId: card.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isPrimary: !current,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('card insert returned nothing');
    return toSavedCard(row);
  } catch (error) {
    // Leave the processor as we found it, unless a concurrent request saved this very token.
    if (!(await isSaved(deps, card.id))) await detachDurably(deps, card.id);
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_SAVED);
    throw error;
  }
}

/**
 * Detach a card attached at the processor but not saved here. Through the outbox: a processor that
 * fails now is asked again by the worker (logged with the row id) instead of keeping the card.
 */
async function detachDurably(deps: TCardsDeps, paymentMethodId: string): Promise<void> {
  try {
    const id = await deps.outbox.add(deps.db, { kind: 'detach_payment_method', paymentMethodId });
    await deps.outbox.deliver([id]);
  } catch (error) {
    deps.log.error({ err: error, paymentMethodId }, 'could not queue detaching a card that was not saved');
  }
}

/** The same card number (same processor fingerprint) saved twice by one person is refused. */
async function refuseDuplicate(
  deps: TCardsDeps,
  options: { userId: string; customerId: string; card: TProviderCard },
): Promise<void> {
  const saved = await deps.db
    .select({ paymentMethodId: paymentCards.providerPaymentMethodId })
    .from(paymentCards)
    .where(and(ownCards(deps, options.userId), ne(paymentCards.providerPaymentMethodId, options.card.id)));
  if (saved.length === 0) return;
  const savedIds = new Set(saved.map((row) => row.paymentMethodId));
  const attached = await deps.payments.listPaymentMethods(options.customerId);
  const twin = attached.find(
    (other) => other.id !== options.card.id && savedIds.has(other.id) && other.fingerprint === options.card.fingerprint,
  );
  if (twin) throw new CardAlreadySavedError(twin.id);
}

/** Make one card (`id`) the primary: the processor's default first, then exactly one primary row. */
export async function setPrimaryCard(deps: TCardsDeps, options: { userId: string; id: string }): Promise<TSavedCard[]> {
  const card = await findOwnCard(deps, options.userId, options.id);
  const user = await readUser(deps, options.userId);
  if (user.paymentCustomerId) {
    await deps.payments.setDefaultPaymentMethod(user.paymentCustomerId, card.providerPaymentMethodId);
  }
  const updated = await deps.db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    const [stillThere] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(ownCards(deps, options.userId), eq(paymentCards.id, card.id)))
      .limit(1);
    if (!stillThere) return false;
    await tx
      .update(paymentCards)
      .set({ isPrimary: sql`${paymentCards.id} = ${card.id}` })
      .where(ownCards(deps, options.userId));
    return true;
  });
  if (!updated) throw new AppError('NOT_FOUND', CARD_NOT_FOUND);
  return listCards(deps, options);
}

/**
 * Remove a card: detach it at the processor, then delete the row. When it was the primary card the
 * newest remaining card becomes primary (and the processor's default moves to it first).
 */
export async function deleteCard(deps: TCardsDeps, options: { userId: string; cardId: string }): Promise<TSavedCard[]> {
  const card = await findOwnCard(deps, options.userId, options.cardId);
  const user = await readUser(deps, options.userId);
  if (card.isPrimary && user.paymentCustomerId) {
    const [successor] = await deps.db
      .select({ paymentMethodId: paymentCards.providerPaymentMethodId })
      .from(paymentCards)
      .where(and(ownCards(deps, options.userId), ne(paymentCards.id, card.id)))
      .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
      .limit(1);
    if (successor) await deps.payments.setDefaultPaymentMethod(user.paymentCustomerId, successor.paymentMethodId);
  }
  await deps.payments.detachPaymentMethod(card.providerPaymentMethodId);

  await deps.db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    const [deleted] = await tx
      .delete(paymentCards)
      .where(and(ownCards(deps, options.userId), eq(paymentCards.id, card.id)))
      .returning({ isPrimary: paymentCards.isPrimary });
    if (!deleted?.isPrimary) return;
    const [newest] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(ownCards(deps, options.userId))
      .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
      .limit(1);
    if (newest) await tx.update(paymentCards).set({ isPrimary: true }).where(eq(paymentCards.id, newest.id));
  });
  return listCards(deps, options);
}

/**
 * The user's customer at the payment processor, created (and remembered) on first use: checkout
 * charges a one-off card through it as well as saved ones.
 */
export async function paymentCustomerFor(deps: TCardsDeps, userId: string): Promise<string> {
  return ensureCustomer(deps, await readUser(deps, userId));
}

/** The saved cards' endpoints these functions answer (cards.routes.ts). */
export const cardsServices = serviceEndpoints(cardEndpoints, {
  list: listCards,
  confirm: confirmCard,
  setPrimary: setPrimaryCard,
});
