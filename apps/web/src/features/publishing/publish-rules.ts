import {
  ZPublishNeedsRecords,
  type TPublishStep,
  type TPublishStepKey,
  type TPublishStepStatus,
  type TPublishedSite,
  type TPublishedSiteDetail,
} from '@launchpad/shared';

/** The four steps of publishing, as the founder reads them (issue 24 §1). */
export const STEP_LABELS: Record<TPublishStepKey, string> = {
  records: 'Records in your domain’s zone',
  dns: 'DNS answers with our address',
  certificate: 'HTTPS certificate',
  live: 'Live on your domain',
};

/** A step as shown: a pending step after another unfinished one is waiting for it, not under way. */
export type TStepState = TPublishStepStatus | 'waiting';

export const STEP_STATUS_LABELS: Record<TStepState, string> = {
  waiting: 'Waiting',
  pending: 'In progress',
  done: 'Done',
  failed: 'Failed',
};

export function stepState(steps: readonly TPublishStep[], index: number): TStepState {
  const step = steps[index];
  if (!step) return 'waiting';
  if (step.status !== 'pending') return step.status;
  return steps.slice(0, index).some((earlier) => earlier.status !== 'done') ? 'waiting' : 'pending';
}

export const SITE_STATUS_LABELS: Record<TPublishedSite['status'], string> = {
  pending_dns: 'Waiting for DNS',
  pending_certificate: 'Getting the certificate',
  live: 'Live',
  failed: 'Failed',
  unpublished: 'Unpublished',
};

/** How often the status panel asks again while a site is on its way. */
export const STATUS_POLL_MS = 2000;

/** Live, failed or unpublished: nothing will change without the founder. */
export const isSettled = (status: TPublishedSite['status']) =>
  status === 'live' || status === 'failed' || status === 'unpublished';

/** The site of an idea that is still published (or on its way), if any. */
export const activeSiteOf = (sites: readonly TPublishedSite[] | undefined, ideaId: string) =>
  sites?.find((site) => site.ideaId === ideaId && site.status !== 'unpublished') ?? null;

/**
 * A domain whose nameservers are elsewhere is answered 409 with the site kept waiting for DNS and the
 * records to add (contracts/publishing ZPublishNeedsRecords): that is a next step, not a failure.
 */
export function needsRecords(error: unknown): TPublishedSiteDetail | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const parsed = ZPublishNeedsRecords.safeParse((error as { data: unknown }).data);
  return parsed.success ? parsed.data.data : null;
}

/** "1 sign-up", "3 sign-ups". */
export const signupCount = (n: number) => `${n} sign-up${n === 1 ? '' : 's'}`;
