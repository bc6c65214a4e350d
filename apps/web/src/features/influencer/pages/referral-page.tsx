import { PagePlaceholder } from '@/components/ui/page-placeholder';

/** /referral (issue 10): stub until the programme page lands. */
export default function ReferralPage() {
  return (
    <PagePlaceholder
      title="Connect & Earn"
      description="How the referral programme works and how to apply as an influencer will appear here."
    />
  );
}
