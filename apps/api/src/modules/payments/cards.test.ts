import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { gatewayCustomers, gatewayPaymentMethods, paymentCards, users } from '../../db/schema';
import { type TTestContext, createSignedInUser } from '../../test/context';
import { cardsApi, createCardsTestContext, newCard } from './cards.test-helpers';

let ctx: TTestContext;
let api: ReturnType<typeof cardsApi>;
beforeAll(async () => {
  ctx = await createCardsTestContext();
  api = cardsApi(ctx);
});
afterAll(() => ctx.close());

type TCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number; isPrimary: boolean };
const listOf = async (headers: Record<string, string>): Promise<TCard[]> => {
  const res = await api.list(headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const addOk = async (headers: Record<string, string>, payload: unknown): Promise<TCard> => {
  const res = await api.add(headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const tokenOf = async (number: string) =>
  (
    await ctx.app.deps.payments.createCardPaymentMethod({
      number,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
    })
  ).paymentMethodId;
const gatewayMethodOf = async (cardId: string) => {
  const [row] = await ctx.database.db
    .select({ method: gatewayPaymentMethods })
    .from(paymentCards)
    .innerJoin(gatewayPaymentMethods, eq(gatewayPaymentMethods.id, paymentCards.providerPaymentMethodId))
    .where(eq(paymentCards.id, cardId));
  return row?.method;
};

describe('cards: the whole life of a saved card (built-in gateway)', () => {
  it('adds, lists, changes the primary card and deletes, keeping exactly one primary', async () => {
    const { user, headers } = await createSignedInUser(ctx, 'customer', { name: 'Grace Hopper' });
    expect(await listOf(headers)).toEqual([]);

    const visaRes = await api.add(headers, newCard('4242 4242 4242 4242', { expMonth: 4, expYear: 2031 }));
    expect(visaRes.statusCode).toBe(201);
    expect(visaRes.json()).toEqual({
      success: true,
      message: 'Card saved.',
      data: { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isPrimary: true },
    });
    const visa: TCard = visaRes.json().data;

    // The processor customer is created with the first card and kept on the account.
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.paymentCustomerId).toMatch(/^cus_/);
    const [customer] = await ctx.database.db
      .select()
      .from(gatewayCustomers)
      .where(eq(gatewayCustomers.id, account?.paymentCustomerId ?? ''));
    expect(customer).toMatchObject({ email: user.email, name: 'Grace Hopper' });

    const mastercard = await addOk(headers, newCard('5555555555554444'));
    const amex = await addOk(headers, newCard('3782 822463 10005'));
    expect(mastercard.isPrimary).toBe(false);
    expect(amex).toMatchObject({ brand: 'amex', last4: '0005', isPrimary: false });

    // One customer for all of this user's cards, each attached to it.
    const again = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again[0]?.paymentCustomerId).toBe(account?.paymentCustomerId);
    for (const card of [visa, mastercard, amex]) {
      expect((await gatewayMethodOf(card.id))?.customerId).toBe(account?.paymentCustomerId);
    }

    // Primary first, then newest first.
    expect((await listOf(headers)).map((c) => c.id)).toEqual([visa.id, amex.id, mastercard.id]);

    const primaryRes = await api.setPrimary(headers, mastercard.id);
    expect(primaryRes.statusCode).toBe(200);
    expect(primaryRes.json().message).toBe('Primary card updated.');
    const afterPrimary: TCard[] = primaryRes.json().data;
    expect(afterPrimary.map((c) => [c.id, c.isPrimary])).toEqual([
      [mastercard.id, true],
      [amex.id, false],
      [visa.id, false],
    ]);
    // Setting it again changes nothing.
    expect((await api.setPrimary(headers, mastercard.id)).json().data).toEqual(afterPrimary);

    // Deleting the primary card makes the newest remaining card primary, and detaches it at the gateway.
    const deleteRes = await api.remove(headers, mastercard.id);
    expect(deleteRes.statusCode).toBe(200);
    expect(deleteRes.json().message).toBe('Card removed.');
    expect(deleteRes.json().data.map((c: TCard) => [c.id, c.isPrimary])).toEqual([
      [amex.id, true],
      [visa.id, false],
    ]);
    const detached = await ctx.database.db
      .select()
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.customerId, account?.paymentCustomerId ?? ''));
    expect(detached.map((m) => m.last4).sort()).toEqual(['0005', '4242']);

    // Deleting a card that is not primary leaves the primary alone.
    const afterVisa = await api.remove(headers, visa.id);
    expect(afterVisa.json().data.map((c: TCard) => [c.id, c.isPrimary])).toEqual([[amex.id, true]]);

    expect((await api.remove(headers, amex.id)).json().data).toEqual([]);
    expect(await listOf(headers)).toEqual([]);
    expect((await api.remove(headers, amex.id)).statusCode).toBe(404);

    // A card added after all were removed is primary again.
    expect((await addOk(headers, newCard('4242424242424242'))).isPrimary).toBe(true);
  });

  it('accepts a token from the gateway (client-side tokenisation) as well as card details', async () => {
    const { headers } = await createSignedInUser(ctx);
    const { paymentMethodId } = await ctx.app.deps.payments.createCardPaymentMethod({
      number: '6011111111111117',
      expMonth: 7,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    });
    const card = await addOk(headers, { paymentMethodId });
    expect(card).toMatchObject({ brand: 'discover', last4: '1117', expMonth: 7, isPrimary: true });
    const again = await api.add(headers, { paymentMethodId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This card is already saved.' });
  });

  it('answers a list request with an empty JSON object as well as with no body', async () => {
    const { headers } = await createSignedInUser(ctx);
    await addOk(headers, newCard('4242424242424242'));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/cards', headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(Object.keys(res.json().data[0]).sort()).toEqual([
      'brand',
      'expMonth',
      'expYear',
      'id',
      'isPrimary',
      'last4',
    ]);
  });

  it('keeps exactly one primary card when several first cards arrive at once', async () => {
    const { headers } = await createSignedInUser(ctx);
    const results = await Promise.all(
      ['4242424242424242', '5555555555554444', '6011111111111117'].map((n) => api.add(headers, newCard(n))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const cards = await listOf(headers);
    expect(cards).toHaveLength(3);
    expect(cards.filter((c) => c.isPrimary)).toHaveLength(1);
  });
});

describe('cards: the documented test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 0341', 'charge_declined'],
  ])('saves %s (it %s when charged)', async (number, behaviour) => {
    const { headers } = await createSignedInUser(ctx);
    const card = await addOk(headers, newCard(number));
    expect(card.last4).toBe(number.slice(-4));
    expect((await gatewayMethodOf(card.id))?.behaviour).toBe(behaviour);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])('declines %s at set-up: %s', async (number, message) => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await api.add(headers, newCard(number));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message });
    expect(await ctx.database.db.$count(paymentCards, eq(paymentCards.userId, user.id))).toBe(0);
  });

  it('never saves a declined card, nor makes it primary: the primary card stays the one the customer chose', async () => {
    // Issue 20: "Card saved." then "Your card was declined." made the declined card the primary one.
    const { user, headers } = await createSignedInUser(ctx);
    const declinedFirst = await api.add(headers, newCard('4000 0000 0000 0002'));
    expect(declinedFirst.json()).toEqual({ success: false, message: 'Your card was declined.' });
    expect(await listOf(headers)).toEqual([]);

    const visa = await addOk(headers, newCard('4242 4242 4242 4242'));
    expect(visa.isPrimary).toBe(true);
    const declined = await api.add(headers, { paymentMethodId: await tokenOf('4000000000000002') });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await listOf(headers)).toEqual([visa]);

    // Nothing of the declined card stays on the customer at the gateway.
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const attached = await ctx.database.db
      .select({ last4: gatewayPaymentMethods.last4 })
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.customerId, account?.paymentCustomerId ?? ''));
    expect(attached).toEqual([{ last4: '4242' }]);
  });

  it('saves any other valid number, detecting its brand', async () => {
    const { headers } = await createSignedInUser(ctx);
    const cards = [
      await addOk(headers, newCard('2223003122003222')),
      await addOk(headers, newCard('3566002020360505')),
      await addOk(headers, newCard('36227206271667')),
      await addOk(headers, newCard('6200000000000005')),
      await addOk(headers, newCard('1234567812345670')),
    ];
    expect(cards.map((c) => c.brand)).toEqual(['mastercard', 'jcb', 'diners', 'unionpay', 'unknown']);
  });

  it('refuses the same card number twice, whatever the expiry, and leaves no stray card at the gateway', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    await addOk(headers, newCard('4242424242424242'));
    const res = await api.add(headers, newCard('4242-4242-4242-4242', { expMonth: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This card is already saved.');
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const attached = await ctx.database.db
      .select()
      .from(gatewayPaymentMethods)
      .where(eq(gatewayPaymentMethods.customerId, account?.paymentCustomerId ?? ''));
    expect(attached).toHaveLength(1);
    expect(await listOf(headers)).toHaveLength(1);
  });

  it('lets two different people save the same card number', async () => {
    const a = await createSignedInUser(ctx);
    const b = await createSignedInUser(ctx);
    await addOk(a.headers, newCard('5105105105105100'));
    await addOk(b.headers, newCard('5105105105105100'));
  });
});

