import { createHmac, randomBytes } from 'node:crypto';
import {
  asCardBrand,
  detectCardBrand,
  expiryIssue,
  fullExpiryYear,
  normaliseCardNumber,
  validateCard,
} from '@launchpad/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { gatewayCustomers, gatewayPaymentMethods, gatewaySetupIntents } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import { createBuiltinCheckout } from './builtin.charges';
import {
  CardDeclinedError,
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderCard,
  type TRawCard,
  type TSetupIntent,
} from './payment.provider';

/** What a card does when used, by the public Stripe test-card conventions. */
export type TCardBehaviour =
  | 'succeeds'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'requires_authentication'
  | 'charge_declined';

/** The documented test cards; any other number that passes the checks succeeds. */
export const TEST_CARD_BEHAVIOURS: Readonly<Record<string, TCardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  // Saving it succeeds; every charge on it is declined (Stripe's "attach succeeds, charge fails" card).
  '4000000000000341': 'charge_declined',
  // 3-D Secure: every payment the cardholder makes needs the bank's confirmation step first.
  '4000002500003155': 'requires_authentication',
};

/**
 * Declines that already happen when a card is set up for later use (as Stripe's SetupIntent checks
 * the card with the bank): a declined card is never saved. Only 4000 0000 0000 0341 saves and then
 * fails when money moves (charges: builtin.charges.ts).
 */
const SETUP_DECLINES: Partial<Record<TCardBehaviour, string>> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
};

export type TBuiltinGatewayOptions = {
  db: TDb;
  /** Keys the card fingerprints, so a stored fingerprint cannot be reversed by hashing every possible number. */
  fingerprintSecret: string;
  now?: () => Date;
};

