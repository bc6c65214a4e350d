import { parseArgs } from 'node:util';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../config/env';
import type { TDb } from '../db/client';
import { influencerApplications, users } from '../db/schema';

type TAdminDeps = { db: TDb; config: Pick<TConfig, 'ADMIN_EMAILS'> };
export type TAdminOutcome = { exitCode: number; lines: string[] };

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant EMAIL                 make the account with this email an admin (its address must be confirmed)',
  '  grant EMAIL --unconfirmed   the same for an account whose address is not confirmed (check who owns it first)',
  '  revoke EMAIL                make an admin a customer again (or an influencer, if approved as one)',
  '  list                        the admins, and the ADMIN_EMAILS addresses that are not admins yet',
];

const done = (...lines: string[]): TAdminOutcome => ({ exitCode: 0, lines });
const failed = (...lines: string[]): TAdminOutcome => ({ exitCode: 1, lines });

async function accountByEmail(db: TDb, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

const NO_ACCOUNT = (email: string) =>
  failed(`No account uses ${email}. The person signs up (and confirms the address) first; then run this again.`);

async function grant(deps: TAdminDeps, email: string, unconfirmed: boolean): Promise<TAdminOutcome> {
  const account = await accountByEmail(deps.db, email);
  if (!account) return NO_ACCOUNT(email);
  if (account.role === 'admin') return done(`${account.email} is already an admin.`);
  if (!account.emailVerifiedAt && !unconfirmed) {
    return failed(
      `${account.email} has not confirmed its address, so whoever registered it may not own it.`,
      'Ask the owner to confirm it from the mail we sent (or to reset the password, which confirms it too), or',
      'pass --unconfirmed once you are sure this account is theirs.',
    );
  }
  // The database ends the account's access tokens and tells every instance (migration 0019).
  await deps.db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, account.id));
  return done(`${account.email} is now an admin. Its open sessions carry on as admin after their next refresh.`);
}

async function revoke(deps: TAdminDeps, email: string): Promise<TAdminOutcome> {
  const account = await accountByEmail(deps.db, email);
  if (!account) return NO_ACCOUNT(email);
  if (account.role !== 'admin') return done(`${account.email} is not an admin (it is ${account.role}).`);
  const [approved] = await deps.db
    .select({ id: influencerApplications.id })
    .from(influencerApplications)
    .where(and(eq(influencerApplications.userId, account.id), eq(influencerApplications.status, 'approved')))
    .limit(1);
  const role = approved ? 'influencer' : 'customer';
  await deps.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, account.id));
  const lines = [`${account.email} is no longer an admin (now ${role}). Its access tokens have ended.`];
  if (deps.config.ADMIN_EMAILS.includes(account.email.toLowerCase())) {
    lines.push(
      `Warning: ${account.email} is listed in ADMIN_EMAILS, so it becomes an admin again at its next sign-in.`,
      'Remove it from ADMIN_EMAILS and restart the servers.',
    );
  }
  return done(...lines);
}

async function list(deps: TAdminDeps): Promise<TAdminOutcome> {
  const admins = await deps.db
    .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(sql`lower(${users.email})`));
  const lines = admins.length === 0 ? ['No admins yet.'] : [`Admins (${admins.length}):`];
  for (const admin of admins) {
    lines.push(`  ${admin.email}  ${admin.name}${admin.emailVerifiedAt ? '' : '  (address not confirmed)'}`);
  }
  const adminEmails = new Set(admins.map((admin) => admin.email.toLowerCase()));
  const waiting = deps.config.ADMIN_EMAILS.filter((email) => !adminEmails.has(email));
  if (waiting.length > 0) lines.push('ADMIN_EMAILS addresses that are not admins yet:');
  for (const email of waiting) {
    const account = await accountByEmail(deps.db, email);
    const why = !account
      ? 'no account yet'
      : !account.emailVerifiedAt
        ? 'address not confirmed yet'
        : 'becomes admin at its next sign-in';
    lines.push(`  ${email}  (${why})`);
  }
  return done(...lines);
}

/** `npm run admin -- …`: staff management for operators. Never prints secrets. */
export async function runAdminCommand(deps: TAdminDeps, argv: string[]): Promise<TAdminOutcome> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { unconfirmed: { type: 'boolean', default: false } },
    });
  } catch (error) {
    return failed((error as Error).message, ...ADMIN_USAGE);
  }
  const [command, email, ...extra] = parsed.positionals;
  if (command === 'list' && email === undefined) return list(deps);
  if ((command === 'grant' || command === 'revoke') && email && extra.length === 0) {
    if (command === 'revoke' && parsed.values.unconfirmed) return failed('--unconfirmed goes with grant only.');
    return command === 'grant' ? grant(deps, email, parsed.values.unconfirmed) : revoke(deps, email);
  }
  return failed(...ADMIN_USAGE);
}
