import {
  type TExperimentResult,
  type TExperimentStatus,
  type TValidationContent,
  ZValidationContent,
} from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { type TLaunchpadIdeaRow, launchpadExperiments, launchpadSections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireBuilderAccess, requireOwnedIdea } from './launchpad-access.store';
import { confirmedSignupsOfIdea, ideaWasPublished, landingExperimentId } from '../publishing/publishing-waitlist.store';

async function validationOf(db: TDb, idea: TLaunchpadIdeaRow): Promise<TValidationContent | null> {
  const [row] = await db
    .select({ content: launchpadSections.content })
    .from(launchpadSections)
    .where(
      and(
        eq(launchpadSections.ideaId, idea.id),
        eq(launchpadSections.version, idea.currentVersion),
        eq(launchpadSections.section, 'ValidationData'),
      ),
    )
    .limit(1);
  const parsed = row ? ZValidationContent.safeParse(row.content) : null;
  return parsed?.success ? parsed.data : null;
}

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
