import { Link } from 'react-router';
import { ArrowRight, Lock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { INFLUENCER_TABS } from './tab-names';

const FAKE_ROWS = ['Coupon SPRING10', 'Coupon LAUNCH5', 'Referral sign-up'];

/**
 * SPEC §4: anyone not approved sees the tabs behind a lock, with an invitation to join. The preview
 * is decoration only (hidden from screen readers, not focusable) and asks the server for nothing.
 */
export function LockedPreview({ applied }: { applied: boolean }) {
  return (
    <section aria-labelledby="influencer-locked-title" className="relative mt-6 overflow-hidden rounded-2xl">
      <div aria-hidden="true" inert className="pointer-events-none blur-[3px] select-none">
        <div className="flex gap-1 border-b border-ink-100">
          {INFLUENCER_TABS.map((tab) => (
            <span key={tab.value} className="px-3.5 py-2.5 text-sm font-semibold text-ink-500 first:text-ink-900">
              {tab.label}
            </span>
          ))}
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-3">
          {['Total commission', 'Pending commission', 'Paid out'].map((label) => (
            <div key={label} className="rounded-2xl border border-ink-100 bg-white p-5">
              <p className="text-sm text-ink-500">{label}</p>
              <p className="mt-2 text-2xl font-semibold text-ink-900">£128.40</p>
            </div>
          ))}
        </div>
        <ul className="mt-5 space-y-3">
          {FAKE_ROWS.map((row) => (
            <li key={row} className="flex items-center justify-between rounded-xl border border-ink-100 bg-white p-4">
              <span className="font-medium text-ink-800">{row}</span>
              <span className="text-ink-500">£12.50</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-white/55 p-4">
        <div className="w-full max-w-md rounded-2xl border border-ink-100 bg-white p-6 text-center shadow-lg">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h2 id="influencer-locked-title" className="mt-4 text-lg font-semibold text-ink-900">
            Coupons, links and payments are locked
          </h2>
          <p className="mt-1.5 text-sm text-ink-600">
            {applied
              ? 'They open as soon as your application is approved.'
              : 'Become a Connect & Earn partner to get your own coupon, referral link and commission on every sale.'}
          </p>
          <Link to={paths.referral} className={buttonClasses({ className: 'mt-5' })}>
            Join and Earn
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
