import {
  BRIEF_CORRECTION_EMPTY,
  LAUNCHPAD_MESSAGES,
  type TBriefCorrection,
  type TIdeaBrief,
  checkIdea,
  ideaPrompt,
  launchpadEndpoints,
  type TIdeaDetail,
  type TIdeaSummary,
  type TIdeaVersion,
} from '@launchpad/shared';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { launchpadIdeaVersions, launchpadIdeas, launchpadSections, users } from '../../db/schema';
import type { TLaunchpadIdeaRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { correctBrief, refineBrief } from '../../providers/llm/brief/correct-brief';
import { ideaProblem } from '../../providers/llm/brief/idea-check';
import { readIdeaBrief } from '../../providers/llm/brief/read-brief';
import { ideasThisMonth, readAllowance, requireBuilderAccess, requireOwnedIdea } from './launchpad-access.store';
import { experimentResults } from './launchpad-experiments.store';

const summary = (row: TLaunchpadIdeaRow): TIdeaSummary => ({
  idea_id: row.id,
  query: row.query,
  version: row.currentVersion,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** SPEC §5 and issue 18: a checked idea and the brief read from it (read once, used for both). */
function validIdea(raw: string): { query: string; brief: TIdeaBrief } {
  const checked = checkIdea(raw);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  const brief = readIdeaBrief(checked.query);
  const problem = ideaProblem(checked.query, brief);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  return { query: checked.query, brief };
}

/** The LLM (when configured) checks the brief the built-in reader drafted; it never fails the request. */
async function reviewed(deps: Pick<TDeps, 'db' | 'llm'>, idea: string, draft: TIdeaBrief): Promise<TIdeaBrief> {
  return deps.llm.reviewBrief ? deps.llm.reviewBrief({ idea, draft }) : draft;
}

export { requireOwnedIdea } from './launchpad-access.store';

/** The text one version of an idea is generated from, and its brief (read from the text for old versions). */
export async function versionSource(
  db: TDb,
  ideaId: string,
  version: number,
): Promise<{ prompt: string; brief: TIdeaBrief }> {
  const [row] = await db
    .select({ prompt: launchpadIdeaVersions.prompt, brief: launchpadIdeaVersions.brief })
    .from(launchpadIdeaVersions)
    .where(and(eq(launchpadIdeaVersions.ideaId, ideaId), eq(launchpadIdeaVersions.version, version)))
    .limit(1);
  if (!row) throw new Error(`idea ${ideaId} has no version ${version}`);
  return { prompt: row.prompt, brief: row.brief ?? readIdeaBrief(row.prompt) };
}

/**
 * `POST /api/tools/launchpad`: SPEC §5 checks, the plan's feature and its monthly quota. The user's row
 * is locked while counting, so parallel submissions cannot pass the quota together.
 */
export async function createIdea(
  deps: Pick<TDeps, 'db' | 'llm'>,
  options: { userId: string | null; query: string; now?: Date },
): Promise<TIdeaSummary> {
  const plan = await requireBuilderAccess(deps.db, options.userId);
  const userId = options.userId as string;
  const { query, brief: draft } = validIdea(options.query);
  const brief = await reviewed(deps, query, draft);
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await ideasThisMonth(tx as unknown as TDb, userId, now)) >= plan.aiMonthlyLimit) {
      throw new AppError('TOO_MANY_REQUESTS', LAUNCHPAD_MESSAGES.monthlyLimit(plan.aiMonthlyLimit));
    }
    const [idea] = await tx
      .insert(launchpadIdeas)
      .values({ userId, query, createdAt: now, updatedAt: now })
      .returning();
    if (!idea) throw new Error('idea insert returned nothing');
    await tx
      .insert(launchpadIdeaVersions)
      .values({ ideaId: idea.id, version: 1, prompt: query, brief, createdAt: now });
    return summary(idea);
  });
}

/** `GET /api/tools/launchpad/previous-ideas`: newest first. */
export async function listIdeas(deps: Pick<TDeps, 'db'>, options: { userId: string }): Promise<TIdeaSummary[]> {
  const rows = await deps.db
    .select()
    .from(launchpadIdeas)
    .where(eq(launchpadIdeas.userId, options.userId))
    .orderBy(desc(launchpadIdeas.createdAt), desc(launchpadIdeas.id))
    .limit(200);
  return rows.map(summary);
}

export async function listVersions(db: TDb, ideaId: string): Promise<TIdeaVersion[]> {
  const [versions, sections] = await Promise.all([
    db
      .select()
      .from(launchpadIdeaVersions)
      .where(eq(launchpadIdeaVersions.ideaId, ideaId))
      .orderBy(asc(launchpadIdeaVersions.version)),
    db
      .select({ version: launchpadSections.version, section: launchpadSections.section })
      .from(launchpadSections)
      .where(eq(launchpadSections.ideaId, ideaId)),
  ]);
  return versions.map((row) => ({
    version: row.version,
    brief: row.brief ?? null,
    refinement: row.refinement,
    prompt: row.prompt,
    createdAt: row.createdAt.toISOString(),
    sections: sections
      .filter((s) => s.version === row.version)
      .map((s) => s.section)
      .sort(),
  }));
}

async function detail(db: TDb, idea: TLaunchpadIdeaRow): Promise<TIdeaDetail> {
  const [versions, rows] = await Promise.all([
    listVersions(db, idea.id),
    db
      .select({ section: launchpadSections.section, content: launchpadSections.content })
      .from(launchpadSections)
      .where(and(eq(launchpadSections.ideaId, idea.id), eq(launchpadSections.version, idea.currentVersion))),
  ]);
  const sections = Object.fromEntries(rows.map((row) => [row.section, JSON.stringify(row.content)]));
  const current = versions.find((v) => v.version === idea.currentVersion);
  const prompt = current?.prompt ?? idea.query;
  return {
    ...summary(idea),
    prompt,
    brief: current?.brief ?? readIdeaBrief(prompt),
    versions,
    sections,
    experiments: await experimentResults(db, idea),
  };
}

