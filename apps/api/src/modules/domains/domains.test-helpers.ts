import { registeredDomains } from '../../db/schema';
import type { TTestContext } from '../../test/context';
import type { TRegisteredDomainRow } from './domains-ownership.store';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A domain `userId` owns on the built-in registrar, active for a year from now: what a paid
 * registration leaves behind, for tests of the management calls.
 */
export async function createOwnedDomain(
  ctx: TTestContext,
  userId: string,
  name: string,
  overrides: Partial<typeof registeredDomains.$inferInsert> = {},
): Promise<TRegisteredDomainRow> {
  const dot = name.indexOf('.');
  const now = new Date();
  const [row] = await ctx.database.db
    .insert(registeredDomains)
    .values({
      userId,
      sld: name.slice(0, dot),
      tld: name.slice(dot + 1),
      name,
      status: 'active',
      registeredAt: now,
      expiresAt: new Date(now.getTime() + YEAR_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
