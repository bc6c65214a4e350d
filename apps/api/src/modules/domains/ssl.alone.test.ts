// Issue 20 §8: an SSL certificate bought on its own asks for its domain, appears in SSL management
// after payment waiting for its CSR, and its order line follows it until it is issued.
import { randomUUID } from 'node:crypto';
import { sslEndpoints, type TCertSummary, subscriptionEndpoints } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi, cartOf, failureOf } from '../cart/cart.test-helpers';
import { checkoutApi, checkoutBody } from '../payments/checkout.test-helpers';
import { createOwnedDomain } from './domains.test-helpers';
import { makeCsr } from './ssl.test-helpers';

const { ctx, seed } = useSeededContext();

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
type TLine = {
  id: string;
  kind: string;
  description: string;
  fulfilmentStatus: string;
  timeline: { status: string }[];
};
const post = (who: TSignedIn | null, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object });

async function certificates(who: TSignedIn): Promise<TCertSummary[]> {
  const res = await post(who, sslEndpoints.certList.path, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TCertSummary[];
}

async function orderLines(who: TSignedIn, orderId: string): Promise<TLine[]> {
  const res = await checkoutApi(ctx).order(who.headers, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.lines as TLine[];
}

/** Pays for the cart with the built-in gateway's 4242 card: the paid order. */
async function pay(who: TSignedIn) {
  const res = await checkoutApi(ctx).checkout(who.headers, checkoutBody());
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().data.order as { id: string; status: string; lines: TLine[] };
  expect(order.status).toBe('paid');
  return order;
}

/** Sends the CSR with email validation and follows the approver's link: the certificate is issued. */
async function issue(who: TSignedIn, certId: number, domain: string) {
  const dot = domain.indexOf('.');
  const { pem } = await makeCsr([domain, `www.${domain}`]);
  const activated = await post(who, sslEndpoints.certPurchaseCert.path, {
    CertID: certId,
    sld: domain.slice(0, dot),
    tld: domain.slice(dot + 1),
    csr: pem,
    DVAuthMethod: 'EMAIL',
    ApproverEmail: `admin@${domain}`,
  });
  expect(activated.statusCode, activated.body).toBe(200);
  const mail = (await readOutbox(ctx, `admin@${domain}`)).find((message) => message.template === 'ssl_approval');
  const token = mail && /\/domain\/ssl\/approve\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  const approved = await post(null, sslEndpoints.approveCert.path, { token });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('an SSL certificate bought on its own', () => {
  it('for one of my domains: the line keeps the domain, the certificate waits for its CSR and the line completes when issued', async () => {
    const who = await createSignedInUser(ctx);
    const domain = `mine${randomUUID().slice(0, 8)}.com`;
    await createOwnedDomain(ctx, who.user.id, domain);
    const cart = cartOf(
      await cartApi(ctx).addItem(who.headers, {
        productId: seed.sslProduct.id,
        forDomain: domain.toUpperCase(),
        isProductSelected: true,
      }),
    );
    expect(cart.cart.CartItems[0]?.domain_details).toEqual({ domain });
    expect(cart.lines[0]?.name).toBe(`${seed.sslProduct.name} for ${domain}`);
    expect(cart.lines[0]?.renews).toBeNull();
    // A fresh read of the cart keeps it.
    expect(cartOf(await cartApi(ctx).read(who.headers)).cart.CartItems[0]?.domain_details).toEqual({ domain });

    const order = await pay(who);
    const [line] = order.lines;
    expect(line?.kind).toBe('product');
    // A certificate runs for the year bought (with reminders before it ends): no subscription charges for it.
    expect(line?.description).toBe(`${seed.sslProduct.name} for ${domain}`);
    const renewing = await ctx.app.inject({
      method: 'POST',
      url: subscriptionEndpoints.services.path,
      headers: who.headers,
      payload: {},
    });
    expect(renewing.json().data).toEqual([]);
    expect(line?.fulfilmentStatus).toBe('submitted');

    const [cert] = await certificates(who);
    expect(cert).toMatchObject({ domain, status: 'purchased', productName: seed.sslProduct.name });
    await issue(who, cert?.CertID ?? 0, domain);

    expect((await certificates(who))[0]).toMatchObject({ domain, status: 'issued' });
    const [after] = await orderLines(who, order.id);
    expect(after?.fulfilmentStatus).toBe('completed');
    expect(after?.timeline.map((event) => event.status)).toEqual(['received', 'submitted', 'completed']);
  });

  it('for an outside domain with a chosen certificate type: listed for the buyer, activated for that domain only', async () => {
    const who = await createSignedInUser(ctx);
    const domain = `shop.outside${randomUUID().slice(0, 8)}.org`;
    cartOf(
      await cartApi(ctx).addItem(who.headers, {
        productId: seed.sslProduct.id,
        forDomain: ` ${domain} `,
        services: [{ serviceId: seed.positiveSsl.id }],
        isProductSelected: true,
      }),
    );
    const order = await pay(who);
    expect(order.lines.map((line) => [line.kind, line.fulfilmentStatus])).toEqual([
      ['product', 'submitted'],
      ['service', 'submitted'],
    ]);
    expect(order.lines[1]?.description).toBe(`${seed.positiveSsl.name} for ${domain}`);

    const list = await certificates(who);
    expect(list).toEqual([
      expect.objectContaining({ domain, status: 'purchased', productName: seed.positiveSsl.name }),
    ]);
    const certId = list[0]?.CertID ?? 0;
    // Nobody else sees it, and it cannot be activated for another name.
    const other = await createSignedInUser(ctx);
    expect(await certificates(other)).toEqual([]);
    const { pem } = await makeCsr(['elsewhere.org']);
    const wrong = await post(who, sslEndpoints.certPurchaseCert.path, {
      CertID: certId,
      sld: 'elsewhere',
      tld: 'org',
      csr: pem,
      DVAuthMethod: 'EMAIL',
      ApproverEmail: 'admin@elsewhere.org',
    });
    expect(wrong.statusCode).toBe(404);

    await issue(who, certId, domain);
    expect((await orderLines(who, order.id)).map((line) => line.fulfilmentStatus)).toEqual(['completed', 'completed']);
  });

  it('refuses no domain, an invalid name and another account’s domain with a 400, leaving the cart as it was', async () => {
    const owner = await createSignedInUser(ctx);
    const taken = `taken${randomUUID().slice(0, 8)}.com`;
    await createOwnedDomain(ctx, owner.user.id, taken);
    const who = await createSignedInUser(ctx);
    const before = cartOf(await cartApi(ctx).addItem(who.headers, { productId: seed.ukLtd.id }));
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Tell us which domain the certificate is for.'],
      [{ forDomain: 'https://example.com/shop' }, 'is not a valid domain name'],
      [{ forDomain: 'localhost' }, 'is not a valid domain name'],
      [{ forDomain: taken }, `${taken} is registered with us to another account`],
    ];
    for (const [extra, message] of cases) {
      const failure = failureOf(
        await cartApi(ctx).addItem(who.headers, { productId: seed.sslProduct.id, isProductSelected: true, ...extra }),
      );
      expect(failure.status, message).toBe(400);
      expect(failure.message).toContain(message);
    }
    const wrongProduct = failureOf(
      await cartApi(ctx).addItem(who.headers, { productId: seed.ukTradeMark.id, forDomain: 'example.com' }),
    );
    expect(wrongProduct.status).toBe(400);
    expect(cartOf(await cartApi(ctx).read(who.headers)).cart).toEqual(before.cart);
  });

  it('keeps the domain of a visitor’s browser cart at sign-in, and refuses a browser line without one', async () => {
    const who = await createSignedInUser(ctx);
    const line = { id: randomUUID(), productId: seed.sslProduct.id, isProductSelected: true, quantity: 1 };
    const refused = failureOf(await cartApi(ctx).merge(who.headers, { CartItems: [line] }));
    expect(refused).toEqual({ status: 400, message: 'Tell us which domain the certificate is for.' });
    const merged = cartOf(
      await cartApi(ctx).merge(who.headers, {
        CartItems: [{ ...line, domain_details: { domain: 'Blog.Example.NET' } }],
      }),
    );
    expect(merged.cart.CartItems.map((item) => [item.productId, item.domain_details])).toEqual([
      [seed.sslProduct.id, { domain: 'blog.example.net' }],
    ]);
  });
});