describe('cards: bad input is a 400 naming the field', () => {
  const cases: [string, unknown, [string | null, RegExp]][] = [
    [
      'a number failing the Luhn check',
      newCard('4242424242424241'),
      ['card.number', /^Your card number is incorrect\.$/],
    ],
    ['a short number', newCard('4242 4242'), ['card.number', /^Your card number is incomplete\.$/]],
    ['letters in the number', newCard('4242abcd42424242'), ['card.number', /^Card number may contain only digits\.$/]],
    [
      'an expiry year in the past',
      newCard('4242424242424242', { expYear: 2020 }),
      ['card.expYear', /^Your card has expired\.$/],
    ],
    [
      'month 13',
      newCard('4242424242424242', { expMonth: 13 }),
      ['card.expMonth', /^Expiry month must be a number from 1 to 12\.$/],
    ],
    [
      'a year 30 years ahead',
      newCard('4242424242424242', { expYear: new Date().getUTCFullYear() + 30 }),
      ['card.expYear', /^Expiry year must be within 20 years\.$/],
    ],
    [
      'a 4-digit code on a Visa',
      newCard('4242424242424242', { cvc: '1234' }),
      ['card.cvc', /^Security code must be 3 digits for this card\.$/],
    ],
    [
      'a 3-digit code on an Amex',
      newCard('378282246310005', { cvc: '123' }),
      ['card.cvc', /^Security code must be 4 digits for American Express cards\.$/],
    ],
    [
      'a missing field',
      { card: { number: '4242424242424242', expMonth: 12, cvc: '123' } },
      ['card.expYear', /^Card expiry year is required$/],
    ],
    [
      'an unknown field in the card',
      { card: { ...newCard('4242424242424242').card, pin: '0000' } },
      [null, /^Unknown field in card: pin$/],
    ],
    [
      'an unknown top-level field',
      { ...newCard('4242424242424242'), userId: randomUUID() },
      [null, /^Unknown field: userId$/],
    ],
    ['neither a token nor a card', {}, [null, /^Send either paymentMethodId .* or card details, not both$/]],
    ['both a token and a card', { paymentMethodId: 'pm_123', ...newCard('4242424242424242') }, [null, /not both$/]],
    [
      'a malformed token',
      { paymentMethodId: 'pm_1/../../x' },
      ['paymentMethodId', /^Payment method must be an id such as pm_/],
    ],
    [
      'a number as a string month',
      { card: { ...newCard('4242424242424242').card, expMonth: '12' } },
      ['card.expMonth', /./],
    ],
  ];

  // Last month, which in January is December of last year (then the year is the field in the past).
  const today = new Date();
  const lastMonth = today.getUTCMonth() === 0 ? 12 : today.getUTCMonth();
  const lastMonthsYear = today.getUTCMonth() === 0 ? today.getUTCFullYear() - 1 : today.getUTCFullYear();
  cases.push([
    'last month',
    newCard('4242424242424242', { expMonth: lastMonth, expYear: lastMonthsYear }),
    today.getUTCMonth() === 0
      ? ['card.expYear', /^Your card has expired\.$/]
      : ['card.expMonth', /^Your card has expired\.$/],
  ]);

  it.each(cases)('%s', async (_name, payload, [field, message]) => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await api.add(headers, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
    // A sentence for people, and the field it is about beside it (for the form), never as a prefix.
    expect(res.json().message).toMatch(message);
    if (field) expect(res.json().fields).toEqual({ [field]: expect.stringMatching(message) });
    expect(await ctx.database.db.$count(paymentCards, eq(paymentCards.userId, user.id))).toBe(0);
  });

  it('lists every problem with the card in one message', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await api.add(headers, newCard('4242424242424241', { expYear: 2020, cvc: '12' }));
    expect(res.json()).toMatchObject({
      message: 'Your card number is incorrect.; Your card has expired.; Security code must be 3 digits for this card.',
      fields: {
        'card.number': 'Your card number is incorrect.',
        'card.expYear': 'Your card has expired.',
        'card.cvc': 'Security code must be 3 digits for this card.',
      },
    });
  });

  it('rejects a card id that is not an id, and fields in a list request', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await api.setPrimary(headers, 'not-a-card');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ID must be the id of one of your saved cards');
    const list = await ctx.app.inject({ method: 'POST', url: '/api/user/cards', headers, payload: { page: 2 } });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Unknown field: page');
  });
});