/** `cus_…` / `pm_…` with 24 hex characters of crypto randomness, shaped like a processor's ids. */
function gatewayId(prefix: 'cus' | 'pm' | 'seti'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const notFound = (what: string, processorMessage: string) =>
  new PaymentProviderError('BAD_REQUEST', `We could not find that ${what}. Please enter the card again.`, {
    httpStatus: 404,
    processorCode: 'resource_missing',
    processorMessage,
  });

type TMethodRow = typeof gatewayPaymentMethods.$inferSelect;
type TSetupRow = typeof gatewaySetupIntents.$inferSelect;

const SETUP_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const toProviderCard = (row: TMethodRow): TProviderCard => ({
  id: row.id,
  customerId: row.customerId,
  brand: asCardBrand(row.brand),
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  fingerprint: row.fingerprint,
});

/**
 * The built-in test gateway: a small card processor with real rules, keeping its books in
 * gateway_customers and gateway_payment_methods (and, for charges and subscriptions, gateway_charges
 * and gateway_subscriptions: see builtin.charges.ts). It never stores a card number or security code:
 * only brand, last 4, expiry, a keyed SHA-256 fingerprint and what the card does (`behaviour`).
 */
export function createBuiltinGateway(options: TBuiltinGatewayOptions): TPaymentProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const fingerprint = (digits: string) =>
    createHmac('sha256', options.fingerprintSecret).update(digits).digest('base64url').slice(0, 32);

  async function findMethod(paymentMethodId: string): Promise<TMethodRow | undefined> {
    const [row] = await db
      .select()
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.id, paymentMethodId))
      .limit(1);
    return row;
  }

  async function requireCustomer(customerId: string): Promise<void> {
    const [row] = await db
      .select({ id: gatewayCustomers.id })
      .from(gatewayCustomers)
      .where(eq(gatewayCustomers.id, customerId))
      .limit(1);
    if (!row) throw notFound('payment account', `No such customer: '${customerId}'`);
  }

  /** Same answer as Stripe when a card is attached to someone else, or gone. */
  function refuseAttach(row: TMethodRow | undefined, paymentMethodId: string): never {
    if (!row) throw notFound('card', `No such PaymentMethod: '${paymentMethodId}'`);
    throw new PaymentProviderError('CONFLICT', 'This card is already saved to another account.', {
      httpStatus: 400,
      processorMessage: 'The payment method you provided has already been attached to a customer.',
    });
  }

  /** The checks a card gets when it is set up for later use: whose it is, and what its issuer says. */
  async function checkForSetup(customerId: string, paymentMethodId: string): Promise<TMethodRow> {
    await requireCustomer(customerId);
    const method = await findMethod(paymentMethodId);
    if (!method || (method.customerId !== null && method.customerId !== customerId)) {
      refuseAttach(method, paymentMethodId);
    }
    if (method.customerId === customerId) return method; // attaching twice changes nothing
    // Setting a card up checks it with the issuer: the test cards for these declines fail here.
    const decline = SETUP_DECLINES[method.behaviour as TCardBehaviour];
    if (decline) throw new CardDeclinedError(decline, method.behaviour);
    if (expiryIssue(method.expMonth, method.expYear, now())) {
      throw new CardDeclinedError('Your card has expired.', 'expired_card');
    }
    return method;
  }

  /** Only an unattached card is claimed, so two customers racing for one card cannot both win. */
  async function claim(customerId: string, paymentMethodId: string): Promise<TProviderCard> {
    const [attached] = await db
      .update(gatewayPaymentMethods)
      .set({ customerId })
      .where(and(eq(gatewayPaymentMethods.id, paymentMethodId), isNull(gatewayPaymentMethods.customerId)))
      .returning();
    if (attached) return toProviderCard(attached);
    const current = await findMethod(paymentMethodId);
    if (current?.customerId === customerId) return toProviderCard(current);
    return refuseAttach(current, paymentMethodId);
  }

  /** What the browser hands back to name a setup awaiting the bank's step; keyed, so never guessable. */
  const setupSecretOf = (id: string) =>
    `${id}_secret_${createHmac('sha256', options.fingerprintSecret).update(`seti:${id}`).digest('hex').slice(0, 24)}`;

  const toSetupIntent = (row: TSetupRow): TSetupIntent => ({
    id: row.id,
    status: row.status,
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    clientSecret: row.status === 'requires_action' ? setupSecretOf(row.id) : null,
    failureMessage: row.status === 'failed' ? (row.failureMessage ?? 'Your card could not be saved.') : null,
  });

  return {
    name: 'builtin',
    ...createBuiltinCheckout({ db, now }),

    async createCustomer(input) {
      const id = gatewayId('cus');
      await db.insert(gatewayCustomers).values({ id, email: input.email, name: input.name });
      return { customerId: id };
    },

    async createCardPaymentMethod(card: TRawCard) {
      const digits = normaliseCardNumber(card.number);
      const issues = validateCard({ ...card, number: digits }, now());
      if (issues.length > 0) {
        throw invalidFields(issues.map((issue) => ({ field: `card.${issue.field}`, message: issue.message })));
      }
      const id = gatewayId('pm');
      await db.insert(gatewayPaymentMethods).values({
        id,
        customerId: null,
        brand: detectCardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: fullExpiryYear(card.expYear),
        fingerprint: fingerprint(digits),
        behaviour: TEST_CARD_BEHAVIOURS[digits] ?? 'succeeds',
      });
      // The cardholder name is not kept: these books hold only what a charge needs.
      return { paymentMethodId: id };
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const method = await checkForSetup(customerId, paymentMethodId);
      return method.customerId === customerId ? toProviderCard(method) : claim(customerId, paymentMethodId);
    },

    async setUpCard(customerId, paymentMethodId) {
      const method = await checkForSetup(customerId, paymentMethodId);
      // A 3-D Secure card: the bank asks the cardholder to confirm it before it is attached.
      const needsAuthentication = method.customerId === null && method.behaviour === 'requires_authentication';
      if (!needsAuthentication && method.customerId === null) await claim(customerId, paymentMethodId);
      const [row] = await db
        .insert(gatewaySetupIntents)
        .values({
          id: gatewayId('seti'),
          customerId,
          paymentMethodId,
          status: needsAuthentication ? 'requires_action' : 'succeeded',
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('setup intent insert returned nothing');
      return toSetupIntent(row);
    },

    async retrieveSetupIntent(setupIntentId) {
      const [row] = await db
        .select()
        .from(gatewaySetupIntents)
        .where(eq(gatewaySetupIntents.id, setupIntentId))
        .limit(1);
      if (!row) throw notFound('card setup', `No such setupintent: '${setupIntentId}'`);
      return toSetupIntent(row);
    },

    async retrievePaymentMethod(paymentMethodId) {
      const method = await findMethod(paymentMethodId);
      if (!method) throw notFound('card', `No such PaymentMethod: '${paymentMethodId}'`);
      return toProviderCard(method);
    },

    async authenticateSetupIntent({ clientSecret, succeed }) {
      const setupIntentId = clientSecret.split('_secret_')[0] ?? '';
      const [row] = await db
        .select()
        .from(gatewaySetupIntents)
        .where(eq(gatewaySetupIntents.id, setupIntentId))
        .limit(1);
      if (!row || setupSecretOf(row.id) !== clientSecret) {
        throw notFound('card setup', `No such setupintent: '${setupIntentId}'`);
      }
      if (row.status !== 'requires_action') return toSetupIntent(row); // answered once; a second answer changes nothing
      let outcome: Pick<TSetupRow, 'status' | 'failureMessage'> = {
        status: 'failed',
        failureMessage: SETUP_AUTHENTICATION_FAILED,
      };
      if (succeed) {
        outcome = await claim(row.customerId, row.paymentMethodId).then(
          () => ({ status: 'succeeded' as const, failureMessage: null }),
          (error: unknown) => ({
            status: 'failed' as const,
            failureMessage: error instanceof AppError ? error.message : 'Your card could not be saved.',
          }),
        );
      }
      const [moved] = await db
        .update(gatewaySetupIntents)
        .set(outcome)
        .where(and(eq(gatewaySetupIntents.id, row.id), eq(gatewaySetupIntents.status, 'requires_action')))
        .returning();
      if (moved) return toSetupIntent(moved);
      // A concurrent answer moved it first: its outcome is the outcome.
      const [current] = await db.select().from(gatewaySetupIntents).where(eq(gatewaySetupIntents.id, row.id)).limit(1);
      return toSetupIntent(current ?? row);
    },

    async detachPaymentMethod(paymentMethodId) {
      await db
        .update(gatewayPaymentMethods)
        .set({ customerId: null })
        .where(eq(gatewayPaymentMethods.id, paymentMethodId));
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await requireCustomer(customerId);
      const method = await findMethod(paymentMethodId);
      if (method?.customerId !== customerId) {
        throw new PaymentProviderError('BAD_REQUEST', 'That card is not saved to this payment account.', {
          httpStatus: 400,
          processorMessage: `The customer does not have a payment method with the ID ${paymentMethodId}.`,
        });
      }
      await db
        .update(gatewayCustomers)
        .set({ defaultPaymentMethodId: paymentMethodId })
        .where(eq(gatewayCustomers.id, customerId));
    },

    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(gatewayPaymentMethods)
        .where(eq(gatewayPaymentMethods.customerId, customerId))
        .orderBy(desc(gatewayPaymentMethods.createdAt), desc(gatewayPaymentMethods.id));
      return rows.map(toProviderCard);
    },
  };
}
