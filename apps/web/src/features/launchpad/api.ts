import {
  SECTION_SCHEMAS,
  type TBriefCorrection,
  type TExperimentUpdateRequest,
  type TLaunchpadSection,
  type TSectionContent,
  type TSectionResult,
  launchpadRoutes as routes,
  type launchpadEndpoints as endpoints,
} from '@launchpad/shared';
import { api, type TApiError } from '@/lib/api';
import { type TResponseOf, endpointRequest, fromEndpoint, unwrap } from '@/lib/endpoint';

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
    createIdea: build.mutation({
      ...fromEndpoint(routes.create, (query: string) => ({ body: { query } })),
      invalidatesTags: [LIST_TAG],
    }),
    previousIdeas: build.query({
      ...fromEndpoint(routes.previousIdeas, (_: void) => ({})),
      providesTags: [LIST_TAG],
    }),
    /** The idea with its versions, experiment results and the sections generated so far. */
    idea: build.query({
      ...fromEndpoint(routes.idea, (id: string) => ({ params: { id }, body: {} })),
      providesTags: (_result, _error, id) => [ideaTag(id)],
    }),
    /** A follow-up: a new version whose sections are generated afresh (earlier versions stay). */
    addQuery: build.mutation({
      ...fromEndpoint(routes.addQuery, ({ id, query }: { id: string; query: string }) => ({
        params: { id },
        body: { query },
      })),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id), LIST_TAG]),
    }),
    /** The founder's corrections to the brief (the chips): a new version built from the corrected brief. */
    correctBrief: build.mutation({
      ...fromEndpoint(routes.correctBrief, ({ id, correction }: { id: string; correction: TBriefCorrection }) => ({
        params: { id },
        body: correction,
      })),
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
    restoreVersion: build.mutation({
      ...fromEndpoint(routes.restore, ({ id, version }: { id: string; version: number }) => ({
        params: { id },
        body: { version },
      })),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id), LIST_TAG]),
    }),
    updateExperiment: build.mutation({
      ...fromEndpoint(
        routes.experiment,
        ({
          id,
          experimentId,
          status,
          note,
        }: { id: string; experimentId: string } & Required<Pick<TExperimentUpdateRequest, 'status'>> & {
            note: string;
          }) => ({ params: { id, experimentId }, body: { status, note } }),
      ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ideaTag(id)]),
    }),
    section: build.query<TSection, TSectionArgs>({
      queryFn: async ({ id, section }, _api, _extra, baseQuery) => {
        const result = await baseQuery(endpointRequest(routes.section, { params: { id, section }, body: {} }));
        if (result.error) return { error: result.error as TApiError };
        const parsed = parseSection(unwrap(result.data as TResponseOf<typeof endpoints.section>));
        return 'status' in parsed ? { error: parsed } : { data: parsed };
      },
    }),
    aiAllowance: build.query({
      ...fromEndpoint(routes.allowance, (_: void) => ({ body: {} })),
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
