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
import { gatewayCustomers, gatewayPaymentMethods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createBuiltinCheckout } from './builtin.charges';
import {
  CardDeclinedError,
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderCard,
  type TRawCard,
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
function gatewayId(prefix: 'cus' | 'pm'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const notFound = (what: string, processorMessage: string) =>
  new PaymentProviderError('BAD_REQUEST', `We could not find that ${what}. Please enter the card again.`, {
    httpStatus: 404,
    processorCode: 'resource_missing',
    processorMessage,
  });

type TMethodRow = typeof gatewayPaymentMethods.$inferSelect;

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
        throw new AppError('BAD_REQUEST', issues.map((issue) => `card.${issue.field}: ${issue.message}`).join('; '));
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
      await requireCustomer(customerId);
      const method = await findMethod(paymentMethodId);
      if (!method || (method.customerId !== null && method.customerId !== customerId)) {
        refuseAttach(method, paymentMethodId);
      }
      if (method.customerId === customerId) return toProviderCard(method); // attaching twice changes nothing

      // Setting a card up checks it with the issuer: the test cards for these declines fail here.
      const decline = SETUP_DECLINES[method.behaviour as TCardBehaviour];
      if (decline) throw new CardDeclinedError(decline, method.behaviour);
      if (expiryIssue(method.expMonth, method.expYear, now())) {
        throw new CardDeclinedError('Your card has expired.', 'expired_card');
      }

      // Only an unattached card is claimed, so two customers racing for one card cannot both win.
      const [attached] = await db
        .update(gatewayPaymentMethods)
        .set({ customerId })
        .where(and(eq(gatewayPaymentMethods.id, paymentMethodId), isNull(gatewayPaymentMethods.customerId)))
        .returning();
      if (attached) return toProviderCard(attached);
      const current = await findMethod(paymentMethodId);
      if (current?.customerId === customerId) return toProviderCard(current);
      return refuseAttach(current, paymentMethodId);
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
