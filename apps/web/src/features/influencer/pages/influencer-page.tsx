import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** /influencer (issue 10): stub until the dashboard lands. */
export default function InfluencerPage() {
  return (
    <PagePlaceholder
      title="Connect & Earn"
      description="Your coupons, referral links, commissions and payments will appear here once your application is approved."
      variant="panel"
    />
  );
}
