import type {
  TCouponUsage,
  TInfluencerApplication,
  TInfluencerCoupon,
  TInfluencerPayment,
  TInfluencerStats,
  TReferralStats,
  TReferralUsage,
} from '@launchpad/shared';
import { json } from '@/test/api-stub';

export function application(overrides: Partial<TInfluencerApplication> = {}): TInfluencerApplication {
  return {
    id: '6f1c2e3a-0000-4000-8000-000000000001',
    status: 'pending',
    audience: 'Forty thousand early-stage founders on YouTube and a weekly newsletter.',
    channels: ['YouTube', 'Newsletter'],
    links: ['https://youtube.com/@founders'],
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export const stats = (overrides: Partial<TInfluencerStats> = {}): TInfluencerStats => ({
  totalCoupons: 2,
  totalCouponUsages: 7,
  totalReferrals: 1,
  totalCommission: 12_345,
  totalCompletedPayments: 5_000,
  totalPendingCommission: 7_345,
  totalPayableCommission: 2_000,
  influencer: { status: 'approved' },
  ...overrides,
});

export function coupon(overrides: Partial<TInfluencerCoupon> = {}): TInfluencerCoupon {
  return {
    id: 'c1',
    name: 'SPRING10',
    discountType: 'percent_off',
    percent_off: 10,
    amount_off: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    redeem_by: '2026-12-31T23:59:00.000Z',
    max_redemptions: 100,
    is_specific_items: true,
    products: [{ name: 'UK limited company' }],
    groups: [],
    plans: [{ name: 'Growth plan', subscriptionInterval: 'month' }],
    commissionRate: 7.5,
    usageCount: 3,
    ...overrides,
  };
}

export const couponUsage = (n: number): TCouponUsage => ({
  id: `cu-${n}`,
  coupon: { name: 'SPRING10' },
  User: { dummyName: `Buyer ${n}` },
  Invoice: { invoice_number: 1000 + n, subtotal: 10_000 },
  appliedInvoiceItem: { total_amount: 9_000, discount_amount: 1_000 },
  commissionAmount: 675,
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
});

export const referralStats = (overrides: Partial<TReferralStats> = {}): TReferralStats => ({
  referrals: [
    { id: 'r1', Coupon: { name: 'REF-ADA' }, commissionRate: 8, link: 'http://localhost/signup?signupref=REF-ADA' },
  ],
  commissionRate: 8,
  totalSignups: 4,
  totalUsages: 2,
  totalCommission: 784,
  ...overrides,
});

export const referralUsage = (n: number): TReferralUsage => ({
  id: `ru-${n}`,
  usedBy: { dummyName: `Customer ${n}` },
  Invoice: { invoice_number: 2000 + n, subtotal: 4_900 },
  Referral: { commissionRate: 8 },
  commissionAmount: 392,
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
});

export const payment = (n: number): TInfluencerPayment => ({
  id: `p-${n}`,
  createdAt: '2026-11-15T10:00:00.000Z',
  amount: 5_000 + n,
  reference: `BACS-${n}`,
});

/** A paged answer: `total` items in all, 10 a page. */
export function pageOf(items: unknown[], page: number, total: number, extra: object = {}) {
  return json(200, {
    success: true,
    data: items,
    page_meta: { total_items_count: total, has_next_page: page * 10 < total, page, page_size: 10 },
    ...extra,
  });
}
