import { ExternalLink, RefreshCw } from 'lucide-react';
import type { TPublishedSiteDetail } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useCheckSiteMutation } from '../api';
import { SITE_STATUS_LABELS } from '../publish-rules';
import { PublishSteps, RequiredRecords } from './publish-steps';
import { UnpublishButton } from './unpublish-button';

const STATUS_TONE = {
  pending_dns: 'warning',
  pending_certificate: 'brand',
  live: 'success',
  failed: 'danger',
  unpublished: 'neutral',
} as const;

/** Issue 24 §1: each step's status, the link to the live site, and what to do when a step waits or fails. */
export function SiteStatus({ detail }: { detail: TPublishedSiteDetail }) {
  const { site, steps, url, requiredRecords } = detail;
  const [check, { isLoading: checking }] = useCheckSiteMutation();

  const checkAgain = async () => {
    try {
      const next = await check(site.id).unwrap();
      if (next.site.status === 'pending_dns') void notify.error('The records are not answered yet. Try again later.');
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-all text-ink-900">{site.domain}</p>
          {/* Polite: read out each time the status changes while the panel polls. */}
          <p role="status" className="mt-1 flex items-center gap-2 text-sm text-ink-600">
            <span className="sr-only">Status:</span>
            <Badge tone={STATUS_TONE[site.status]}>{SITE_STATUS_LABELS[site.status]}</Badge>
            {site.status === 'live' && site.certificateExpiresAt && (
              <span>Certificate valid until {formatDate(site.certificateExpiresAt)}</span>
            )}
          </p>
        </div>
        {site.status === 'live' && (
          <a href={url} target="_blank" rel="noreferrer" className={buttonClasses({ size: 'sm' })}>
            <ExternalLink aria-hidden="true" />
            Open {site.domain}
          </a>
        )}
      </div>

      <PublishSteps steps={steps} />

      {site.status === 'failed' && (
        <Alert
          tone="error"
          title="Publishing stopped"
          action={
            <Button variant="outline" size="sm" loading={checking} onClick={() => void checkAgain()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {site.failureReason ?? 'One of the steps failed. Nothing is served until it succeeds.'}
        </Alert>
      )}

      {requiredRecords.length > 0 && site.status === 'pending_dns' && (
        <section aria-labelledby="publish-records-heading" className="space-y-3">
          <h3 id="publish-records-heading" className="text-sm font-semibold text-ink-900">
            Add these records at your DNS provider
          </h3>
          <p className="text-sm text-ink-600">
            {site.domain} uses another provider’s nameservers, so we cannot add the records ourselves. Add them there,
            then check again: it can take a few minutes for new records to be answered.
          </p>
          <RequiredRecords records={requiredRecords} />
          <Button variant="outline" loading={checking} onClick={() => void checkAgain()}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        </section>
      )}

      <div className="border-t border-ink-100 pt-4">
        <UnpublishButton site={site} />
      </div>
    </div>
  );
}
