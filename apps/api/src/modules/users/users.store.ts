// The writes other modules make to an account's row (issue 21: a module changes another module's tables only
// through its functions). Each takes the caller's transaction, or its connection when it runs alone.
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';

type TUserRow = typeof users.$inferSelect;

/** A new account; null only when the database returned nothing. */
export async function insertUser(db: TDb, values: typeof users.$inferInsert): Promise<TUserRow | null> {
  const [created] = await db.insert(users).values(values).returning();
  return created ?? null;
}

/** What someone signs in with: the address, when it was proven, the password's hash. */
export async function updateSignInDetails(
  db: TDb,
  userId: string,
  changes: Partial<Pick<TUserRow, 'email' | 'emailVerifiedAt' | 'passwordHash'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Makes the account an admin if its proven address is one of `emails` (lower case); whether it changed. */
export async function grantAdminToListedEmail(db: TDb, userId: string, emails: string[]): Promise<boolean> {
  const granted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.emailVerifiedAt),
        ne(users.role, 'admin'),
        inArray(sql`lower(${users.email})`, emails),
      ),
    )
    .returning({ id: users.id });
  return granted.length > 0;
}

/** An approved influencer's role; an admin stays an admin. */
export async function grantInfluencerRole(db: TDb, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ role: 'influencer', updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')));
}

/**
 * Keeps the processor's customer on the account unless another request stored one first; the customer
 * stored, or null when that other request won.
 */
export async function storePaymentCustomer(db: TDb, userId: string, customerId: string): Promise<string | null> {
  const [stored] = await db
    .update(users)
    .set({ paymentCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)))
    .returning({ paymentCustomerId: users.paymentCustomerId });
  return stored?.paymentCustomerId ?? null;
}

/** The account's row goes, in the deletion's transaction: rows that reference it cascade. */
export async function deleteUser(tx: TDb, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
