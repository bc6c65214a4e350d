import type { TInfluencerApplication } from '@launchpad/shared';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useInfluencerStatusQuery } from '../api';
import { useApprovedNotice } from '../approved-notice';
import { InfluencerTabs } from '../components/influencer-tabs';
import { LoadFailure } from '../components/load-failure';
import { LockedPreview } from '../components/locked-preview';
import { StatsSummary } from '../components/stats-summary';
import { ApprovedCard, NotApprovedCard, UnderReviewCard } from '../components/status-cards';

/** Mounted once per visit of an approved influencer, so the approved card counts visits (SPEC §4). */
function ApprovedDashboard({ userId }: { userId: string }) {
  const showNotice = useApprovedNotice(userId);
  return (
    <>
      {showNotice && (
        <div className="mb-6">
          <ApprovedCard />
        </div>
      )}
      <StatsSummary />
      <InfluencerTabs />
    </>
  );
}

function Locked({ application }: { application: TInfluencerApplication | null }) {
  return (
    <>
      {application?.status === 'pending' && <UnderReviewCard application={application} />}
      {application?.status === 'rejected' && <NotApprovedCard application={application} />}
      <LockedPreview applied={application?.status === 'pending'} />
    </>
  );
}

/**
 * /influencer (SPEC §2, §4): the application's state, then, for approved influencers only, their
 * earnings and the Coupons / Links / Payments tabs. Nobody else's browser asks for that data.
 */
export default function InfluencerPage() {
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const { data: application, error, isLoading } = useInfluencerStatusQuery();

  return (
    <>
      <PageHeader
        title="Connect & Earn"
        description="Your coupons, referral link, commission and payouts as a Launchpad partner."
      />
      {error ? (
        <LoadFailure title="Failed to fetch your application" error={error} />
      ) : isLoading || application === undefined ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your Connect & Earn status…</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : application?.status === 'approved' ? (
        <ApprovedDashboard userId={userId} />
      ) : (
        <Locked application={application} />
      )}
    </>
  );
}
