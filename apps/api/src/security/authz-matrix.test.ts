// SPEC §6: who may call what. Every route of the OpenAPI document is called as anonymous, customer A,
// customer B (aimed at A's data), an approved influencer and an admin; expectations come from rules.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, dnsRecords, launchpadIdeas, orders, paymentCards, registeredDomains, users } from '../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../test/context';
import { cartApi, seededCatalog } from '../modules/cart/cart.test-helpers';
import { createOwnedDomain } from '../modules/domains/domains.test-helpers';
import { approvedInfluencer } from '../modules/influencer/influencer.test-helpers';
import { createIdeaFor } from '../modules/launchpad/launchpad.test-helpers';
import { cardsApi } from '../modules/payments/cards.test-helpers';
import { cardPayment, checkoutApi, checkoutBody, fillCart } from '../modules/payments/checkout.test-helpers';
import { type TRouteGuard, routeGuard } from './route-guards';
import { type TOperation, fillPath, openApiOperations, sampleValue } from './security.test-helpers';

type TGuard = TRouteGuard;
type TCaller = 'anonymous' | 'customerA' | 'customerB' | 'influencer' | 'admin';

/** Who passes each guard (A and B are on the Scale plan; the influencer and the admin have no plan). */
const MAY_PASS: Record<TGuard, TCaller[]> = {
  public: ['anonymous', 'customerA', 'customerB', 'influencer', 'admin'],
  'signed-in': ['customerA', 'customerB', 'influencer', 'admin'],
  tools: ['customerA', 'customerB'],
  build_startup_ai: ['customerA', 'customerB'],
  influencer: ['influencer'],
  admin: ['admin'],
};

/** The refusal a caller who may not pass gets: 401 for strangers, 403 for the signed-in. */
function refusal(guard: TGuard, caller: TCaller): number {
  // SPEC §5, §8: strangers on the builder are told to subscribe (403), not sent to sign in.
  if (caller === 'anonymous' && guard !== 'build_startup_ai') return 401;
  return 403;
}

const guardOf = (op: TOperation): TGuard | undefined => routeGuard(op.key);

/** Calls that end a session, delete things or cancel a plan run last for each caller. */
const destructiveness = (op: TOperation) => {
  if (/delete-account/.test(op.path)) return 2;
  return op.method === 'DELETE' || /logout|cancel|passwordChange|emailChange|updateCreds/i.test(op.path) ? 1 : 0;
};

let ctx: TTestContext;
let operations: TOperation[];
const marker = `zq${randomUUID().replaceAll('-', '').slice(0, 12)}`;
type TA = {
  headers: Record<string, string>;
  userId: string;
  email: string;
  orderId: string;
  invoiceNumber: number;
  cartId: string;
  cartItemId: string;
  cardId: string;
  ideaId: string;
  sld: string;
  tld: string;
  domain: string;
};
let A: TA;
const callers = {} as Record<TCaller, Record<string, string>>;

