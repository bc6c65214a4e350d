import { randomUUID } from 'node:crypto';
import { domainsEndpoints, priceSummary } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges, registeredDomains } from '../../db/schema';
import { addYears } from '../../providers/registrar/builtin.domains';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';
import { cardsApi, newCard } from '../payments/cards.test-helpers';
import { createOwnedDomain } from './domains.test-helpers';
import { runDomainRenewals } from './domains-reminders.service';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY);
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(registeredDomains).where(eq(registeredDomains.id, id)))[0];
const run = (now = new Date()) => runDomainRenewals(ctx.app.deps, now);
const templates = async (email: string) => (await readOutbox(ctx, email)).map((m) => m.template);
const name = (tld = 'com') => `clock${randomUUID().slice(0, 8)}.${tld}`;

describe('domains clock: auto-renew', () => {
  it('renews a domain due within 3 days on the default card, once, with an order and invoice', async () => {
    const me = await createSignedInUser(ctx);
    expect((await cardsApi(ctx).add(me.headers, newCard('4242424242424242'))).statusCode).toBe(201);
    const expiresAt = inDays(2);
    const domain = await createOwnedDomain(ctx, me.user.id, name(), { expiresAt });

    const report = await run();
    expect(report.renewed).toContain(domain.name);
    const renewed = await rowOf(domain.id);
    expect(renewed).toMatchObject({ status: 'active' });
    expect(renewed?.expiresAt?.toISOString()).toBe(addYears(expiresAt, 1).toISOString());

    const total = priceSummary(1299).total;
    const charges = await ctx.database.db
      .select()
      .from(gatewayCharges)
      .where(eq(gatewayCharges.description, `Launchpad renewal of ${domain.name} for 1 year`));
    expect(charges).toEqual([expect.objectContaining({ amount: total, status: 'succeeded' })]);
    const orders = (
      await ctx.app.inject({
        method: 'POST',
        url: domainsEndpoints.domainOrders.path,
        headers: me.headers,
        payload: {},
      })
    ).json();
    expect(orders.data).toEqual([
      expect.objectContaining({
        status: 'paid',
        totalPence: total,
        invoiceNumber: expect.any(Number),
        lines: [
          expect.objectContaining({
            description: `Domain renewal: ${domain.name} (1 year)`,
            fulfilmentStatus: 'completed',
          }),
        ],
      }),
    ]);
    expect(await templates(me.user.email)).toEqual(['domain_renewed']);

    // The next run finds nothing due: no second charge, no second mail.
    expect((await run()).renewed).not.toContain(domain.name);
    expect(await templates(me.user.email)).toEqual(['domain_renewed']);
  });

  it('mails once that it could not renew when there is no card, and leaves the domain as it was', async () => {
    const me = await createSignedInUser(ctx);
    const expiresAt = inDays(1);
    const domain = await createOwnedDomain(ctx, me.user.id, name('io'), { expiresAt });
    const report = await run();
    expect(report.renewalFailed).toContain(domain.name);
    await run();
    const mails = await readOutbox(ctx, me.user.email);
    expect(mails.map((m) => m.template)).toEqual(['domain_renewal_needed']);
    expect(mails[0]?.text).toContain('there is no saved card on your account to charge.');
    expect((await rowOf(domain.id))?.expiresAt?.toISOString()).toBe(expiresAt.toISOString());
  });
});

describe('domains clock: reminders and expiry', () => {
  it('reminds 60, 30 and 7 days before expiry, each once', async () => {
    const me = await createSignedInUser(ctx);
    const start = Date.now();
    const domain = await createOwnedDomain(ctx, me.user.id, name('net'), {
      expiresAt: inDays(50, start),
      autoRenew: false,
    });
    await run(new Date(start));
    await run(new Date(start + 60_000));
    expect(await templates(me.user.email)).toEqual(['domain_expiry_reminder']);
    const first = (await readOutbox(ctx, me.user.email))[0];
    expect(first?.subject).toBe(`${domain.name} expires in 60 days`);
    expect(first?.text).toContain('Auto-renew is off');

    await run(inDays(25, start));
    await run(inDays(45, start));
    const subjects = (await readOutbox(ctx, me.user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      `${domain.name} expires in 7 days`,
      `${domain.name} expires in 30 days`,
      `${domain.name} expires in 60 days`,
    ]);
  });

  it('marks a lapsed domain expired and says so once', async () => {
    const me = await createSignedInUser(ctx);
    const domain = await createOwnedDomain(ctx, me.user.id, name('org'), {
      expiresAt: new Date(Date.now() - 60_000),
      autoRenew: false,
    });
    const report = await run();
    expect(report.expired).toContain(domain.name);
    await run();
    expect((await rowOf(domain.id))?.status).toBe('expired');
    expect(await templates(me.user.email)).toEqual(['domain_expired']);
  });
});
