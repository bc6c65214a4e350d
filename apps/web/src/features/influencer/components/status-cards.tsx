import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheckBig, Clock, XCircle } from 'lucide-react';
import type { TInfluencerApplication } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const TONES = {
  warning: { box: 'border-warning-100 bg-warning-50/60', icon: 'bg-warning-100 text-warning-700' },
  success: { box: 'border-success-100 bg-success-50/60', icon: 'bg-success-100 text-success-700' },
  danger: { box: 'border-danger-100 bg-danger-50/60', icon: 'bg-danger-100 text-danger-700' },
} as const;

function StatusCard({
  tone,
  icon,
  title,
  badge,
  children,
  action,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-start sm:p-6', TONES[tone].box)}
    >
      <span
        className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5', TONES[tone].icon)}
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
          {badge}
        </div>
        <div className="mt-1.5 space-y-2 text-sm text-ink-700">{children}</div>
        {action && <div className="mt-4">{action}</div>}
      </div>
    </section>
  );
}

/** SPEC §4: pending. */
export function UnderReviewCard({ application }: { application: TInfluencerApplication }) {
  return (
    <StatusCard
      tone="warning"
      icon={<Clock aria-hidden="true" />}
      title="Application Under Review"
      badge={<Badge tone="warning">Important</Badge>}
    >
      <p>
        Thanks for applying to Connect &amp; Earn on {formatDate(application.createdAt)}. Our team reviews every
        application within <strong className="font-semibold text-ink-900">1–3 business days</strong>, and we will email
        you as soon as there is a decision.
      </p>
      <p>Your coupons, referral link and payments unlock here once you are approved.</p>
    </StatusCard>
  );
}

/** SPEC §4: approved, shown on the first two visits only (the page decides). */
export function ApprovedCard() {
  return (
    <StatusCard tone="success" icon={<CircleCheckBig aria-hidden="true" />} title="You're approved!">
      <p>
        Welcome to Connect &amp; Earn. Share your referral link or coupon code below: you earn commission on every paid
        invoice it brings in.
      </p>
    </StatusCard>
  );
}

/** SPEC §4: rejected, with staff's reason. */
export function NotApprovedCard({ application }: { application: TInfluencerApplication }) {
  return (
    <StatusCard
      tone="danger"
      icon={<XCircle aria-hidden="true" />}
      title="Application Not Approved"
      action={
        <Link to={paths.contact} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Contact us
          <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      <p>
        We are sorry: your application
        {application.decidedAt ? ` was reviewed on ${formatDate(application.decidedAt)} and` : ''} was not approved.
      </p>
      {application.reason && (
        <p className="rounded-lg bg-white/70 px-3 py-2 ring-1 ring-danger-100">
          <span className="font-semibold text-ink-900">Reason: </span>
          {application.reason}
        </p>
      )}
      <p>If your audience has changed, get in touch and we will take another look.</p>
    </StatusCard>
  );
}
