import { SEO_AUDIT_PATHS, type TSeoAuditHistory, type TSeoAuditReport } from '@launchpad/shared';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>): T => response.data;

/** Issue 8: the SEO audit (plan-gated by the server too). Every call is POST. */
export const seoAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    runSeoAudit: build.mutation<TSeoAuditReport, string>({
      query: (url) => ({ url: SEO_AUDIT_PATHS.run, method: 'POST', body: { url } }),
      transformResponse: unwrap<TSeoAuditReport>,
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
    seoAuditHistory: build.query<TSeoAuditHistory, void>({
      query: () => ({ url: SEO_AUDIT_PATHS.history, method: 'POST', body: {} }),
      transformResponse: unwrap<TSeoAuditHistory>,
    }),
    seoAudit: build.query<TSeoAuditReport, string>({
      query: (id) => ({ url: SEO_AUDIT_PATHS.read, method: 'POST', body: { id } }),
      transformResponse: unwrap<TSeoAuditReport>,
    }),
  }),
});

export const { useRunSeoAuditMutation, useSeoAuditHistoryQuery, useSeoAuditQuery } = seoAuditApi;
