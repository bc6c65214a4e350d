import { randomUUID } from 'node:crypto';
import { domainsEndpoints, priceSummary } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayRefunds, orderRefunds, payments, registeredDomains, sslCertificates } from '../../db/schema';
import { addYears } from '../../providers/registrar/builtin.domains';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi } from '../cart/cart.test-helpers';
import { insertOrder } from '../orders/orders.store';
import { checkoutApi, checkoutBody } from '../payments/checkout.test-helpers';
import { type TFulfilmentDeps, fulfilDomainLines, resumeDomainFulfilment } from './domains-fulfilment.service';
import { createOwnedDomain } from './domains.test-helpers';

const { ctx, seed } = useSeededContext();

type TLine = {
  id: string;
  kind: string;
  fulfilmentStatus: string;
  failureReason: string | null;
  timeline: { status: string; note: string }[];
};
const db = () => ctx.database.db;
const rowOf = async (name: string) =>
  (await db().select().from(registeredDomains).where(eq(registeredDomains.name, name)))[0];
const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** A customer whose cart holds `sld.tld` for `years` with a PositiveSSL and ID Protect. */
async function buyerWithDomainInCart(sld: string, tld = 'com', years = 2) {
  const buyer = await createSignedInUser(ctx, 'customer', { name: 'Katherine Johnson' });
  const res = await cartApi(ctx).addDomain(buyer.headers, {
    domain: sld,
    tld,
    years,
    services: [{ serviceId: seed.positiveSsl.id }, { serviceId: seed.idProtect.id }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return buyer;
}

describe('registration after payment', () => {
  it('registers a paid domain for the years bought, buys its certificate and turns ID Protect on', async () => {
    const sld = `launch${randomUUID().slice(0, 8)}`;
    const buyer = await buyerWithDomainInCart(sld, 'com', 2);
    const res = await checkoutApi(ctx).checkout(buyer.headers, checkoutBody());
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order;
    expect(order.status).toBe('paid');
    const lines = order.lines as TLine[];
    expect(lines.map((l) => [l.kind, l.fulfilmentStatus])).toEqual([
      ['domain', 'completed'],
      ['service', 'completed'],
      ['service', 'completed'],
    ]);
    expect(lines[0]?.timeline.map((e) => e.status)).toEqual(['received', 'submitted', 'completed']);
    expect(lines[0]?.timeline[2]?.note).toContain(`${sld}.com is yours until`);

    const row = await rowOf(`${sld}.com`);
    expect(row).toMatchObject({
      userId: buyer.user.id,
      status: 'active',
      registrar: 'builtin',
      orderId: order.id,
      orderLineId: lines[0]?.id,
      whoisPrivacy: true,
      registrationAttempts: 1,
      contacts: { registrant: { firstName: 'Katherine', lastName: 'Johnson', email: buyer.user.email } },
    });
    expect(row?.expiresAt?.toISOString()).toBe(addYears(row?.registeredAt as Date, 2).toISOString());

    // What the customer sees: the portfolio, the services and the domain orders.
    const list = (await post(domainsEndpoints.allDomains.path, buyer.headers)).json().data;
    expect(list).toEqual([expect.objectContaining({ name: `${sld}.com`, status: 'active', whoisPrivacy: true })]);
    const services = (await post(domainsEndpoints.allServices.path, buyer.headers)).json().data;
    expect(services).toEqual([
      expect.objectContaining({
        serviceType: 'SSL',
        name: seed.positiveSsl.name,
        domain: `${sld}.com`,
        status: 'purchased',
      }),
      expect.objectContaining({ serviceType: 'ID Protect', domain: `${sld}.com`, enabled: true }),
    ]);
    const [cert] = await db()
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.orderLineId, lines[1]?.id ?? ''));
    expect(cert).toMatchObject({ userId: buyer.user.id, domainId: row?.id, years: 1, status: 'purchased' });
    const orders = (await post(domainsEndpoints.domainOrders.path, buyer.headers)).json();
    expect(orders.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(orders.page_meta.total_items_count).toBe(1);

    // ID Protect bought with the domain can be switched off and on again.
    const name = { sld, tld: 'com', service: 'ID Protect' };
    expect(
      (await post(domainsEndpoints.enableDisableService.path, buyer.headers, { ...name, enabled: false })).statusCode,
    ).toBe(200);
    const on = await post(domainsEndpoints.enableDisableService.path, buyer.headers, { ...name, enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await ctx.app.deps.registrar.getInfo(`${sld}.com`)).whoisPrivacy).toBe(true);

    // No mail but the receipt: nothing went wrong.
    expect((await readOutbox(ctx, buyer.user.email)).map((m) => m.template)).toEqual(['order_receipt']);
  });

  it('fails, mails and refunds a name taken between the cart and the payment, and frees nothing of the holder', async () => {
    const sld = `taken${randomUUID().slice(0, 8)}`;
    const buyer = await buyerWithDomainInCart(sld, 'io', 1);
    const holder = await createSignedInUser(ctx);
    const held = await createOwnedDomain(ctx, holder.user.id, `${sld}.io`);

    const res = await checkoutApi(ctx).checkout(buyer.headers, checkoutBody());
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data.order;
    const seen = (await checkoutApi(ctx).order(buyer.headers, paid.id)).json().data;
    expect(seen.status).toBe('refunded');
    const [domainLine, ...serviceLines] = seen.lines as TLine[];
    expect(domainLine).toMatchObject({
      fulfilmentStatus: 'failed',
      failureReason: `${sld}.io is already registered.`,
    });
    for (const line of serviceLines) {
      expect(line).toMatchObject({ fulfilmentStatus: 'failed', failureReason: `${sld}.io could not be registered.` });
    }

    // The whole payment came back, line by line, at the gateway and on the order.
    const total = priceSummary(paid.subtotalPence).total;
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id));
    expect(refunds).toHaveLength(3);
    expect(refunds.reduce((sum, r) => sum + r.amountPence, 0)).toBe(total);
    const [given] = await db()
      .select({ total: sql<string>`sum(${gatewayRefunds.amount})` })
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.chargeId, await chargeOf(paid.id)));
    expect(Number(given?.total)).toBe(total);

    const [mail] = await readOutbox(ctx, buyer.user.email);
    expect(mail).toMatchObject({ template: 'domain_registration_failed', subject: `We could not register ${sld}.io` });
    expect(mail?.text).toContain(`Why: ${sld}.io is already registered.`);
    expect(mail?.text).toContain('We have refunded £');

    expect(await rowOf(`${sld}.io`)).toMatchObject({ id: held.id, userId: holder.user.id, status: 'active' });
    expect((await post(domainsEndpoints.allDomains.path, buyer.headers)).json().data).toEqual([]);
  });
});

