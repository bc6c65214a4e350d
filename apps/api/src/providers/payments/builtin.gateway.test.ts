import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCustomers, gatewayPaymentMethods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type TTestContext, createTestContext } from '../../test/context';
import { TEST_CARD_BEHAVIOURS, createBuiltinGateway } from './builtin.gateway';
import { CardDeclinedError, PaymentProviderError, type TPaymentProvider } from './payment.provider';

let ctx: TTestContext;
let gateway: TPaymentProvider;
let clock = new Date('2026-05-15T12:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  gateway = createBuiltinGateway({
    db: ctx.database.db,
    fingerprintSecret: 'test-fingerprint-secret',
    now: () => clock,
  });
});
afterAll(() => ctx.close());

const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

const storedMethod = async (id: string) => {
  const [row] = await ctx.database.db.select().from(gatewayPaymentMethods).where(eq(gatewayPaymentMethods.id, id));
  return row;
};

const newCustomer = async () => (await gateway.createCustomer({ email: 'ada@example.test', name: 'Ada' })).customerId;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('built-in gateway: tokenising a card', () => {
  it('keeps brand, last 4, expiry, a fingerprint and the behaviour, never the number or security code', async () => {
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242 4242 4242 4242', { cvc: '987' }));
    expect(paymentMethodId).toMatch(/^pm_[0-9a-f]{24}$/);
    const row = await storedMethod(paymentMethodId);
    expect(row).toMatchObject({
      id: paymentMethodId,
      customerId: null,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      behaviour: 'succeeds',
    });
    // No column holds the number or the code (the random ids may contain any digits, so compare values).
    const values = Object.values(row ?? {}).map(String);
    expect(values.some((value) => value.includes('4242424242424242'))).toBe(false);
    expect(values).not.toContain('987');
  });

  it('records what each documented test card does, and that any other valid card succeeds', async () => {
    const expected: Record<string, string> = {
      '4242424242424242': 'succeeds',
      '4000000000000002': 'generic_decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
      '4000000000000127': 'incorrect_cvc',
      '4000000000000341': 'charge_declined',
      '4000002500003155': 'requires_authentication',
      '5555555555554444': 'succeeds',
      '6011111111111117': 'succeeds',
    };
    expect(TEST_CARD_BEHAVIOURS).toEqual({
      '4242424242424242': 'succeeds',
      '4000000000000002': 'generic_decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
      '4000000000000127': 'incorrect_cvc',
      '4000000000000341': 'charge_declined',
      '4000002500003155': 'requires_authentication',
    });
    for (const [number, behaviour] of Object.entries(expected)) {
      const { paymentMethodId } = await gateway.createCardPaymentMethod(card(number));
      expect((await storedMethod(paymentMethodId))?.behaviour, number).toBe(behaviour);
    }
  });

  it('gives the same card the same fingerprint, and another card or another secret a different one', async () => {
    const a = await gateway.createCardPaymentMethod(card('5555555555554444', { expYear: 2031 }));
    const b = await gateway.createCardPaymentMethod(card('5555-5555-5555-4444', { expMonth: 1 }));
    const c = await gateway.createCardPaymentMethod(card('5105105105105100'));
    const other = createBuiltinGateway({ db: ctx.database.db, fingerprintSecret: 'another-secret', now: () => clock });
    const d = await other.createCardPaymentMethod(card('5555555555554444'));
    const [ra, rb, rc, rd] = await Promise.all([a, b, c, d].map((m) => storedMethod(m.paymentMethodId)));
    expect(ra?.fingerprint).toBe(rb?.fingerprint);
    expect(ra?.fingerprint).not.toBe(rc?.fingerprint);
    expect(ra?.fingerprint).not.toBe(rd?.fingerprint);
    expect(ra?.fingerprint).toMatch(/^[\w-]{32}$/);
  });

  it('detects the brand, expecting a 4-digit code for American Express and reading 2-digit years as 20xx', async () => {
    const { paymentMethodId } = await gateway.createCardPaymentMethod(
      card('378282246310005', { cvc: '1234', expYear: 29 }),
    );
    expect(await storedMethod(paymentMethodId)).toMatchObject({ brand: 'amex', last4: '0005', expYear: 2029 });
  });

  it('refuses an invalid number, a past expiry and a wrong-length code with 400s naming the field', async () => {
    const cases: [ReturnType<typeof card>, [string, string]][] = [
      [card('4242424242424241'), ['card.number', 'Your card number is incorrect.']],
      [card('4242'), ['card.number', 'Your card number is incomplete.']],
      [card('4242424242424242', { expMonth: 4, expYear: 2026 }), ['card.expMonth', 'Your card has expired.']],
      [card('4242424242424242', { expYear: 2025 }), ['card.expYear', 'Your card has expired.']],
      [card('4242424242424242', { expMonth: 13 }), ['card.expMonth', 'Expiry month must be a number from 1 to 12.']],
      [card('4242424242424242', { cvc: '1234' }), ['card.cvc', 'Security code must be 3 digits for this card.']],
      [
        card('378282246310005', { cvc: '123' }),
        ['card.cvc', 'Security code must be 4 digits for American Express cards.'],
      ],
    ];
    const before = await ctx.database.db.$count(gatewayPaymentMethods);
    for (const [input, [field, message]] of cases) {
      const error = await failure(gateway.createCardPaymentMethod(input));
      expect(error.code, message).toBe('BAD_REQUEST');
      // The sentence is for people; the field it is about travels beside it.
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ [field]: message });
    }
    expect(await ctx.database.db.$count(gatewayPaymentMethods)).toBe(before);
  });

  it('lists every problem at once', async () => {
    const error = await failure(gateway.createCardPaymentMethod(card('4242424242424241', { expYear: 2020, cvc: '1' })));
    expect(error.message).toBe(
      'Your card number is incorrect.; Your card has expired.; Security code must be 3 digits for this card.',
    );
    expect(error.fields).toEqual({
      'card.number': 'Your card number is incorrect.',
      'card.expYear': 'Your card has expired.',
      'card.cvc': 'Security code must be 3 digits for this card.',
    });
  });
});