beforeAll(async () => {
  ctx = await createTestContext();
  operations = openApiOperations(ctx.app);
  const seed = await seededCatalog(ctx);
  const checkout = checkoutApi(ctx);
  productIdForCart = seed.ukLtd.id;

  const onScale = async (name: string) => {
    const person = await createSignedInUser(ctx, 'customer', { name });
    const res = await checkout.subscribe(person.headers, {
      planId: 'scale',
      interval: 'month',
      paymentMethod: cardPayment(),
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return person;
  };
  const a = await onScale(`Alice ${marker}`);
  const b = await onScale('Bob Other');
  const admin = await createSignedInUser(ctx, 'admin');
  const influencer = await approvedInfluencer(ctx, admin);

  // A's order (through checkout), then a cart line, a saved card, an idea and a domain.
  await fillCart(ctx, a.headers, seed);
  const paid = await checkout.checkout(a.headers, checkoutBody());
  expect(paid.statusCode, paid.body).toBe(200);
  const orderId = paid.json().data.order.id as string;
  const invoices = await checkout.invoices(a.headers);
  expect(invoices.statusCode, invoices.body).toBe(200);
  const invoice = (invoices.json().data.invoices ?? invoices.json().data.rows ?? invoices.json().data).find?.(
    (row: { orderId: string }) => row.orderId === orderId,
  ) as { invoice_number: number } | undefined;
  if (!invoice) throw new Error(`no invoice for A's order in ${invoices.body}`);

  const cart = cartApi(ctx);
  const added = await cart.addItem(a.headers, { productId: seed.ukLtd.id });
  expect(added.statusCode, added.body).toBe(200);
  const cartData = added.json().data;
  const cartItemId = cartData.cart.CartItems[0].id as string;

  // Checkout saved A's card; list it.
  const card = await cardsApi(ctx).list(a.headers);
  expect(card.statusCode, card.body).toBe(200);
  const cards = card.json().data as { id: string }[] | { cards: { id: string }[] };
  const cardId = (Array.isArray(cards) ? cards : cards.cards)[0]?.id as string;

  const ideaId = await createIdeaFor(ctx, a.headers, `A subscription box for retired racing greyhounds ${marker}`);

  const sld = `alice${randomUUID().slice(0, 8)}`;
  await createOwnedDomain(ctx, a.user.id, `${sld}.com`);
  const hosts = await ctx.app.inject({
    method: 'POST',
    url: '/api/domains/setHosts',
    headers: a.headers,
    payload: { sld, tld: 'com', hosts: [{ host: '@', type: 'TXT', value: `verify-${marker}`, ttl: 1800 }] },
  });
  expect(hosts.statusCode, hosts.body).toBe(200);

  A = {
    headers: a.headers,
    userId: a.user.id,
    email: a.user.email,
    orderId,
    invoiceNumber: invoice.invoice_number,
    cartId: cartData.cartId as string,
    cartItemId,
    cardId,
    ideaId,
    sld,
    tld: 'com',
    domain: `${sld}.com`,
  };
  callers.anonymous = {};
  callers.customerA = a.headers;
  callers.customerB = b.headers;
  callers.influencer = influencer.headers;
  callers.admin = admin.headers;
});
afterAll(() => ctx?.close());

/** Path parameters aimed at A's data (so B's calls target A's resources). */
function paramFor(path: string, name: string): string {
  if (name === 'orderId') return A.orderId;
  if (name === 'cartItemId') return A.cartItemId;
  if (name === 'type') return 'blog';
  if (name === 'provider') return 'google';
  if (name === 'section') return 'Problem';
  if (name === '*') return 'avatars/none.png';
  if (name === 'id') {
    if (path.startsWith('/api/tools/launchpad')) return A.ideaId;
    if (path.startsWith('/api/user/cards')) return A.cardId;
    if (path.startsWith('/api/cart/')) return A.cartId;
    if (path.startsWith('/api/products') || path.startsWith('/api/admin/products')) return 'uk-ltd-formation';
    if (path.startsWith('/api/payment/coupan-check')) return 'WELCOME10';
  }
  return '00000000-0000-4000-8000-000000000000';
}

/**
 * Body fields aimed at A's data (B pays with A's card, downloads A's invoice, edits A's cart line and
 * domain), and values that make the rest of each generated body valid, so the guard is what answers.
 */
const bodyHints = () => ({
  invoiceNumber: A.invoiceNumber,
  cartItemId: A.cartItemId,
  orderId: A.orderId,
  ideaId: A.ideaId,
  cardId: A.cardId,
  paymentMethod: { cardId: A.cardId },
  paymentMethodId: 'pm_card_visa',
  sld: A.sld,
  tld: A.tld,
  domain: A.domain,
  productId: productIdForCart,
  email: 'someone@example.test',
  newEmail: 'someone-new@example.test',
  name: 'Sam Sample',
  phone: '+44.2071234567',
  ApproverEmail: `admin@${A.domain}`,
  url: 'http://127.0.0.1:9/',
  image: '',
  chart: { id: 'root', name: 'Ada', role: 'Founder', subordinates: [] },
});
let productIdForCart = '';

/** What must never reach anyone but A and staff, except values the caller itself sent. */
function leaksOfA(responseText: string, requestText: string): string[] {
  const identifiers: [string, string][] = [
    ['email', A.email],
    ['user id', A.userId],
    ['order id', A.orderId],
    ['cart id', A.cartId],
    ['cart item id', A.cartItemId],
    ['card id', A.cardId],
    ['idea id', A.ideaId],
    ['domain name', A.domain],
    ['name or content marker', marker],
  ];
  const found = identifiers
    .filter(([label, value]) => {
      const sent = requestText.includes(label === 'domain name' ? A.sld : value);
      return value && !sent && responseText.includes(value);
    })
    .map(([label]) => label);
  const invoice = new RegExp(`"invoice_?number"\\s*:\\s*"?${A.invoiceNumber}\\b`, 'i');
  if (invoice.test(responseText) && !requestText.includes(String(A.invoiceNumber))) found.push('invoice number');
  return found;
}

/** A's rows that other callers' requests aim at, read from the database. */
async function holdingsOfA() {
  const db = ctx.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, A.orderId));
  const [line] = await db.select().from(cartItems).where(eq(cartItems.id, A.cartItemId));
  const [card] = await db.select().from(paymentCards).where(eq(paymentCards.id, A.cardId));
  const [idea] = await db.select().from(launchpadIdeas).where(eq(launchpadIdeas.id, A.ideaId));
  const [domain] = await db.select().from(registeredDomains).where(eq(registeredDomains.name, A.domain));
  const hosts = await db
    .select()
    .from(dnsRecords)
    .where(eq(dnsRecords.domainId, domain?.id ?? A.userId));
  const [user] = await db.select().from(users).where(eq(users.id, A.userId));
  const plan = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders/current-subscription',
    headers: A.headers,
    payload: {},
  });
  return { order, line, card, idea, domain, hosts, user, plan: plan.body };
}

