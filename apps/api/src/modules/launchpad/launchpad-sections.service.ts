import {
  LAUNCHPAD_MESSAGES,
  PROVIDER_SCHEMAS,
  RECOMMENDATION_SECTIONS,
  SECTION_SCHEMAS,
  type TBusinessNameContent,
  type TBusinessNameDraft,
  type TGeneratedSection,
  type TLaunchpadSection,
  type TRecommendationSection,
  type TSectionResult,
  isLaunchpadSection,
} from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import type { TDeps, TLogger } from '../../core';
import type { TDb } from '../../db/client';
import { type TLaunchpadSectionRow, launchpadSections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LlmError, type TIdeaAnalysis, analyseIdea, createBuiltinGenerator } from '../../providers/llm';
import { domainForName, nameTld } from '../../providers/llm/builtin.names';
import { requireBuilderAccess } from './launchpad-access.store';
import { requireOwnedIdea, versionSource } from './launchpad-ideas.service';
import { recommend } from './launchpad-recommendations.service';

export type TSectionDeps = Pick<TDeps, 'db' | 'llm' | 'registrar'> & { log?: Pick<TLogger, 'warn'> };

/** Generations in flight in this process, by database: concurrent requests for one section share one. */
const inFlight = new WeakMap<TDb, Map<string, Promise<TSectionResult>>>();

const toResult = (row: TLaunchpadSectionRow): TSectionResult => ({
  idea_id: row.ideaId,
  section: row.section,
  version: row.version,
  content: JSON.stringify(row.content),
  generatedAt: row.createdAt.toISOString(),
  note: row.note ?? null,
});

/** Written instead when the LLM fails: the founder gets a result and is told why it reads differently. */
const offline = createBuiltinGenerator();
const FALLBACK_NOTE =
  'The AI service did not answer, so the built-in generator wrote this section. Rebuild the idea later for the AI version.';

async function storedSection(db: TDb, ideaId: string, version: number, section: string) {
  const [row] = await db
    .select()
    .from(launchpadSections)
    .where(
      and(
        eq(launchpadSections.ideaId, ideaId),
        eq(launchpadSections.version, version),
        eq(launchpadSections.section, section),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Brand names with the domain each would use (the country's tld for a local idea where it is sold, else
 * .com), whether the registrar says it is free (null if it could not say), and which registry said so:
 * the built-in registrar is a test registry that knows only its own registrations and a few famous
 * names, and the page tells the founder so.
 */
async function withAvailability(
  registrar: TSectionDeps['registrar'],
  draft: TBusinessNameDraft,
  brief: TIdeaAnalysis['brief'],
): Promise<TBusinessNameContent> {
  const tld = nameTld(brief);
  const names = draft.business_names.map((entry) => ({ ...entry, domain: domainForName(entry.name, tld) }));
  let answers: Map<string, boolean> | null = null;
  try {
    const checked = await registrar.check([...new Set(names.map((n) => n.domain))]);
    answers = new Map(checked.map((a) => [a.domain, a.available]));
  } catch {
    // The page says "could not check" for each name rather than failing the section.
    answers = null;
  }
  const annotated = names.map((n) => ({ ...n, available: answers?.get(n.domain) ?? null }));
  // Names whose domain is free first, keeping the generator's order otherwise.
  const rank = (available: boolean | null) => (available === true ? 0 : available === null ? 1 : 2);
  const registries: Record<TSectionDeps['registrar']['name'], { name: string; test: boolean }> = {
    builtin: { name: 'the built-in test registry', test: true },
    namecheap: { name: 'Namecheap', test: false },
  };
  return {
    business_names: annotated.sort((a, b) => rank(a.available) - rank(b.available)),
    registry: registries[registrar.name],
  };
}

async function writeSection(
  deps: TSectionDeps,
  section: TLaunchpadSection,
  idea: string,
  analysis: TIdeaAnalysis,
): Promise<{ content: unknown; provider: string; note: string | null }> {
  if ((RECOMMENDATION_SECTIONS as readonly string[]).includes(section)) {
    return {
      content: { items: await recommend(deps.db, section as TRecommendationSection, analysis) },
      provider: 'content',
      note: null,
    };
  }
  const generated = section as TGeneratedSection;
  const parse = (raw: unknown) => {
    const parsed = PROVIDER_SCHEMAS[generated].safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
  let content: unknown = null;
  let provider: string = deps.llm.name;
  let note: string | null = null;
  try {
    content = parse(await deps.llm.generate({ section: generated, idea, analysis }));
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    if (deps.llm.name === 'builtin') throw new AppError('SERVICE_UNAVAILABLE', error.message);
    deps.log?.warn({ section, kind: error.kind, err: error.message }, 'LLM generation failed; writing offline');
  }
  if (content === null && deps.llm.name !== 'builtin') {
    content = parse(await offline.generate({ section: generated, idea, analysis }));
    provider = offline.name;
    note = FALLBACK_NOTE;
  }
  if (content === null) {
    throw new AppError('SERVICE_UNAVAILABLE', `The AI builder gave an unusable ${section}. Please try again.`);
  }
  if (generated === 'BusinessName') {
    return {
      content: await withAvailability(deps.registrar, content as TBusinessNameDraft, analysis.brief),
      provider,
      note,
    };
  }
  return { content, provider, note };
}

async function generateAndStore(
  deps: TSectionDeps,
  ideaId: string,
  version: number,
  section: TLaunchpadSection,
): Promise<TSectionResult> {
  const started = performance.now();
  const { prompt, brief } = await versionSource(deps.db, ideaId, version);
  const written = await writeSection(deps, section, prompt, analyseIdea(prompt, brief));
  const content = SECTION_SCHEMAS[section].parse(written.content);
  // Another process may have stored it meanwhile: the unique index keeps the first, and we answer with it.
  await deps.db
    .insert(launchpadSections)
    .values({
      ideaId,
      version,
      section,
      content,
      provider: written.provider,
      note: written.note,
      durationMs: Math.round(performance.now() - started),
    })
    .onConflictDoNothing();
  const row = await storedSection(deps.db, ideaId, version, section);
  if (!row) throw new Error(`section ${section} of ${ideaId} vanished after storing`);
  return toResult(row);
}

/**
 * `POST /api/tools/launchpad/{id}/{section}`: the section of the idea's current version, generated on
 * first request and stored; later requests read it. A failed generation stores nothing.
 */
export async function readSection(
  deps: TSectionDeps,
  options: { userId: string | null; ideaId: string; section: string },
): Promise<TSectionResult> {
  if (!isLaunchpadSection(options.section)) {
    throw new AppError('NOT_FOUND', LAUNCHPAD_MESSAGES.unknownSection(options.section));
  }
  const section = options.section;
  await requireBuilderAccess(deps.db, options.userId);
  const idea = await requireOwnedIdea(deps.db, options.userId as string, options.ideaId);
  const stored = await storedSection(deps.db, idea.id, idea.currentVersion, section);
  if (stored) return toResult(stored);

  let running = inFlight.get(deps.db);
  if (!running) inFlight.set(deps.db, (running = new Map()));
  const key = `${idea.id}:${idea.currentVersion}:${section}`;
  let pending = running.get(key);
  if (!pending) {
    const map = running;
    pending = generateAndStore(deps, idea.id, idea.currentVersion, section).finally(() => map.delete(key));
    running.set(key, pending);
  }
  return pending;
}
