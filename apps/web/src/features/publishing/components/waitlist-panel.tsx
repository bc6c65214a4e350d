import { useState } from 'react';
import { Download, Users } from 'lucide-react';
import type { TPublishedSite } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { saveObjectUrl } from '@/lib/save-file';
import { useWaitlistCsvUrlMutation, useWaitlistQuery } from '../api';
import { signupCount } from '../publish-rules';
import { LoadFailed } from './load-failed';

/** `boxhy.com-waitlist.csv` */
export const waitlistFileName = (domain: string) => `${domain}-waitlist.csv`;

/** Issue 24 §5: who joined the waitlist, whether they confirmed by mail, and the CSV of it. */
export function WaitlistPanel({ site }: { site: TPublishedSite }) {
  const { data, error, refetch } = useWaitlistQuery(site.id, { refetchOnMountOrArgChange: true });
  const [fetchCsv] = useWaitlistCsvUrlMutation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveObjectUrl(await fetchCsv(site.id).unwrap(), waitlistFileName(site.domain));
    } catch (csvError) {
      void notify.error(getErrorMessage(csvError, 'The waitlist could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  if (error) {
    return (
      <LoadFailed title="We could not load the waitlist" onRetry={() => void refetch()}>
        {getErrorMessage(error)}
      </LoadFailed>
    );
  }
  if (!data) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the waitlist…</span>
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          <span className="text-2xl font-semibold text-ink-900 tabular-nums">{data.total}</span>{' '}
          {data.total === 1 ? 'sign-up' : 'sign-ups'} · {data.confirmed} confirmed
        </p>
        <Button
          variant="outline"
          size="sm"
          loading={downloading}
          disabled={data.total === 0}
          onClick={() => void download()}
        >
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      <p className="text-sm text-ink-600">
        Confirmed sign-ups count as the result of your landing-page experiment on the build page
        {data.confirmed > 0 ? ` (${signupCount(data.confirmed)} so far)` : ''}.
      </p>
      {data.signups.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" />} title="No sign-ups yet">
          Visitors of {data.domain} join with the form at the bottom of the page. Each one confirms by email before they
          count.
        </EmptyState>
      ) : (
        <ul aria-label="Waitlist sign-ups" className="divide-y divide-ink-100 rounded-xl border border-ink-100">
          {data.signups.map((signup) => (
            <li key={signup.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-all text-ink-900">{signup.email}</p>
                {signup.note && <p className="text-sm break-words text-ink-600">“{signup.note}”</p>}
                <p className="text-xs text-ink-500">Joined {formatDate(signup.createdAt)}</p>
              </div>
              {signup.confirmedAt ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Pending</Badge>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
