import {
  type TExperimentResult,
  type TExperimentStatus,
  type TValidationContent,
  ZValidationContent,
} from '@launchpad/shared';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import {
  type TLaunchpadIdeaRow,
  launchpadExperiments,
  launchpadSections,
  publishedSites,
  waitlistSignups,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireBuilderAccess, requireOwnedIdea } from './launchpad-access.store';

/** The idea's validation plan (the given version), or null. */
export async function validationPlan(db: TDb, ideaId: string, version: number): Promise<TValidationContent | null> {
  const [row] = await db
    .select({ content: launchpadSections.content })
    .from(launchpadSections)
    .where(
      and(
        eq(launchpadSections.ideaId, ideaId),
        eq(launchpadSections.version, version),
        eq(launchpadSections.section, 'ValidationData'),
      ),
    )
    .limit(1);
  const parsed = row ? ZValidationContent.safeParse(row.content) : null;
  return parsed?.success ? parsed.data : null;
}

/** The experiment of a validation plan that a landing page tests: the first naming a landing page or sign-ups. */
export function landingExperimentId(validation: TValidationContent | null): string | null {
  if (!validation) return null;
  const text = (e: TValidationContent['experiments'][number]) => `${e.name} ${e.method} ${e.success_metric}`;
  const found =
    validation.experiments.find((e) => /landing[\s-]?page/i.test(text(e))) ??
    validation.experiments.find((e) => /sign[\s-]?ups?|waitlist|waiting list/i.test(text(e)));
  return found?.id ?? null;
}

// The landing page's sign-ups are read from the publishing module's tables directly: publishing builds
// on this module (a page is made from an idea), so this module cannot call it.

/** Whether the idea was ever published (its experiment then shows a count, even 0). */
async function ideaWasPublished(db: TDb, ideaId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publishedSites.id })
    .from(publishedSites)
    .where(eq(publishedSites.ideaId, ideaId))
    .limit(1);
  return !!row;
}

/** Confirmed sign-ups on every page the idea was published on. */
async function confirmedSignupsOfIdea(db: TDb, ideaId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistSignups)
    .innerJoin(publishedSites, eq(publishedSites.id, waitlistSignups.siteId))
    .where(and(eq(publishedSites.ideaId, ideaId), isNotNull(waitlistSignups.confirmedAt)));
  return row?.n ?? 0;
}

const validationOf = (db: TDb, idea: TLaunchpadIdeaRow) => validationPlan(db, idea.id, idea.currentVersion);

/** Each experiment of the current version's validation plan with its outcome (untested until marked). */
export async function experimentResults(db: TDb, idea: TLaunchpadIdeaRow): Promise<TExperimentResult[]> {
  const validation = await validationOf(db, idea);
  if (!validation) return [];
  const rows = await db
    .select()
    .from(launchpadExperiments)
    .where(and(eq(launchpadExperiments.ideaId, idea.id), eq(launchpadExperiments.version, idea.currentVersion)));
  // Issue 24: once the idea's page is published, its confirmed waitlist sign-ups are the landing-page test's result.
  const landing = (await ideaWasPublished(db, idea.id)) ? landingExperimentId(validation) : null;
  const signups = landing ? await confirmedSignupsOfIdea(db, idea.id) : 0;
  return validation.experiments.map((experiment) => {
    const row = rows.find((r) => r.experimentId === experiment.id);
    return {
      experiment_id: experiment.id,
      status: row?.status ?? 'untested',
      note: row?.note ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
      ...(experiment.id === landing ? { signups } : {}),
    };
  });
}

/** Mark a validation experiment validated, invalidated or inconclusive (or untested again), with a note. */
export async function recordExperiment(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string | null; ideaId: string; experimentId: string; status: TExperimentStatus; note: string },
): Promise<TExperimentResult> {
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  const validation = await validationOf(deps.db, idea);
  if (!validation?.experiments.some((e) => e.id === options.experimentId)) {
    throw new AppError('NOT_FOUND', `Experiment ${options.experimentId} is not part of this idea's validation plan.`);
  }
  const now = new Date();
  const values = { status: options.status, note: options.note, updatedAt: now };
  await deps.db
    .insert(launchpadExperiments)
    .values({ ideaId: idea.id, version: idea.currentVersion, experimentId: options.experimentId, ...values })
    .onConflictDoUpdate({
      target: [launchpadExperiments.ideaId, launchpadExperiments.version, launchpadExperiments.experimentId],
      set: values,
    });
  return {
    experiment_id: options.experimentId,
    status: options.status,
    note: options.note,
    updatedAt: now.toISOString(),
  };
}