async function chargeOf(orderId: string): Promise<string> {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return payment?.providerPaymentId ?? '';
}

/** A paid order for one domain line (as checkout leaves it), without running the hook. */
async function paidDomainOrder(name: string, years = 1) {
  const buyer = await createSignedInUser(ctx);
  const order = await db().transaction((tx) =>
    insertOrder(
      tx,
      {
        userId: buyer.user.id,
        idempotencyKey: randomUUID(),
        buyer: { name: 'Mary Jackson', email: buyer.user.email, country: 'GB' },
        coupon: null,
        subtotalPence: 1099,
        discountPence: 0,
        vatPence: 220,
        totalPence: 1319,
        lines: [
          {
            key: 'd',
            parentKey: null,
            kind: 'domain',
            refId: name,
            description: `Domain registration: ${name}`,
            quantity: 1,
            years,
            unitPricePence: 1099,
            amountPence: 1099,
            discountPence: 0,
          },
        ],
        subscriptionIntent: null,
        provider: 'builtin',
      },
      { status: 'paid', paidAt: new Date(Date.now() - 60 * 60_000) },
    ),
  );
  return { buyer, order };
}

describe('registration after payment: retries', () => {
  const flaky = (failures: number): { deps: TFulfilmentDeps; calls: () => number } => {
    let calls = 0;
    const real = ctx.app.deps.registrar;
    const registrar = {
      ...real,
      register: async (input: Parameters<typeof real.register>[0]) => {
        calls += 1;
        if (calls <= failures) throw new Error('registry timeout');
        return real.register(input);
      },
    };
    return { deps: { ...ctx.app.deps, registrar }, calls: () => calls };
  };

  it('tries again after an error and records the attempts', async () => {
    const name = `retry${randomUUID().slice(0, 8)}.net`;
    const { order } = await paidDomainOrder(name, 3);
    const { deps, calls } = flaky(2);
    await fulfilDomainLines(deps, order.id, { retryDelaysMs: [1, 1] });
    expect(calls()).toBe(3);
    expect(await rowOf(name)).toMatchObject({ status: 'active', registrationAttempts: 3 });
    // Running it again registers nothing twice.
    await fulfilDomainLines(deps, order.id, { retryDelaysMs: [1, 1] });
    expect(calls()).toBe(3);
  });

  it('gives up after 3 attempts: the line fails with the reason, the customer is mailed and refunded', async () => {
    const name = `down${randomUUID().slice(0, 8)}.org`;
    const { buyer, order } = await paidDomainOrder(name);
    const { deps, calls } = flaky(99);
    await fulfilDomainLines(deps, order.id, { retryDelaysMs: [1, 1] });
    expect(calls()).toBe(3);
    expect(await rowOf(name)).toMatchObject({
      status: 'failed',
      registrationAttempts: 3,
      failureReason: 'The registrar did not answer after 3 attempts (registry timeout).',
    });
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refund).toMatchObject({ amountPence: 1319, providerRefundId: null });
    expect((await readOutbox(ctx, buyer.user.email))[0]?.template).toBe('domain_registration_failed');

    // A later buyer can have the name the failed registration never got.
    const second = await paidDomainOrder(name);
    await fulfilDomainLines(ctx.app.deps, second.order.id);
    expect(await rowOf(name)).toMatchObject({ status: 'active', userId: second.buyer.user.id });
  });

  it('registers domain lines a stopped process left waiting (the renewal run resumes them)', async () => {
    const name = `resume${randomUUID().slice(0, 8)}.dev`;
    await paidDomainOrder(name);
    expect(await rowOf(name)).toBeUndefined();
    await resumeDomainFulfilment(ctx.app.deps, new Date());
    expect(await rowOf(name)).toMatchObject({ status: 'active' });
  });
});
