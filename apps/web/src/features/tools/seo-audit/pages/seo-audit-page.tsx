import { useSearchParams } from 'react-router';
import { SearchCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import type { TApiError } from '@/lib/api';
import { useRunSeoAuditMutation, useSeoAuditHistoryQuery, useSeoAuditQuery } from '../api';
import { AuditForm, AuditProgress } from '../components/audit-form';
import { AuditHistory } from '../components/audit-history';
import { AuditReport } from '../components/audit-report';

const messageOf = (error: unknown) => (error as TApiError | undefined)?.message ?? 'Something went wrong!';

/**
 * /tools/seo-audit (issue 8): audit a public page, read the report, reopen past audits. The open audit
 * lives in the address (?audit=id), so a report can be reloaded and shared with a colleague on the account.
 */
export default function SeoAuditPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('audit');
  const [runAudit, run] = useRunSeoAuditMutation();
  const history = useSeoAuditHistoryQuery();
  const opened = useSeoAuditQuery(selectedId ?? '', { skip: !selectedId || run.isLoading });

  const audit = async (url: string) => {
    try {
      const report = await runAudit(url).unwrap();
      setParams({ audit: report.id });
      notify.success(`Audit complete: ${report.score} out of 100.`);
    } catch {
      // shown under the field
    }
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <SearchCheck className="size-4" aria-hidden="true" />
          Business tools
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">SEO audit</h1>
        <p className="mt-3 text-ink-600">
          See your page the way search engines do: titles, headings, links, sharing tags, robots.txt, sitemap and mobile
          readiness, with a score and a list of fixes in plain English.
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
            <AuditForm busy={run.isLoading} serverError={run.isError ? messageOf(run.error) : null} onAudit={audit} />
          </div>
          {run.isLoading && <AuditProgress />}
          {!run.isLoading && selectedId && opened.isFetching && !opened.data && (
            <div role="status" aria-live="polite" className="space-y-4">
              <span className="sr-only">Loading the audit…</span>
              <Skeleton className="h-44 w-full rounded-2xl" />
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          )}
          {!run.isLoading && selectedId && opened.isError && (
            <Alert tone="error" title="This audit could not be opened">
              {messageOf(opened.error)}
            </Alert>
          )}
          {!run.isLoading && selectedId && opened.data && <AuditReport report={opened.data} />}
        </div>
        <aside className="min-w-0">
          <AuditHistory
            audits={history.data?.audits}
            loading={history.isLoading}
            error={history.isError ? messageOf(history.error) : null}
            selectedId={selectedId}
            onOpen={(id) => setParams({ audit: id })}
            onRetry={() => void history.refetch()}
          />
        </aside>
      </div>
    </div>
  );
}