/** `POST /api/tools/launchpad/{id}/query`: the idea with every section generated so far. */
export async function readIdea(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string | null; ideaId: string },
): Promise<TIdeaDetail> {
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  return detail(deps.db, idea);
}

/** A new version of the idea from `next` (a refinement or the founder's corrections); earlier versions stay. */
async function addVersion(
  deps: Pick<TDeps, 'db'>,
  ideaId: string,
  next: (current: {
    prompt: string;
    brief: TIdeaBrief;
  }) => Promise<{ prompt: string; brief: TIdeaBrief; refinement: string }>,
): Promise<TLaunchpadIdeaRow> {
  // The new brief is worked out before the row lock: the LLM may take seconds to review it.
  const [before] = await deps.db.select().from(launchpadIdeas).where(eq(launchpadIdeas.id, ideaId)).limit(1);
  if (!before) throw new AppError('NOT_FOUND', LAUNCHPAD_MESSAGES.notFound);
  const made = await next(await versionSource(deps.db, ideaId, before.currentVersion));
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(launchpadIdeas).where(eq(launchpadIdeas.id, ideaId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', LAUNCHPAD_MESSAGES.notFound);
    const [{ latest } = { latest: 0 }] = await tx
      .select({ latest: max(launchpadIdeaVersions.version) })
      .from(launchpadIdeaVersions)
      .where(eq(launchpadIdeaVersions.ideaId, ideaId));
    const version = (latest ?? 0) + 1;
    await tx.insert(launchpadIdeaVersions).values({ ideaId, version, ...made });
    const [updated] = await tx
      .update(launchpadIdeas)
      .set({ currentVersion: version, updatedAt: new Date() })
      .where(eq(launchpadIdeas.id, ideaId))
      .returning();
    return updated as TLaunchpadIdeaRow;
  });
}

/**
 * `POST /api/tools/launchpad/{id}/addQuery`: a follow-up edits the current version's brief ("supermarkets
 * instead of bakeries, and sell in Manchester too") into a new version; its sections are generated
 * afresh on request, and earlier versions stay (compare and restore).
 */
export async function refineIdea(
  deps: Pick<TDeps, 'db' | 'llm'>,
  options: { userId: string | null; ideaId: string; query: string },
): Promise<TIdeaDetail> {
  await requireBuilderAccess(deps.db, options.userId);
  const refinement = validRefinement(options.query);
  const owned = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  const idea = await addVersion(deps, owned.id, async (current) => {
    const prompt = ideaPrompt(current.prompt, [refinement]);
    const brief = await reviewed(deps, prompt, refineBrief(current.brief, refinement, prompt));
    return { prompt, brief, refinement };
  });
  return detail(deps.db, idea);
}

/** A refinement may be short ("and in Porto too") but not empty or over 500 characters. */
function validRefinement(raw: string): string {
  const checked = checkIdea(raw);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  return checked.query;
}

const FIELD_NAMES: Record<keyof TBriefCorrection, string> = {
  offering: 'what you sell',
  buyer: 'who pays',
  customer: 'customers',
  end_user: 'end user',
  business_model: 'business model',
  industry_code: 'industry',
  places: 'places',
};

/**
 * `POST /api/tools/launchpad/{id}/brief`: the founder's corrections to the brief make a new version
 * (the same text, the corrected brief); what depends on the brief is generated afresh.
 */
export async function correctIdeaBrief(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string | null; ideaId: string; correction: TBriefCorrection },
): Promise<TIdeaDetail> {
  await requireBuilderAccess(deps.db, options.userId);
  const owned = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  if (Object.keys(options.correction).length === 0) throw new AppError('BAD_REQUEST', BRIEF_CORRECTION_EMPTY);
  const idea = await addVersion(deps, owned.id, async (current) => {
    const changed = correctBrief(current.brief, options.correction, current.prompt);
    if (!changed.ok) throw new AppError('BAD_REQUEST', changed.message);
    const fields = (Object.keys(options.correction) as (keyof TBriefCorrection)[]).map((key) => FIELD_NAMES[key]);
    return { prompt: current.prompt, brief: changed.brief, refinement: `Corrected the brief: ${fields.join(', ')}.` };
  });
  return detail(deps.db, idea);
}

export async function readVersions(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string | null; ideaId: string },
): Promise<TIdeaVersion[]> {
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  return listVersions(deps.db, idea.id);
}

/** Make an earlier version current again; its stored sections show at once. */
export async function restoreVersion(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string | null; ideaId: string; version: number },
): Promise<TIdeaDetail> {
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  const versions = await listVersions(deps.db, idea.id);
  if (!versions.some((v) => v.version === options.version)) {
    throw new AppError('NOT_FOUND', `This idea has no version ${options.version}.`);
  }
  const [updated] = await deps.db
    .update(launchpadIdeas)
    .set({ currentVersion: options.version, updatedAt: new Date() })
    .where(eq(launchpadIdeas.id, idea.id))
    .returning();
  return detail(deps.db, updated as TLaunchpadIdeaRow);
}

/**
 * The launchpad endpoints any signed-in account may call, answered by these functions alone; the builder's
 * calls need its access check, so launchpad.routes.ts writes them.
 */
export const launchpadServices = serviceEndpoints(launchpadEndpoints, {
  previousIdeas: listIdeas,
  allowance: readAllowance,
});
