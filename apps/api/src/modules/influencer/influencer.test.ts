import { randomUUID } from 'node:crypto';
import { influencerEndpoints, pathOf } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, referralSignups, referrals, users } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';
import { applicationBody, approvedInfluencer, influencerApi, refreshSession, signUp } from './influencer.test-helpers';

const STAFF_EMAIL = 'staff-desk@example.test';
let ctx: TTestContext;
let api: ReturnType<typeof influencerApi>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: STAFF_EMAIL, PUBLIC_URL: 'https://launchpad.example' } });
  api = influencerApi(ctx);
  admin = await createSignedInUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DATA_CALLS: [string, unknown][] = [
  [influencerEndpoints.stats.path, {}],
  [influencerEndpoints.couponUsageStats.path, { pageSize: 10 }],
  [influencerEndpoints.couponUsageList.path, { page: 1, pageSize: 10 }],
  [influencerEndpoints.referralUsageStats.path, { apiType: 'customer' }],
  [influencerEndpoints.referralUsageList.path, { page: 1, pageSize: 10, apiType: 'customer' }],
  [influencerEndpoints.paymentList.path, { page: 1, pageSize: 10 }],
];
const NOT_APPROVED = 'Only approved influencers can see Connect & Earn data';

describe('influencer: application', () => {
  it('creates a pending application, mails the applicant and staff, and refuses a second one while pending', async () => {
    const person = await createSignedInUser(ctx, 'customer', { name: 'Ada Lovelace' });
    expect((await api.status(person.headers)).json().data).toBeNull();

    const res = await api.apply(person.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      channels: ['YouTube', 'Newsletter'],
      links: ['https://youtube.example/@founderfriday'],
      reason: null,
      decidedAt: null,
    });
    expect((await api.status(person.headers)).json().data.status).toBe('pending');

    const [received] = await readOutbox(ctx, person.user.email);
    expect(received).toMatchObject({ template: 'influencer_application_received' });
    expect(received?.text).toContain('1–3 business days');
    const [staff] = await readOutbox(ctx, STAFF_EMAIL);
    expect(staff).toMatchObject({ template: 'influencer_application_staff' });
    expect(staff?.subject).toContain('Ada Lovelace');

    const again = await api.apply(person.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already under review/);
    // The same call under its SPEC §7 auth path.
    const viaAuth = await api.post(influencerEndpoints.registerAsInfluencer.path, person.headers, applicationBody());
    expect(viaAuth.statusCode).toBe(409);
  });

  it('lets a rejected applicant apply again, and refuses an approved one', async () => {
    const person = await createSignedInUser(ctx);
    const first = (
      await api.post(influencerEndpoints.registerAsInfluencer.path, person.headers, applicationBody())
    ).json().data;
    const oddRate = await api.decide(admin.headers, first.id, { status: 'approved', commissionRate: 5.555 });
    expect(oddRate.statusCode).toBe(400);
    expect(oddRate.json().message).toMatch(/at most 2 decimals/);
    const missingReason = await api.decide(admin.headers, first.id, { status: 'rejected' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toMatch(/Give a reason/);

    const rejected = await api.decide(admin.headers, first.id, {
      status: 'rejected',
      reason: 'Your links do not work.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Your links do not work.' });
    const [mail] = await readOutbox(ctx, person.user.email);
    expect(mail?.template).toBe('influencer_rejected');
    expect(mail?.text).toContain('Reason: Your links do not work.');
    expect((await api.decide(admin.headers, first.id, { status: 'approved' })).statusCode).toBe(409);

    const resubmitted = await api.apply(person.headers, applicationBody({ channels: ['TikTok'] }));
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().data).toMatchObject({
      id: first.id,
      status: 'pending',
      reason: null,
      channels: ['TikTok'],
    });

    expect((await api.decide(admin.headers, first.id, { status: 'approved' })).statusCode).toBe(200);
    // The new role ended the person's access token; a refreshed one carries on.
    expect((await api.apply(person.headers)).statusCode).toBe(401);
    const approved = await api.apply((await refreshSession(ctx, person.refreshToken)).headers);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('You are already an approved influencer.');
  });

  it('refuses bad input with a readable message and needs a signed-in user', async () => {
    const person = await createSignedInUser(ctx);
    const short = await api.apply(person.headers, applicationBody({ audience: 'too short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/20 characters/);
    const badLink = await api.apply(person.headers, applicationBody({ links: ['javascript:alert(1)'] }));
    expect(badLink.statusCode).toBe(400);
    const noChannel = await api.apply(person.headers, applicationBody({ channels: [] }));
    expect(noChannel.statusCode).toBe(400);
    expect((await api.apply({})).statusCode).toBe(401);
    expect((await api.status({})).statusCode).toBe(401);
    expect((await api.post(influencerEndpoints.registerAsInfluencer.path, {}, applicationBody())).statusCode).toBe(401);
  });
});

describe('influencer: approval', () => {
  it('makes the account an influencer with a unique inf- referral code and its coupon, and mails them', async () => {
    const first = await approvedInfluencer(ctx, admin, { name: 'Zoë Ünder-Wood' });
    expect(first.code).toBe('inf-zoe-under-wood');
    expect(first.link).toBe('https://launchpad.example/signup?signupref=inf-zoe-under-wood');
    const second = await approvedInfluencer(ctx, admin, { name: 'Zoe Under Wood', commissionRate: 12.5 });
    expect(second.code).toBe('inf-zoe-under-wood-2');

    const [account] = await db().select({ role: users.role }).from(users).where(eq(users.id, second.user.id));
    expect(account?.role).toBe('influencer');
    const [coupon] = await db().select().from(coupons).where(eq(coupons.name, second.code));
    expect(coupon).toMatchObject({
      discountType: 'percent_off',
      percentOff: 10,
      influencerId: second.user.id,
      commissionRateBp: 1250,
    });
    const [referral] = await db().select().from(referrals).where(eq(referrals.code, second.code));
    expect(referral).toMatchObject({ influencerId: second.user.id, couponId: coupon?.id, commissionRateBp: 1250 });

    const [mail] = await readOutbox(ctx, second.user.email);
    expect(mail?.template).toBe('influencer_approved');
    expect(mail?.text).toContain('https://launchpad.example/signup?signupref=inf-zoe-under-wood-2');
  });

  it('keeps an admin an admin when their application is approved', async () => {
    const staffer = await createSignedInUser(ctx, 'admin');
    const id = (await api.apply(staffer.headers)).json().data.id;
    expect((await api.decide(admin.headers, id, { status: 'approved' })).statusCode).toBe(200);
    const [account] = await db().select({ role: users.role }).from(users).where(eq(users.id, staffer.user.id));
    expect(account?.role).toBe('admin');
    expect((await api.post(influencerEndpoints.stats.path, staffer.headers, {})).statusCode).toBe(200);
  });

  it('lists applications by status with commission totals, for admins only', async () => {
    const person = await createSignedInUser(ctx, 'customer', { name: 'Listed Person' });
    await api.apply(person.headers);
    const pending = await api.list(admin.headers, { status: 'pending', page: 1, pageSize: 50 });
    expect(pending.statusCode, pending.body).toBe(200);
    const row = pending.json().data.find((item: { user: { id: string } }) => item.user.id === person.user.id);
    expect(row).toMatchObject({
      status: 'pending',
      user: { name: 'Listed Person', email: person.user.email },
      pendingCommission: 0,
      payableCommission: 0,
      paidCommission: 0,
    });
    expect(pending.json().data.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(pending.json().page_meta).toMatchObject({ page: 1, page_size: 50 });

    expect((await api.list(person.headers)).statusCode).toBe(403);
    expect((await api.list({})).statusCode).toBe(401);
    expect((await api.decide(person.headers, row.id, { status: 'approved' })).statusCode).toBe(403);
    expect((await api.payout(person.headers, row.id)).statusCode).toBe(403);
    expect((await api.decide(admin.headers, randomUUID(), { status: 'approved' })).statusCode).toBe(404);
    expect((await api.decide(admin.headers, 'nope', { status: 'approved' })).statusCode).toBe(400);
    expect((await api.list(admin.headers, { pageSize: 51 })).statusCode).toBe(400);
  });

  it('adds another coupon for an approved influencer only', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const name = `SPRING-${randomUUID().slice(0, 6)}`;
    const body = { name, discountType: 'amount_off', amountOffPence: 500, maxRedemptions: 20, commissionRate: 7.5 };
    const created = await api.post(
      pathOf(influencerEndpoints.adminCoupon, { id: influencer.applicationId }),
      admin.headers,
      body,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name,
      discountType: 'amount_off',
      amount_off: 500,
      percent_off: null,
      max_redemptions: 20,
      commissionRate: 7.5,
      usageCount: 0,
    });
    const clash = await api.post(
      pathOf(influencerEndpoints.adminCoupon, { id: influencer.applicationId }),
      admin.headers,
      body,
    );
    expect(clash.statusCode).toBe(409);
    const noAmount = await api.post(
      pathOf(influencerEndpoints.adminCoupon, { id: influencer.applicationId }),
      admin.headers,
      {
        ...body,
        name: `${name}-B`,
        amountOffPence: undefined,
      },
    );
    expect(noAmount.statusCode).toBe(400);

    const pendingPerson = await createSignedInUser(ctx);
    const pendingId = (await api.apply(pendingPerson.headers)).json().data.id;
    const refused = await api.post(pathOf(influencerEndpoints.adminCoupon, { id: pendingId }), admin.headers, {
      ...body,
      name: `${name}-C`,
    });
    expect(refused.statusCode).toBe(409);

    const stats = await api.post(influencerEndpoints.couponUsageStats.path, influencer.headers, { pageSize: 10 });
    expect(stats.json().data.map((coupon: { name: string }) => coupon.name)).toEqual([influencer.code, name]);
    expect(stats.json().data[0]).toMatchObject({ percent_off: 10, commissionRate: 5, is_specific_items: false });
  });
});

describe('influencer: who may see the data', () => {
  it('answers 401 signed out and 403 to customers, pending and rejected applicants', async () => {
    const customer = await createSignedInUser(ctx);
    const pending = await createSignedInUser(ctx);
    await api.apply(pending.headers);
    const rejected = await createSignedInUser(ctx);
    const rejectedId = (await api.apply(rejected.headers)).json().data.id;
    await api.decide(admin.headers, rejectedId, { status: 'rejected', reason: 'Not a fit yet.' });
    const approved = await approvedInfluencer(ctx, admin);

    for (const [path, body] of DATA_CALLS) {
      expect((await api.post(path, {}, body)).statusCode, path).toBe(401);
      for (const who of [customer, pending, rejected]) {
        const res = await api.post(path, who.headers, body);
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ success: false, message: NOT_APPROVED });
      }
      const ok = await api.post(path, approved.headers, body);
      expect(ok.statusCode, `${path}: ${ok.body}`).toBe(200);
    }
    // A customer without a body still gets 403, not a validation message.
    expect((await api.post(influencerEndpoints.couponUsageList.path, customer.headers, { page: 0 })).statusCode).toBe(
      403,
    );
  });

  it('refuses page and pageSize out of bounds, and another influencer’s referral data', async () => {
    const one = await approvedInfluencer(ctx, admin);
    const other = await approvedInfluencer(ctx, admin);
    for (const path of [
      influencerEndpoints.couponUsageList.path,
      influencerEndpoints.referralUsageList.path,
      influencerEndpoints.paymentList.path,
    ]) {
      for (const body of [{ page: 0 }, { pageSize: 0 }, { pageSize: 51 }, { page: 1.5 }, { page: 'two' }]) {
        const res = await api.post(path, one.headers, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().success).toBe(false);
      }
    }
    expect((await api.post(influencerEndpoints.couponUsageStats.path, one.headers, { pageSize: 51 })).statusCode).toBe(
      400,
    );
    expect(
      (await api.post(influencerEndpoints.referralUsageStats.path, one.headers, { apiType: 'admin' })).statusCode,
    ).toBe(400);

    for (const path of [influencerEndpoints.referralUsageStats.path, influencerEndpoints.referralUsageList.path]) {
      const theirs = await api.post(path, one.headers, { influencerId: other.user.id, apiType: 'customer' });
      expect(theirs.statusCode).toBe(403);
      expect((await api.post(path, one.headers, { influencerId: one.user.id, apiType: 'customer' })).statusCode).toBe(
        200,
      );
      expect((await api.post(path, one.headers, { influencerId: one.applicationId })).statusCode).toBe(200);
    }
  });

  it('starts with empty lists and zero totals', async () => {
    const influencer = await approvedInfluencer(ctx, admin, { commissionRate: 7 });
    const stats = await api.post(influencerEndpoints.stats.path, influencer.headers, {});
    expect(stats.json().data).toEqual({
      totalCoupons: 1,
      totalCouponUsages: 0,
      totalReferrals: 0,
      totalCommission: 0,
      totalCompletedPayments: 0,
      totalPendingCommission: 0,
      totalPayableCommission: 0,
      influencer: { status: 'approved' },
    });
    const referral = await api.post(influencerEndpoints.referralUsageStats.path, influencer.headers, {
      apiType: 'customer',
    });
    expect(referral.json().data).toMatchObject({ commissionRate: 7, totalSignups: 0, totalUsages: 0 });
    const payments = await api.post(influencerEndpoints.paymentList.path, influencer.headers, {});
    expect(payments.json()).toMatchObject({
      data: [],
      page_meta: { total_items_count: 0, has_next_page: false, page: 1, page_size: 10 },
      totals: { totalCommission: 0, totalCompletedPayments: 0, totalPendingCommission: 0 },
    });
    const usage = await api.post(influencerEndpoints.couponUsageList.path, influencer.headers, {
      page: 2,
      pageSize: 5,
    });
    expect(usage.json()).toMatchObject({ data: [], page_meta: { page: 2, page_size: 5, has_next_page: false } });
  });
});

describe('influencer: sign-up through a referral link', () => {
  it('attributes a sign-up with a known code (any case) and ignores an unknown one without an error', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const referred = await signUp(ctx, influencer.code.toUpperCase());
    const stranger = await signUp(ctx, 'inf-nobody-at-all');
    const rows = await db().select().from(referralSignups);
    expect(rows.filter((row) => row.userId === referred.userId)).toHaveLength(1);
    expect(rows.some((row) => row.userId === stranger.userId)).toBe(false);
    const stats = await api.post(influencerEndpoints.referralUsageStats.path, influencer.headers, {
      apiType: 'customer',
    });
    expect(stats.json().data.totalSignups).toBe(1);
    expect((await api.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data.totalReferrals).toBe(1);
  });
});
