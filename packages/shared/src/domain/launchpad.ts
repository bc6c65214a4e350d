// AI startup builder rules shared by the api and the web (SPEC §1, §4, §5, §8, §9; issue 7). No I/O.

/** SPEC §5 / §9: the idea input holds at most 500 characters. */
export const IDEA_MAX_LENGTH = 500;

/** SPEC §9: recommendation lists show at most 2 items per section. */
export const RECOMMENDATIONS_PER_SECTION = 2;

/** SPEC §9: brand wheel blocks show at most 3 entries; text arrays at most 3 items. */
export const DISPLAY_LIST_LIMIT = 3;

export const LAUNCHPAD_MESSAGES = {
  /** SPEC §5. */
  emptyIdea: 'Please fill in the field',
  tooLong: `Your idea is too long: keep it to ${IDEA_MAX_LENGTH} characters.`,
  /** SPEC §8: the web redirects to /startup-package?type=build_startup_ai on a message containing "Please Subscribe". */
  subscribe: 'Please Subscribe: choose a membership plan with the AI startup builder to build your startup.',
  /** SPEC §8: "Monthly limit reached" redirects the same way. */
  monthlyLimit: (limit: number) =>
    `Monthly limit reached: your plan includes ${limit} idea${limit === 1 ? '' : 's'} a month. Choose a bigger plan or come back next month.`,
  notFound: 'We could not find that idea.',
  /** Issue 18: input that would waste a build is refused before it counts against the month's ideas. */
  tooShort:
    'Tell us a little more: what would you sell, and to whom? For example, "Refurbished office chairs on subscription for remote workers in Leeds".',
  notWords: 'That does not look like words yet. Describe your idea in a sentence: what you would sell, and to whom.',
  noBusiness: 'We could not find a business in that. Say what you would sell or do, and who would pay for it.',
  unknownSection: (section: string) => `There is no section called ${section}.`,
} as const;

/** Messages that send the build page to the plans page (SPEC §8). */
export function isBuilderUpsellMessage(message: string | null | undefined): boolean {
  return !!message && (message.includes('Please Subscribe') || message.includes('Monthly limit reached'));
}

export type TIdeaCheck = { ok: true; query: string } | { ok: false; message: string };

/** SPEC §5: trimmed, 1 to 500 characters; empty or whitespace-only gives "Please fill in the field". */
export function checkIdea(raw: string | null | undefined): TIdeaCheck {
  const query = (raw ?? '').trim();
  if (query.length === 0) return { ok: false, message: LAUNCHPAD_MESSAGES.emptyIdea };
  if (query.length > IDEA_MAX_LENGTH) return { ok: false, message: LAUNCHPAD_MESSAGES.tooLong };
  return { ok: true, query };
}

/** The text a version of an idea is built from: the idea, then each refinement in order. */
export function ideaPrompt(query: string, refinements: readonly string[]): string {
  return [query, ...refinements]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}

/** The first instant of the calendar month (UTC) that `now` falls in: the quota counts from here. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The first instant of the next calendar month (UTC): when the quota resets. */
export function nextMonthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export const EXPERIMENT_STATUSES = ['untested', 'validated', 'invalidated', 'inconclusive'] as const;
export type TExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** Four examples the build page offers under the input (SPEC §2). */
export const EXAMPLE_IDEAS = [
  'A subscription box of healthy vegan snacks for busy office workers in London',
  'An app that matches dog owners in Berlin with trusted local dog walkers',
  'A marketplace where university students in Manchester rent out textbooks to each other',
  'An AI bookkeeping assistant for freelance designers in the United States',
] as const;