describe('cards: who may see and change a card', () => {
  it('asks an anonymous caller to sign in on every call', async () => {
    const id = randomUUID();
    for (const res of [
      await api.list(),
      await api.add({}, newCard('4242424242424242')),
      await api.setPrimary({}, id),
      await api.remove({}, id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue.' });
    }
  });

  it("answers another user's card id exactly like an unknown one, and leaves the card alone", async () => {
    const owner = await createSignedInUser(ctx);
    const other = await createSignedInUser(ctx);
    const first = await addOk(owner.headers, newCard('4242424242424242'));
    const second = await addOk(owner.headers, newCard('5555555555554444'));
    await addOk(other.headers, newCard('6011111111111117'));

    for (const res of [
      await api.setPrimary(other.headers, second.id),
      await api.remove(other.headers, first.id),
      await api.remove(other.headers, randomUUID()),
      await api.setPrimary(other.headers, randomUUID()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Card not found.' });
    }
    expect((await listOf(owner.headers)).map((c) => [c.id, c.isPrimary])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect((await gatewayMethodOf(first.id))?.customerId).not.toBeNull();
    expect((await listOf(other.headers)).map((c) => c.last4)).toEqual(['1117']);
  });
});

describe('cards: abuse protection', () => {
  it('limits how many cards one address may try to add in a minute', async () => {
    const limited = await createCardsTestContext({ RATE_LIMIT_ENABLED: 'true' });
    try {
      const { headers } = await createSignedInUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1)
        statuses.push((await cardsApi(limited).add(headers, newCard('4242424242424241'))).statusCode);
      expect(statuses).toEqual(Array(10).fill(400));
      const blocked = await cardsApi(limited).add(headers, newCard('4242424242424242'));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many requests/);
      expect((await cardsApi(limited).list(headers)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('cards: what the server keeps', () => {
  it('never stores a card number in any table, nor a security code in any column', async () => {
    const { headers } = await createSignedInUser(ctx);
    const numbers = ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000069'];
    for (const number of numbers)
      await api.add(headers, newCard(number, { cvc: number.startsWith('37') ? '7391' : '739' }));

    const names = rowsOf<{ table_name: string }>(
      await ctx.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    expect(names.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['payment_cards', 'gateway_customers', 'gateway_payment_methods', 'users']),
    );
    let scanned = 0;
    for (const { table_name } of names) {
      const rows = rowsOf<{ row: string }>(
        await ctx.database.db.execute(sql`select t::text as row from ${sql.identifier(table_name)} t`),
      );
      scanned += rows.length;
      const text = rows.map((r) => r.row).join('\n');
      for (const number of numbers) expect(text, `${table_name} holds ${number}`).not.toContain(number);
    }
    expect(scanned).toBeGreaterThan(0);
    // A 3-digit code could appear by chance in any timestamp, so check where it could be kept instead.
    const columnNames = rowsOf<{ column_name: string }>(
      await ctx.database.db.execute(
        sql`select column_name from information_schema.columns where table_schema = 'public'
            and table_name in ('payment_cards', 'gateway_customers', 'gateway_payment_methods')`,
      ),
    ).map((c) => c.column_name);
    expect(columnNames).toContain('last4');
    expect(columnNames.filter((name) => /cvc|cvv|security|number|pan$/i.test(name))).toEqual([]);

    const saved = await ctx.database.db.select().from(paymentCards);
    for (const row of saved) expect(row.providerPaymentMethodId).toMatch(/^pm_[0-9a-f]{24}$/);
  });

  it('describes the card endpoints in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/user/cards'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/user/addcard'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/user/cards/{id}'] ?? {}).sort()).toEqual(['delete', 'post']);
  });
});
