import { createHash, randomBytes } from 'node:crypto';
import { expiryIssue, addBillingInterval } from '@launchpad/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  gatewayCharges,
  gatewayCustomers,
  gatewayPaymentMethods,
  gatewayRefunds,
  gatewaySubscriptions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  CardDeclinedError,
  PaymentProviderError,
  type TCharge,
  type TChargeInput,
  type TPaymentEvent,
  type TPaymentProviderCheckout,
  type TRefund,
  type TSubscription,
} from './payment.provider';

/** What each test card does when it is charged (the public Stripe test-card conventions). */
const CHARGE_DECLINES: Record<string, { code: string; message: string }> = {
  generic_decline: { code: 'generic_decline', message: 'Your card was declined.' },
  charge_declined: { code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

/** Stripe's limits for GBP: at least £0.30, at most eight digits of pence. */
const MIN_CHARGE_PENCE = 30;
const MAX_CHARGE_PENCE = 99_999_999;

/**
 * After a renewal fails the gateway tries again 1 and 3 days after the renewal date; when that third
 * attempt fails too the subscription is cancelled (Stripe's "smart retries", simplified).
 */
const RETRY_AFTER_DAYS = [1, 3];
const DAY_MS = 86_400_000;

type TChargeRow = typeof gatewayCharges.$inferSelect;
type TRefundRow = typeof gatewayRefunds.$inferSelect;

const toRefund = (row: TRefundRow): TRefund => ({
  id: row.id,
  chargeId: row.chargeId,
  amount: row.amount,
  status: 'succeeded',
});
type TSubscriptionRow = typeof gatewaySubscriptions.$inferSelect;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** One invoice per subscription period: the id is derived from both, so a replayed billing run reports the same one. */
const invoiceId = (subscriptionId: string, periodStart: Date) =>
  `in_${hashOf([subscriptionId, periodStart.toISOString()]).slice(0, 24)}`;

const idempotencyMismatch = () =>
  new PaymentProviderError(
    'SERVICE_UNAVAILABLE',
    'The payment service is unavailable right now. Please try again in a moment.',
    {
      httpStatus: 400,
      processorType: 'idempotency_error',
      processorMessage:
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    },
  );

const missing = (what: string, id: string) =>
  new PaymentProviderError('BAD_REQUEST', `We could not find that ${what}. Please try again.`, {
    httpStatus: 404,
    processorCode: 'resource_missing',
    processorMessage: `No such ${what}: '${id}'`,
  });

/** What the browser hands back to name a charge awaiting the bank's step; derived, so never stored. */
const clientSecretOf = (row: TChargeRow) =>
  `${row.id}_secret_${hashOf([row.id, row.requestHash, row.idempotencyKey]).slice(0, 24)}`;

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function chargeOf(row: TChargeRow): TCharge {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    paymentMethodId: row.paymentMethodId,
    clientSecret: row.status === 'requires_action' ? clientSecretOf(row) : null,
    failureMessage: row.status === 'failed' ? (row.failureMessage ?? 'Your card was declined.') : null,
    metadata: row.metadata,
  };
}

function chargeResult(row: TChargeRow): TCharge {
  if (row.status === 'failed') {
    throw new CardDeclinedError(row.failureMessage ?? 'Your card was declined.', row.declineCode ?? 'generic_decline');
  }
  return chargeOf(row);
}

const toSubscription = (row: TSubscriptionRow): TSubscription => ({
  id: row.id,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < MIN_CHARGE_PENCE || amount > MAX_CHARGE_PENCE) {
    throw new AppError('BAD_REQUEST', 'A card payment must be at least £0.30 and at most £999,999.99.');
  }
}

/**
 * The built-in gateway's charges and subscriptions, with its books in gateway_charges and
 * gateway_subscriptions. A charge is decided at once from what the card does (its recorded test-card
 * behaviour and its expiry), so there is no "in progress" state: the row for an idempotency key is
 * written once (`on conflict do nothing`) and every retry, concurrent or later, reads it back.
 */
export function createBuiltinCheckout(options: { db: TDb; now: () => Date }): TPaymentProviderCheckout {
  const { db, now } = options;

  async function methodFor(customerId: string, paymentMethodId: string, exec: TDb = db) {
    const [customer] = await exec
      .select({ id: gatewayCustomers.id, defaultPaymentMethodId: gatewayCustomers.defaultPaymentMethodId })
      .from(gatewayCustomers)
      .where(eq(gatewayCustomers.id, customerId))
      .limit(1);
    if (!customer) throw missing('customer', customerId);
    const [method] = await exec
      .select()
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.id, paymentMethodId))
      .limit(1);
    if (!method) throw missing('card', paymentMethodId);
    if (method.customerId !== null && method.customerId !== customerId) {
      throw new PaymentProviderError('BAD_REQUEST', 'That card belongs to another payment account.', {
        httpStatus: 400,
        processorMessage: `The PaymentMethod ${paymentMethodId} belongs to another customer.`,
      });
    }
    return { customer, method };
  }

  /** Why this card would be declined now, or null when the charge goes through. */
  function declineFor(method: typeof gatewayPaymentMethods.$inferSelect) {
    const byBehaviour = CHARGE_DECLINES[method.behaviour];
    if (byBehaviour) return byBehaviour;
    if (expiryIssue(method.expMonth, method.expYear, now())) return CHARGE_DECLINES.expired_card ?? null;
    return null;
  }

  async function recordCharge(
    input: TChargeInput & { subscriptionId?: string },
    idempotencyKey: string,
    exec: TDb = db,
  ): Promise<TChargeRow> {
    const requestHash = hashOf([
      input.customerId,
      input.paymentMethodId,
      input.amount,
      input.currency,
      input.description,
      Object.entries(input.metadata ?? {}).sort(),
    ]);
    const replay = async () => {
      const [row] = await exec
        .select()
        .from(gatewayCharges)
        .where(eq(gatewayCharges.idempotencyKey, idempotencyKey))
        .limit(1);
      if (row && row.requestHash !== requestHash) throw idempotencyMismatch();
      return row;
    };
    const earlier = await replay();
    if (earlier) return earlier;

    assertAmount(input.amount);
    if (input.currency !== 'gbp') throw new AppError('BAD_REQUEST', 'Only payments in pounds are taken.');
    const { method } = await methodFor(input.customerId, input.paymentMethodId, exec);
    const decline = declineFor(method);
    // A 3-D Secure card: the cardholder confirms with the bank first (renewals, made without them, do not ask).
    const needsAuthentication = !decline && method.behaviour === 'requires_authentication' && !input.subscriptionId;
    const [inserted] = await exec
      .insert(gatewayCharges)
      .values({
        id: randomId('pi'),
        idempotencyKey,
        requestHash,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        subscriptionId: input.subscriptionId ?? null,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata ?? {},
        status: decline ? 'failed' : needsAuthentication ? 'requires_action' : 'succeeded',
        declineCode: decline?.code ?? null,
        failureMessage: decline?.message ?? null,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: gatewayCharges.idempotencyKey })
      .returning();
    // A concurrent request with the same key wrote first: its outcome is the outcome.
    const row = inserted ?? (await replay());
    if (!row) throw new Error('gateway charge vanished after a conflicting insert');
    return row;
  }

  async function findSubscription(subscriptionId: string): Promise<TSubscriptionRow> {
    const [row] = await db
      .select()
      .from(gatewaySubscriptions)
      .where(eq(gatewaySubscriptions.id, subscriptionId))
      .limit(1);
    if (!row) throw missing('subscription', subscriptionId);
    return row;
  }

  /**
   * Bill one due subscription inside a transaction that holds its row (`skip locked`: another
   * instance running the same billing run leaves it alone). Returns the events it produced.
   */
  async function billOne(subscriptionId: string, at: Date): Promise<TPaymentEvent[]> {
    return db.transaction(async (tx) => {
      const [sub] = await tx
        .select()
        .from(gatewaySubscriptions)
        .where(
          and(
            eq(gatewaySubscriptions.id, subscriptionId),
            inArray(gatewaySubscriptions.status, ['active', 'past_due']),
            lte(gatewaySubscriptions.currentPeriodEnd, at),
          ),
        )
        .for('update', { skipLocked: true });
      if (!sub) return [];
      const event = (type: string) =>
        `evt_${hashOf([type, sub.id, sub.currentPeriodEnd.toISOString(), sub.failedAttempts]).slice(0, 24)}`;

      if (sub.cancelAtPeriodEnd) {
        await tx
          .update(gatewaySubscriptions)
          .set({ status: 'canceled', canceledAt: at })
          .where(eq(gatewaySubscriptions.id, sub.id));
        return [{ id: event('deleted'), type: 'customer.subscription.deleted', objectId: sub.id }];
      }
      if (sub.failedAttempts > 0) {
        const retryAt = sub.currentPeriodEnd.getTime() + (RETRY_AFTER_DAYS[sub.failedAttempts - 1] ?? 0) * DAY_MS;
        if (at.getTime() < retryAt) return [];
      }

      // The subscription's card, or the customer's default when that card has been removed.
      const [customer] = await tx.select().from(gatewayCustomers).where(eq(gatewayCustomers.id, sub.customerId));
      const [ownCard] = await tx
        .select({ id: gatewayPaymentMethods.id })
        .from(gatewayPaymentMethods)
        .where(
          and(eq(gatewayPaymentMethods.id, sub.paymentMethodId), eq(gatewayPaymentMethods.customerId, sub.customerId)),
        );
      const cardId = ownCard?.id ?? customer?.defaultPaymentMethodId ?? null;
      const periodStart = sub.currentPeriodEnd;
      const invoice = invoiceId(sub.id, periodStart);
      let charge: TChargeRow | null = null;
      let failure = 'There is no card on file to charge.';
      if (cardId) {
        charge = await recordCharge(
          {
            customerId: sub.customerId,
            paymentMethodId: cardId,
            amount: sub.amount,
            currency: 'gbp',
            description: sub.description,
            metadata: { subscription: sub.id, invoice },
            subscriptionId: sub.id,
          },
          `${invoice}:attempt-${sub.failedAttempts + 1}`,
          tx,
        );
        failure = charge.failureMessage ?? failure;
      }

      if (charge?.status === 'succeeded') {
        const periodEnd = addBillingInterval(periodStart, sub.interval);
        await tx
          .update(gatewaySubscriptions)
          .set({ status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, failedAttempts: 0 })
          .where(eq(gatewaySubscriptions.id, sub.id));
        return [
          {
            id: event('paid'),
            type: 'invoice.paid',
            objectId: invoice,
            subscriptionId: sub.id,
            amount: sub.amount,
            billingReason: 'subscription_cycle',
            periodStart,
            periodEnd,
            chargeId: charge.id,
          },
        ];
      }
      const attempts = sub.failedAttempts + 1;
      const giveUp = attempts > RETRY_AFTER_DAYS.length;
      await tx
        .update(gatewaySubscriptions)
        .set({
          status: giveUp ? 'canceled' : 'past_due',
          failedAttempts: attempts,
          canceledAt: giveUp ? at : null,
        })
        .where(eq(gatewaySubscriptions.id, sub.id));
      const events: TPaymentEvent[] = [
        {
          id: event('failed'),
          type: 'invoice.payment_failed',
          objectId: invoice,
          subscriptionId: sub.id,
          failureMessage: failure,
        },
      ];
      if (giveUp) events.push({ id: event('deleted'), type: 'customer.subscription.deleted', objectId: sub.id });
      return events;
    });
  }

  return {
    async createCharge(input, { idempotencyKey }) {
      return chargeResult(await recordCharge(input, idempotencyKey));
    },

    async retrieveCharge(chargeId) {
      const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.id, chargeId)).limit(1);
      if (!row) throw missing('payment', chargeId);
      return chargeOf(row);
    },

    async authenticateCharge({ clientSecret, succeed }) {
      const chargeId = clientSecret.split('_secret_')[0] ?? '';
      const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.id, chargeId)).limit(1);
      if (!row || clientSecretOf(row) !== clientSecret) throw missing('payment', chargeId);
      // Only a charge still waiting for the bank moves; completing or failing it twice changes nothing.
      const [moved] = await db
        .update(gatewayCharges)
        .set(
          succeed
            ? { status: 'succeeded' }
            : {
                status: 'failed',
                declineCode: 'payment_intent_authentication_failure',
                failureMessage: AUTHENTICATION_FAILED,
              },
        )
        .where(and(eq(gatewayCharges.id, row.id), eq(gatewayCharges.status, 'requires_action')))
        .returning();
      return chargeOf(moved ?? row);
    },

    async refundCharge(input, { idempotencyKey }) {
      return db.transaction(async (tx) => {
        const replay = async () => {
          const [row] = await tx
            .select()
            .from(gatewayRefunds)
            .where(eq(gatewayRefunds.idempotencyKey, idempotencyKey))
            .limit(1);
          if (row && (row.chargeId !== input.chargeId || row.amount !== input.amount)) throw idempotencyMismatch();
          return row;
        };
        const earlier = await replay();
        if (earlier) return toRefund(earlier);
        // The charge row is held until the refund is written, so concurrent refunds cannot overdraw it.
        const [charge] = await tx
          .select()
          .from(gatewayCharges)
          .where(eq(gatewayCharges.id, input.chargeId))
          .for('update');
        if (!charge) throw missing('payment', input.chargeId);
        if (charge.status !== 'succeeded') {
          throw new PaymentProviderError('BAD_REQUEST', 'Only a completed payment can be refunded.', {
            httpStatus: 400,
            processorCode: 'charge_not_refundable',
            processorMessage: `Charge ${charge.id} has status ${charge.status}.`,
          });
        }
        if (!Number.isSafeInteger(input.amount) || input.amount < 1) {
          throw new AppError('BAD_REQUEST', 'A refund must be at least 1p.');
        }
        const [refunded] = await tx
          .select({ total: sql<string | null>`sum(${gatewayRefunds.amount})` })
          .from(gatewayRefunds)
          .where(eq(gatewayRefunds.chargeId, charge.id));
        const left = charge.amount - Number(refunded?.total ?? 0);
        if (input.amount > left) {
          throw new PaymentProviderError('BAD_REQUEST', 'The refund is more than what is left of the payment.', {
            httpStatus: 400,
            processorCode: 'charge_already_refunded',
            processorMessage: `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${left}).`,
          });
        }
        const [inserted] = await tx
          .insert(gatewayRefunds)
          .values({
            id: randomId('re'),
            idempotencyKey,
            chargeId: charge.id,
            amount: input.amount,
            reason: input.reason,
            metadata: input.metadata ?? {},
            createdAt: now(),
          })
          .onConflictDoNothing({ target: gatewayRefunds.idempotencyKey })
          .returning();
        const row = inserted ?? (await replay());
        if (!row) throw new Error('gateway refund vanished after a conflicting insert');
        return toRefund(row);
      });
    },

    async createSubscription(input, { idempotencyKey }) {
      const [earlier] = await db
        .select()
        .from(gatewaySubscriptions)
        .where(eq(gatewaySubscriptions.idempotencyKey, idempotencyKey))
        .limit(1);
      if (earlier) return toSubscription(earlier);
      assertAmount(input.amount);
      const { method } = await methodFor(input.customerId, input.paymentMethodId);
      if (method.customerId !== input.customerId) {
        throw new PaymentProviderError('BAD_REQUEST', 'Save the card to your account before subscribing with it.', {
          httpStatus: 400,
          processorMessage: 'The payment method must be attached to the customer to be used for a subscription.',
        });
      }
      const [row] = await db
        .insert(gatewaySubscriptions)
        .values({
          id: randomId('sub'),
          idempotencyKey,
          customerId: input.customerId,
          paymentMethodId: input.paymentMethodId,
          amount: input.amount,
          currency: input.currency,
          interval: input.interval,
          description: input.description,
          status: 'active',
          currentPeriodStart: now(),
          currentPeriodEnd: input.firstBillingAt,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: gatewaySubscriptions.idempotencyKey })
        .returning();
      if (row) return toSubscription(row);
      const [winner] = await db
        .select()
        .from(gatewaySubscriptions)
        .where(eq(gatewaySubscriptions.idempotencyKey, idempotencyKey));
      if (!winner) throw new Error('gateway subscription vanished after a conflicting insert');
      return toSubscription(winner);
    },

    async cancelSubscription(subscriptionId, when) {
      const sub = await findSubscription(subscriptionId);
      if (sub.status === 'canceled') return toSubscription(sub);
      const [row] = await db
        .update(gatewaySubscriptions)
        .set(when === 'now' ? { status: 'canceled', canceledAt: now() } : { cancelAtPeriodEnd: true })
        .where(eq(gatewaySubscriptions.id, subscriptionId))
        .returning();
      return toSubscription(row ?? sub);
    },

    parseWebhookEvent() {
      throw new AppError('BAD_REQUEST', 'The built-in payment gateway does not send webhooks.');
    },

    async runSubscriptionBilling(at) {
      const due = await db
        .select({ id: gatewaySubscriptions.id })
        .from(gatewaySubscriptions)
        .where(
          and(
            inArray(gatewaySubscriptions.status, ['active', 'past_due']),
            lte(gatewaySubscriptions.currentPeriodEnd, at),
          ),
        )
        .orderBy(asc(gatewaySubscriptions.currentPeriodEnd), asc(sql`${gatewaySubscriptions.id}`));
      const events: TPaymentEvent[] = [];
      for (const { id } of due) events.push(...(await billOne(id, at)));
      return events;
    },
  };
}
