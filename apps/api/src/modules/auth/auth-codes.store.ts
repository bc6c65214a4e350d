import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashSecret, randomCode, randomToken, secretsEqual } from '../../lib/secrets';

export type TCodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type TCodeRow = typeof oneTimeCodes.$inferSelect;

export const MAX_CODE_ATTEMPTS = 5;
export const CODE_TTL_MS: Record<TCodePurpose, number> = {
  verify_email: 24 * 3_600_000,
  change_email: 24 * 3_600_000,
  reset_password: 10 * 60_000,
};

/**
 * Issues a fresh link token and 6-digit code for one purpose; earlier unused ones of the same purpose
 * stop working, so only the newest email counts.
 */
export async function issueCode(
  db: TDb,
  options: { userId: string; purpose: TCodePurpose; email: string; withLink: boolean },
) {
  const code = randomCode();
  const token = options.withLink ? randomToken() : null;
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, options.userId),
          eq(oneTimeCodes.purpose, options.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      userId: options.userId,
      purpose: options.purpose,
      email: options.email,
      tokenHash: token ? hashSecret(token) : null,
      codeHash: hashSecret(code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS[options.purpose]),
    });
  });
  return { code, token };
}

const EXPIRED = 'That code has expired or was already used. Request a new one.';

/** The live code of a purpose for a user; throws when there is none. */
async function liveCode(db: TDb, userId: string, purposes: TCodePurpose[]): Promise<TCodeRow> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, new Date())),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(5);
  const row = rows.find((r) => purposes.includes(r.purpose));
  if (!row) throw new AppError('BAD_REQUEST', EXPIRED);
  return row;
}

/**
 * Checks a typed 6-digit code: five wrong tries end the code. The attempt is counted before comparing,
 * atomically, so parallel guesses cannot exceed the limit.
 */
export async function checkCode(
  db: TDb,
  options: { userId: string; purposes: TCodePurpose[]; code: string },
): Promise<TCodeRow> {
  const row = await liveCode(db, options.userId, options.purposes);
  if (row.attempts >= MAX_CODE_ATTEMPTS)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong codes. Request a new one.');
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: row.attempts + 1 })
    .where(and(eq(oneTimeCodes.id, row.id), eq(oneTimeCodes.attempts, row.attempts)))
    .returning();
  if (!counted) throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts at once. Please try again.');
  if (!row.codeHash || !secretsEqual(row.codeHash, hashSecret(options.code))) {
    const left = MAX_CODE_ATTEMPTS - counted.attempts;
    throw new AppError(
      'BAD_REQUEST',
      left > 0
        ? `That code is not correct. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'That code is not correct. Request a new one.',
    );
  }
  return counted;
}

/** Finds the live code behind an emailed link token. */
export async function findByToken(db: TDb, token: string): Promise<TCodeRow> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tokenHash, hashSecret(token)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', 'This link has expired or was already used. Request a new one.');
  return row;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: TDb, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
