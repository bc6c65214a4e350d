import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UploadCloud } from 'lucide-react';
import { Button, type TButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSitesQuery } from '../api';
import { PUBLISH_PARAM, readPendingPublish } from '../pending-publish';
import { activeSiteOf } from '../publish-rules';
import { DomainChoice } from './domain-choice';
import { SitePanel } from './site-panel';
import { LoadFailed } from './load-failed';

export type TPublishButtonProps = {
  ideaId: string;
  /** What "Buy a domain" searches for first: the brand name, or the idea. */
  query: string;
  variant?: TButtonVariant;
  size?: 'sm' | 'md';
  className?: string;
  /** Opens the dialog by itself when the page is reached with `?publish=1` (back from checkout). */
  resumes?: boolean;
};

function PublishDialogBody({ ideaId, query }: { ideaId: string; query: string }) {
  const { data: sites, error, refetch } = useSitesQuery(undefined, { refetchOnMountOrArgChange: true });
  const site = activeSiteOf(sites, ideaId);
  if (error && !sites) {
    return (
      <LoadFailed title="We could not load your published sites" onRetry={() => void refetch()}>
        {getErrorMessage(error)}
      </LoadFailed>
    );
  }
  if (!sites) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return site ? <SitePanel siteId={site.id} /> : <DomainChoice ideaId={ideaId} query={query} />;
}

/**
 * Issue 24 §1: "Publish" on an idea's landing page and in its overlay. The dialog picks (or buys) the
 * domain, then follows the steps until the page is live, with its versions and waitlist.
 */
export function PublishButton({
  ideaId,
  query,
  variant = 'primary',
  size = 'sm',
  className,
  resumes = false,
}: TPublishButtonProps) {
  const [params, setParams] = useSearchParams();
  const resuming = resumes && params.has(PUBLISH_PARAM);
  // Back from checkout with a domain bought for this page: open at once.
  const [open, setOpen] = useState(() => resuming && readPendingPublish()?.ideaId === ideaId);
  useEffect(() => {
    if (!resuming) return;
    const next = new URLSearchParams(params);
    next.delete(PUBLISH_PARAM);
    void setParams(next, { replace: true });
  }, [resuming, params, setParams]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} size={size} className={cn('print:hidden', className)} onClick={() => setOpen(true)}>
        <UploadCloud aria-hidden="true" />
        Publish
      </Button>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl! overflow-y-auto">
        <DialogTitle>Publish your landing page</DialogTitle>
        <DialogDescription>
          On your own domain, over HTTPS, with a waitlist whose sign-ups count in your validation experiment.
        </DialogDescription>
        <div className="mt-5">{open && <PublishDialogBody ideaId={ideaId} query={query} />}</div>
      </DialogContent>
    </Dialog>
  );
}
