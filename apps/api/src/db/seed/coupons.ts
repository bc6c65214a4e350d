import type { TDb } from '../client';
import { coupons } from '../schema';

/**
 * Coupons for development and tests (README "Coupons for development"), never seeded in production:
 * WELCOME10 10% off everything with no end; LAUNCH50 £50 off, at most 100 redemptions; SPRING2024
 * 20% off, expired at the end of May 2024.
 */
export const DEV_COUPONS: (typeof coupons.$inferInsert)[] = [
  { name: 'WELCOME10', discountType: 'percent_off', percentOff: 10 },
  { name: 'LAUNCH50', discountType: 'amount_off', amountOffPence: 5000, maxRedemptions: 100 },
  {
    name: 'SPRING2024',
    discountType: 'percent_off',
    percentOff: 20,
    // 23:59:59 in London (BST) on 31 May 2024.
    redeemBy: new Date('2024-05-31T22:59:59Z'),
  },
];

/** Idempotent: a coupon with the same name (any case) is left as it is. */
export async function seedDevCoupons(db: TDb): Promise<void> {
  await db.insert(coupons).values(DEV_COUPONS).onConflictDoNothing();
}
