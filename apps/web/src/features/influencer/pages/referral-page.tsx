import { ArrowRight, HandCoins } from 'lucide-react';
import { COMMISSION_REFUND_WINDOW_DAYS, MIN_PAYOUT_PENCE, REFERRAL_ATTRIBUTION_DAYS } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { buttonClasses } from '@/components/ui/button';
import { ApplySection } from '../components/apply-section';
import { HowItWorks, ProgrammeFaq, ProgrammeRules } from '../components/programme-sections';

const FACTS = [
  { value: `${REFERRAL_ATTRIBUTION_DAYS} days`, label: 'attribution' },
  { value: `${COMMISSION_REFUND_WINDOW_DAYS} days`, label: 'refund window' },
  { value: formatPounds(MIN_PAYOUT_PENCE), label: 'minimum payout' },
] as const;

/** /referral (SPEC §1, §2): what Connect & Earn is, how it works, the rules, and the application. */
export default function ReferralPage() {
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <HandCoins className="size-4" aria-hidden="true" />
            Connect &amp; Earn
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl">
            Help founders start up, and earn for every one you bring
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-600">
            Share your personal referral link and coupon codes with your audience. When they buy on Launchpad, you earn
            commission on the paid invoice, tracked in your own dashboard.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#apply" className={buttonClasses({ size: 'lg' })}>
              Apply now
              <ArrowRight aria-hidden="true" />
            </a>
            <a href="#how-title" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              How it works
            </a>
          </div>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4">
            {FACTS.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-sm text-ink-500">{label}</dt>
                <dd className="text-xl font-semibold text-ink-900 sm:text-2xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <HowItWorks />
      <ProgrammeRules />
      <ApplySection />
      <ProgrammeFaq />
    </>
  );
}