type TCall = { caller: TCaller; op: TOperation; status: number; body: string; request: string };

async function call(caller: TCaller, op: TOperation): Promise<TCall> {
  const url = fillPath(op.path, (name) => paramFor(op.path, name));
  const payload = op.body ? (sampleValue(op.body, bodyHints()) as object) : undefined;
  const res = await ctx.app.inject({
    method: op.method,
    url,
    headers: callers[caller],
    ...(payload === undefined ? {} : { payload }),
  });
  return { caller, op, status: res.statusCode, body: res.body, request: `${url} ${JSON.stringify(payload ?? null)}` };
}

describe('authorisation matrix (SPEC §6)', () => {
  let results: TCall[] = [];
  let beforeOthers: unknown;
  let afterOthers: unknown;

  beforeAll(async () => {
    const sorted = [...operations].sort((x, y) => destructiveness(x) - destructiveness(y));
    results = [];
    beforeOthers = await holdingsOfA();
    for (const caller of ['anonymous', 'influencer', 'customerB'] as const) {
      for (const op of sorted) results.push(await call(caller, op));
    }
    afterOthers = await holdingsOfA();
    for (const caller of ['admin', 'customerA'] as const) for (const op of sorted) results.push(await call(caller, op));
  }, 120_000);

  it('classifies every route of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    const unclassified = operations.filter((op) => !guardOf(op)).map((op) => op.key);
    expect(unclassified, 'routes without a guard rule').toEqual([]);
  });

  it('documents a bearer token on exactly the routes that need one', () => {
    const wrong = operations
      .filter((op) => {
        const guard = guardOf(op);
        return guard && op.bearer !== (guard !== 'public');
      })
      .map((op) => `${op.key}: guard ${guardOf(op)}, documented ${op.bearer ? 'with' : 'without'} bearer`);
    expect(wrong).toEqual([]);
  });

  it('refuses callers the guard does not admit, and admits the ones it does', () => {
    const offending: string[] = [];
    for (const result of results) {
      const guard = guardOf(result.op);
      if (!guard) continue;
      const admitted = MAY_PASS[guard].includes(result.caller);
      if (!admitted) {
        const expected = refusal(guard, result.caller);
        if (result.status !== expected) {
          offending.push(`${result.op.key} as ${result.caller}: ${result.status}, expected ${expected} (${guard})`);
        }
      } else if (guard === 'public') {
        // Anyone reaches the handler; a 401 there is an answer about credentials sent in the body.
      } else if (result.caller === 'customerB') {
        // B passes the guard; A's data may still be refused (403/404), but never a 401.
        if (result.status === 401) offending.push(`${result.op.key} as customerB: 401 although signed in`);
      } else if (result.status === 401 || result.status === 403) {
        offending.push(
          `${result.op.key} as ${result.caller}: ${result.status} though ${guard} admits it: ${result.body.slice(0, 160)}`,
        );
      }
    }
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('answers refusals with { success: false, message }', () => {
    const offending = results
      .filter((r) => r.status === 401 || r.status === 403)
      .filter((r) => {
        try {
          const body = JSON.parse(r.body) as { success?: unknown; message?: unknown };
          return body.success !== false || typeof body.message !== 'string' || body.message === '';
        } catch {
          return true;
        }
      })
      .map((r) => `${r.op.key} as ${r.caller}: ${r.body.slice(0, 120)}`);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it("never shows A's data to anyone but A and staff", () => {
    const offending = results
      .filter((r) => r.caller !== 'customerA' && r.caller !== 'admin')
      .map((r) => ({ r, leaks: leaksOfA(r.body, r.request) }))
      .filter(({ leaks }) => leaks.length > 0)
      .map(({ r, leaks }) => `${r.op.key} as ${r.caller} (${r.status}) shows A's ${leaks.join(', ')}`);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('never fails with a server error for any caller', () => {
    const offending = results
      .filter((r) => r.status >= 500)
      .map((r) => `${r.op.key} as ${r.caller}: ${r.status} ${r.body.slice(0, 120)}`);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it("leaves A's order, cart line, card, idea, domain and plan as they were after the others' calls", () => {
    expect(afterOthers).toEqual(beforeOthers);
  });
});
