// Coupon rows as the coupons module writes them for other modules (an influencer's codes are coupons).
import type { TDb } from '../../db/client';
import { coupons } from '../../db/schema';

export type TCouponRow = typeof coupons.$inferSelect;

/** A new coupon; a name already taken is the unique violation the caller turns into its own message. */
export async function insertCoupon(tx: TDb, values: typeof coupons.$inferInsert): Promise<TCouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}
