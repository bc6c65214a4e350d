import { useState } from 'react';
import { Eye, History, RotateCcw, UploadCloud } from 'lucide-react';
import type { TPublishedSite } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { LoadFailed } from './load-failed';
import { usePreviewQuery, usePublishChangesMutation, useRestoreSiteVersionMutation, useVersionsQuery } from '../api';

/** The page as it would go live now: a sandboxed frame (no scripts), then "Publish changes". */
function ChangesPreview({ site, onDone }: { site: TPublishedSite; onDone: () => void }) {
  const { data, error, isFetching, refetch } = usePreviewQuery(
    { siteId: site.id },
    { refetchOnMountOrArgChange: true },
  );
  const [publishChanges, { isLoading }] = usePublishChangesMutation();

  const publish = async () => {
    try {
      const next = await publishChanges(site.id).unwrap();
      void notify.success(`Version ${next.site.currentVersion} is live on ${site.domain}.`);
      onDone();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  if (error) {
    return (
      <LoadFailed title="We could not prepare the preview" onRetry={() => void refetch()}>
        {getErrorMessage(error)}
      </LoadFailed>
    );
  }
  if (!data || isFetching) {
    return (
      <div role="status">
        <span className="sr-only">Preparing the preview…</span>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <iframe
        title={`Preview of ${site.domain}`}
        srcDoc={data.html}
        sandbox=""
        className="h-72 w-full rounded-xl border border-ink-100 bg-white sm:h-96"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button loading={isLoading} onClick={() => void publish()}>
          <UploadCloud aria-hidden="true" />
          Publish changes
        </Button>
      </div>
    </div>
  );
}

/** Issue 24 §4: edits go live after a preview; earlier versions can be served again. */
export function SiteVersions({ site }: { site: TPublishedSite }) {
  const [previewing, setPreviewing] = useState(false);
  const { data: versions, error, refetch } = useVersionsQuery(site.id);
  const [restore, { isLoading: restoring, originalArgs }] = useRestoreSiteVersionMutation();

  const restoreVersion = async (version: number) => {
    try {
      await restore({ id: site.id, version }).unwrap();
      void notify.success(`Version ${version} is live again on ${site.domain}.`);
    } catch (restoreError) {
      void notify.error(getErrorMessage(restoreError));
    }
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="publish-changes-heading" className="space-y-3">
        <h3 id="publish-changes-heading" className="text-sm font-semibold text-ink-900">
          Publish your latest changes
        </h3>
        {previewing ? (
          <ChangesPreview site={site} onDone={() => setPreviewing(false)} />
        ) : (
          <>
            <p className="text-sm text-ink-600">
              Changed the idea or refined its landing page? Preview the page as it would be published, then publish it
              as a new version.
            </p>
            <Button variant="outline" onClick={() => setPreviewing(true)}>
              <Eye aria-hidden="true" />
              Preview changes
            </Button>
          </>
        )}
      </section>

      <section aria-labelledby="publish-versions-heading" className="space-y-3">
        <h3 id="publish-versions-heading" className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <History className="size-4" aria-hidden="true" />
          Published versions
        </h3>
        {error ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {getErrorMessage(error)}
          </Alert>
        ) : !versions ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">Loading the versions…</span>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : (
          <ul aria-label="Published versions" className="divide-y divide-ink-100 rounded-xl border border-ink-100">
            {versions.map((version) => (
              <li key={version.version} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
                    Version {version.version}
                    {version.current && <Badge tone="success">Live</Badge>}
                  </p>
                  <p className="text-sm break-words text-ink-600">
                    {version.title} · {formatDateTime(version.createdAt)}
                  </p>
                </div>
                {!version.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={restoring && originalArgs?.version === version.version}
                    disabled={restoring}
                    onClick={() => void restoreVersion(version.version)}
                    aria-label={`Restore version ${version.version}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Restore
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
