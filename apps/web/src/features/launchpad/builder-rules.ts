import {
  DISPLAY_LIST_LIMIT,
  RECOMMENDATIONS_PER_SECTION,
  isBuilderUpsellMessage,
  type TLaunchpadSection,
} from '@launchpad/shared';
import { DEFAULT_ERROR_MESSAGE } from '@/config/messages';

/** SPEC §8 build page messages. */
export const BUILDER_MESSAGES = {
  fetchFailed: 'Failed to fetch updated data',
  unexpected: 'An unexpected error occurred',
  previousFailed: 'Failed to load previous ideas',
  noPrevious: 'No previous ideas found',
  copied: 'URL copied to clipboard!',
  copyFailed: 'Failed to copy URL',
  loader: 'Hang on.. we’re building your startup',
  /** Said on the plans page's way in when the redirect had no message of its own. */
  choosePlan: 'Please Subscribe to a membership plan with the AI startup builder to build your startup.',
} as const;

/** SPEC §9: the full-screen loader follows loading only once it has held for 100 ms. */
export const LOADER_DEBOUNCE_MS = 100;

/** SPEC §8: what an error means for the build page. */
export type TBuilderFailure = { redirect: boolean; message: string };

/**
 * SPEC §8: a message containing "Please Subscribe" or "Monthly limit reached" sends the visitor to the
 * plans page; any other failure is shown as the server's message, else "Failed to fetch updated data";
 * something that is not an api error at all is "An unexpected error occurred".
 */
export function builderFailure(error: unknown): TBuilderFailure {
  if (typeof error !== 'object' || error === null) return { redirect: false, message: BUILDER_MESSAGES.unexpected };
  const message = 'message' in error && typeof error.message === 'string' ? error.message.trim() : '';
  if (isBuilderUpsellMessage(message)) return { redirect: true, message };
  if (!('status' in error)) return { redirect: false, message: message || BUILDER_MESSAGES.unexpected };
  // The client's own stand-ins (no connection, no answer, no message from the server) are not the server's words.
  const fromServer = typeof error.status === 'number' && message !== DEFAULT_ERROR_MESSAGE;
  return { redirect: false, message: (fromServer && message) || BUILDER_MESSAGES.fetchFailed };
}

/** SPEC §9: text arrays and brand-wheel blocks show at most 3 entries. */
export const firstTexts = <T>(items: readonly T[] | null | undefined): T[] =>
  (items ?? []).slice(0, DISPLAY_LIST_LIMIT);

/**
 * SPEC §9: a recommendation list shows at most 2 items, padded with placeholders (null) when it has
 * fewer, so every section keeps its shape.
 */
export function withPlaceholders<T>(items: readonly T[] | null | undefined): (T | null)[] {
  const shown: (T | null)[] = (items ?? []).slice(0, RECOMMENDATIONS_PER_SECTION);
  while (shown.length < RECOMMENDATIONS_PER_SECTION) shown.push(null);
  return shown;
}

/** The sections the build page asks for together (SPEC §4: about 20, in parallel). */
export const BUILD_PAGE_SECTIONS = [
  'DynamicTitles',
  'BusinessContext',
  'Verdict',
  'Problem',
  'CustomerSegments',
  'UniqueValueProposition',
  'Solution',
  'Channels',
  'RevenueStreams',
  'CostStructure',
  'KeyMetrics',
  'UnfairAdvantage',
  'fetchFounders',
  'BusinessName',
  'LocationData',
  'BrandWheel',
  'fetchCommunities',
  'ElevatorPitch',
  'fetchInvestors',
  'ValidationData',
  'CurrentMarket',
  'FutureDemands',
  'ExistingAlternatives',
  'fetchEvents',
  'InterviewQuestionnaire',
  'StepsToStart',
  'fetchPerks',
] as const satisfies readonly TLaunchpadSection[];

/**
 * The generated landing page's sections (SPEC §2 standalone, §3 landing-page content). The page is the
 * founder's to publish, so it holds only what they say about their product: the people and money the
 * builder recommends stay in the builder, where they cannot read as the startup's backers or partners.
 */
export const LANDING_PAGE_SECTIONS = [
  'LandingPageContent',
  'BusinessName',
  'BrandWheel',
  'ElevatorPitch',
] as const satisfies readonly TLaunchpadSection[];