describe('built-in gateway: customers and attaching cards', () => {
  it('creates customers with processor-style ids', async () => {
    expect(await newCustomer()).toMatch(/^cus_[0-9a-f]{24}$/);
  });

  it('attaches a good card and describes it', async () => {
    const customerId = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    const attached = await gateway.attachPaymentMethod(customerId, paymentMethodId);
    expect(attached).toEqual({
      id: paymentMethodId,
      customerId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      fingerprint: expect.any(String),
    });
    expect((await storedMethod(paymentMethodId))?.customerId).toBe(customerId);
  });

  it('declines the expired-card and incorrect-code test cards at set-up, as Stripe does', async () => {
    const customerId = await newCustomer();
    const expired = await gateway.createCardPaymentMethod(card('4000000000000069'));
    const badCvc = await gateway.createCardPaymentMethod(card('4000000000000127'));

    const e1 = await failure(gateway.attachPaymentMethod(customerId, expired.paymentMethodId));
    expect(e1).toBeInstanceOf(CardDeclinedError);
    expect(e1.statusCode).toBe(422);
    expect(e1.message).toBe('Your card has expired.');
    expect((e1 as CardDeclinedError).declineCode).toBe('expired_card');

    const e2 = await failure(gateway.attachPaymentMethod(customerId, badCvc.paymentMethodId));
    expect(e2.message).toBe("Your card's security code is incorrect.");
    expect((e2 as CardDeclinedError).declineCode).toBe('incorrect_cvc');

    expect(await gateway.listPaymentMethods(customerId)).toEqual([]);
  });

  it('declines the generic-decline and insufficient-funds cards at set-up, as a SetupIntent does', async () => {
    const customerId = await newCustomer();
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      const { paymentMethodId } = await gateway.createCardPaymentMethod(card(number));
      await expect(gateway.attachPaymentMethod(customerId, paymentMethodId)).rejects.toThrow(message);
    }
    expect(await gateway.listPaymentMethods(customerId)).toEqual([]);
  });

  it('lets 4000 0000 0000 0341 be saved: it fails only when charged', async () => {
    const customerId = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4000000000000341'));
    await expect(gateway.attachPaymentMethod(customerId, paymentMethodId)).resolves.toMatchObject({ last4: '0341' });
    expect(await gateway.listPaymentMethods(customerId)).toHaveLength(1);
  });

  it('declines a card that has expired since it was tokenised', async () => {
    const customerId = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(
      card('4242424242424242', { expMonth: 5, expYear: 2026 }),
    );
    clock = new Date('2026-06-01T00:00:00Z');
    try {
      const error = await failure(gateway.attachPaymentMethod(customerId, paymentMethodId));
      expect(error.message).toBe('Your card has expired.');
    } finally {
      clock = new Date('2026-05-15T12:00:00Z');
    }
  });

  it('attaching twice to the same customer changes nothing; to another customer is refused', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    const once = await gateway.attachPaymentMethod(first, paymentMethodId);
    expect(await gateway.attachPaymentMethod(first, paymentMethodId)).toEqual(once);
    const error = await failure(gateway.attachPaymentMethod(second, paymentMethodId));
    expect(error.code).toBe('CONFLICT');
    expect((await storedMethod(paymentMethodId))?.customerId).toBe(first);
  });

  it('lets only one of two customers racing for the same card have it', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    const results = await Promise.allSettled([
      gateway.attachPaymentMethod(a, paymentMethodId),
      gateway.attachPaymentMethod(b, paymentMethodId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('reports an unknown card or customer as a 400 saying the card could not be found', async () => {
    const customerId = await newCustomer();
    const e1 = await failure(gateway.attachPaymentMethod(customerId, 'pm_doesnotexist'));
    expect(e1).toBeInstanceOf(PaymentProviderError);
    expect(e1.code).toBe('BAD_REQUEST');
    expect(e1.message).toBe('We could not find that card. Please enter the card again.');
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    const e2 = await failure(gateway.attachPaymentMethod('cus_nobody', paymentMethodId));
    expect(e2.code).toBe('BAD_REQUEST');
  });
});

describe('built-in gateway: detaching, default card and listing', () => {
  it('detaches, and detaching again or an unknown card is not an error', async () => {
    const customerId = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    await gateway.attachPaymentMethod(customerId, paymentMethodId);
    await gateway.detachPaymentMethod(paymentMethodId);
    expect((await storedMethod(paymentMethodId))?.customerId).toBeNull();
    await expect(gateway.detachPaymentMethod(paymentMethodId)).resolves.toBeUndefined();
    await expect(gateway.detachPaymentMethod('pm_unknown')).resolves.toBeUndefined();
    expect(await gateway.listPaymentMethods(customerId)).toEqual([]);
  });

  it('makes only a card attached to the customer the default', async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const { paymentMethodId } = await gateway.createCardPaymentMethod(card('4242424242424242'));
    await gateway.attachPaymentMethod(mine, paymentMethodId);
    await expect(gateway.setDefaultPaymentMethod(mine, paymentMethodId)).resolves.toBeUndefined();
    const [customer] = await ctx.database.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.id, mine));
    expect(customer?.defaultPaymentMethodId).toBe(paymentMethodId);
    const error = await failure(gateway.setDefaultPaymentMethod(theirs, paymentMethodId));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('That card is not saved to this payment account.');
  });

  it("lists a customer's attached cards, newest first", async () => {
    const customerId = await newCustomer();
    const ids: string[] = [];
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005']) {
      const { paymentMethodId } = await gateway.createCardPaymentMethod(
        card(number, { cvc: number.startsWith('37') ? '1234' : '123' }),
      );
      await gateway.attachPaymentMethod(customerId, paymentMethodId);
      ids.push(paymentMethodId);
    }
    const listed = await gateway.listPaymentMethods(customerId);
    expect(listed.map((m) => m.id)).toEqual([...ids].reverse());
    expect(listed.map((m) => m.brand)).toEqual(['amex', 'mastercard', 'visa']);
  });
});
