import {
  LAUNCHPAD_PATHS,
  SECTION_SCHEMAS,
  launchpadPath,
  type TAiAllowance,
  type TBriefCorrection,
  type TExperimentResult,
  type TExperimentUpdateRequest,
  type TIdeaDetail,
  type TIdeaSummary,
  type TLaunchpadSection,
  type TSectionContent,
  type TSectionResult,
} from '@launchpad/shared';
import { api, type TApiError } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>): T => response.data;

/** One generated section, parsed: `content` is the section's schema (SPEC §3: `data.content` is JSON text). */
export type TSection<S extends TLaunchpadSection = TLaunchpadSection> = Omit<TSectionResult, 'content'> & {
  content: TSectionContent<S>;
};

/** `version` only keys the cache: a refinement or a restore asks for the new version's sections. */
export type TSectionArgs = { id: string; section: TLaunchpadSection; version: number };

export const SECTION_UNREADABLE = 'This section came back in a shape we could not read. Please try again.';

/** Reads `data.content` (JSON text) with the section's shared schema; a bad shape is an error, not a crash. */
export function parseSection(result: TSectionResult): TSection | TApiError {
  try {
    const schema = SECTION_SCHEMAS[result.section as TLaunchpadSection];
    const parsed = schema?.safeParse(JSON.parse(result.content));
    if (!parsed?.success) return { status: 'PARSING_ERROR', message: SECTION_UNREADABLE };
    return { ...result, content: parsed.data } as TSection;
  } catch {
    return { status: 'PARSING_ERROR', message: SECTION_UNREADABLE };
  }
}

const ideaTag = (id: string) => ({ type: 'Ideas' as const, id });
const LIST_TAG = { type: 'Ideas' as const, id: 'LIST' };

/** SPEC §7 "Launchpad and tools": the AI startup builder. Every call is POST but previous-ideas. */
export const launchpadApi = api.injectEndpoints({
  endpoints: (build) => ({
    createIdea: build.mutation<TIdeaSummary, string>({
      query: (query) => ({ url: LAUNCHPAD_PATHS.create, method: 'POST', body: { query } }),
      transformResponse: unwrap<TIdeaSummary>,
      invalidatesTags: [LIST_TAG],
    }),
    previousIdeas: build.query<TIdeaSummary[], void>({
      query: () => ({ url: LAUNCHPAD_PATHS.previousIdeas, method: 'GET' }),
      transformResponse: unwrap<TIdeaSummary[]>,
      providesTags: [LIST_TAG],
    }),
    /** The idea with its versions, experiment results and the sections generated so far. */
    idea: build.query<TIdeaDetail, string>({
      query: (id) => ({ url: launchpadPath(id, 'query'), method: 'POST', body: {} }),
      transformResponse: unwrap<TIdeaDetail>,
      providesTags: (_result, _error, id) => [ideaTag(id)],
    }),
    /** A follow-up: a new version whose sections are generated afresh (earlier versions stay). */
    addQuery: build.mutation<TIdeaDetail, { id: string; query: string }>({
      query: ({ id, query }) => ({ url: launchpadPath(id, 'addQuery'), method: 'POST', body: { query } }),
      transformResponse: unwrap<TIdeaDetail>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id), LIST_TAG]),
    }),
    /** The founder's corrections to the brief (the chips): a new version built from the corrected brief. */
    correctBrief: build.mutation<TIdeaDetail, { id: string; correction: TBriefCorrection }>({
      query: ({ id, correction }) => ({ url: launchpadPath(id, 'brief'), method: 'POST', body: correction }),
      transformResponse: unwrap<TIdeaDetail>,
      // The answer is the new version: shown at once, and its sections are asked for by version.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(launchpadApi.util.upsertQueryData('idea', id, data));
        } catch {
          // The caller shows the server's message.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    restoreVersion: build.mutation<TIdeaDetail, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: launchpadPath(id, 'restore'), method: 'POST', body: { version } }),
      transformResponse: unwrap<TIdeaDetail>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id), LIST_TAG]),
    }),
    updateExperiment: build.mutation<
      TExperimentResult,
      { id: string; experimentId: string } & Required<Pick<TExperimentUpdateRequest, 'status'>> & { note: string }
    >({
      query: ({ id, experimentId, status, note }) => ({
        url: launchpadPath(id, `experiments/${encodeURIComponent(experimentId)}`),
        method: 'POST',
        body: { status, note },
      }),
      transformResponse: unwrap<TExperimentResult>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id)]),
    }),
    section: build.query<TSection, TSectionArgs>({
      queryFn: async ({ id, section }, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: launchpadPath(id, section), method: 'POST', body: {} });
        if (result.error) return { error: result.error as TApiError };
        const parsed = parseSection(unwrap(result.data as TEnvelope<TSectionResult>));
        return 'status' in parsed ? { error: parsed } : { data: parsed };
      },
    }),
    aiAllowance: build.query<TAiAllowance, void>({
      query: () => ({ url: LAUNCHPAD_PATHS.aiId, method: 'POST', body: {} }),
      transformResponse: unwrap<TAiAllowance>,
      providesTags: [LIST_TAG],
    }),
  }),
});

export const {
  useCreateIdeaMutation,
  usePreviousIdeasQuery,
  useLazyPreviousIdeasQuery,
  useIdeaQuery,
  useAddQueryMutation,
  useCorrectBriefMutation,
  useRestoreVersionMutation,
  useUpdateExperimentMutation,
  useSectionQuery,
  useAiAllowanceQuery,
} = launchpadApi;
