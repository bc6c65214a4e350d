import { LAUNCHPAD_MESSAGES, monthStartUtc, nextMonthStartUtc, type TAiAllowance } from '@launchpad/shared';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { type TLaunchpadIdeaRow, launchpadIdeas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { activePlanOf } from '../users';

export type TBuilderPlan = { name: string; buildStartupAi: boolean; aiMonthlyLimit: number };

/** The plan of the user's active subscription (SPEC §3 planType), or null. */
export async function builderPlanOf(db: TDb, userId: string): Promise<TBuilderPlan | null> {
  const plan = await activePlanOf(db, userId);
  return plan && { name: plan.name, buildStartupAi: plan.buildStartupAi, aiMonthlyLimit: plan.aiMonthlyLimit };
}

/**
 * SPEC §4, §8: the builder's results need a plan with build_startup_ai. Anonymous callers and plans
 * without it get "Please Subscribe…" (403, so the web sends them to the plans page, not to /login).
 */
export async function requireBuilderAccess(db: TDb, userId: string | null | undefined): Promise<TBuilderPlan> {
  if (!userId) throw new AppError('FORBIDDEN', LAUNCHPAD_MESSAGES.subscribe);
  const plan = await builderPlanOf(db, userId);
  if (!plan?.buildStartupAi) throw new AppError('FORBIDDEN', LAUNCHPAD_MESSAGES.subscribe);
  return plan;
}

/** Ideas the user created in this calendar month (UTC): the quota counts these. */
export async function ideasThisMonth(db: TDb, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(launchpadIdeas)
    .where(and(eq(launchpadIdeas.userId, userId), gte(launchpadIdeas.createdAt, monthStartUtc(now))));
  return Number(row?.n ?? 0);
}

/** `POST /api/tools/ai_id`: the newest idea and what is left of this month's allowance. */
export async function readAllowance(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; now?: Date },
): Promise<TAiAllowance> {
  const now = options.now ?? new Date();
  const plan = await builderPlanOf(deps.db, options.userId);
  const used = await ideasThisMonth(deps.db, options.userId, now);
  const [latest] = await deps.db
    .select({ id: launchpadIdeas.id })
    .from(launchpadIdeas)
    .where(eq(launchpadIdeas.userId, options.userId))
    .orderBy(desc(launchpadIdeas.createdAt), desc(launchpadIdeas.id))
    .limit(1);
  const limit = plan?.buildStartupAi ? plan.aiMonthlyLimit : 0;
  return {
    idea_id: latest?.id ?? null,
    build_startup_ai: plan?.buildStartupAi ?? false,
    monthly_limit: limit,
    used_this_month: used,
    remaining: Math.max(0, limit - used),
    resets_at: nextMonthStartUtc(now).toISOString(),
  };
}

/** The user's idea, or 404 — the same answer for someone else's idea as for none (never leaked). */
export async function requireOwnedIdea(db: TDb, userId: string, ideaId: string): Promise<TLaunchpadIdeaRow> {
  if (!isUuid(ideaId)) throw new AppError('NOT_FOUND', LAUNCHPAD_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(launchpadIdeas)
    .where(and(eq(launchpadIdeas.id, ideaId.toLowerCase()), eq(launchpadIdeas.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', LAUNCHPAD_MESSAGES.notFound);
  return row;
}
