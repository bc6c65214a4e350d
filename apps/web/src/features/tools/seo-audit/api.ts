import { toolsRoutes } from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';

/** Issue 8: the SEO audit (plan-gated by the server too). Every call is POST. */
export const seoAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    runSeoAudit: build.mutation({
      ...fromEndpoint(toolsRoutes.seoAuditRun, (url: string) => ({ body: { url } })),
      // The new audit heads the history without another round trip.
      async onQueryStarted(_url, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { id, url, finalUrl, score, createdAt } = data;
          dispatch(
            seoAuditApi.util.updateQueryData('seoAuditHistory', undefined, (draft) => {
              draft.audits = [{ id, url, finalUrl, score, createdAt }, ...draft.audits.filter((a) => a.id !== id)];
            }),
          );
          dispatch(seoAuditApi.util.upsertQueryData('seoAudit', id, data));
        } catch {
          // the page shows the error
        }
      },
    }),
    seoAuditHistory: build.query(fromEndpoint(toolsRoutes.seoAuditHistory, (_: void) => ({ body: {} }))),
    seoAudit: build.query(fromEndpoint(toolsRoutes.seoAuditRead, (id: string) => ({ body: { id } }))),
  }),
});

export const { useRunSeoAuditMutation, useSeoAuditHistoryQuery, useSeoAuditQuery } = seoAuditApi;
