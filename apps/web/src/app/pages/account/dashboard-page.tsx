import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Globe, Lightbulb, Receipt, Rocket, Sparkles } from 'lucide-react';
import type { TUserInfo } from '@launchpad/shared';
import { COMPANY_STAGE_LABELS } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { countryName } from '@/lib/countries';
import { selectUser } from '@/features/auth/auth-slice';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { useGetProfileQuery } from '@/features/users/api';
import { useAppSelector } from '@/app/hooks';

type TSummaryCardProps = {
  icon: ReactNode;
  title: string;
  value: ReactNode;
  detail: ReactNode;
  link: { to: string; label: string };
};

function SummaryCard({ icon, title, value, detail, link }: TSummaryCardProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-xs transition-shadow hover:shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 [&_svg]:size-[1.125rem]">
          {icon}
        </span>
        <h2 className="text-sm font-semibold text-ink-600">{title}</h2>
      </div>
      <div className="mt-4 text-xl font-semibold tracking-tight text-ink-900">{value}</div>
      <div className="mt-1 flex-1 text-sm text-ink-500">{detail}</div>
      <Link
        to={link.to}
        className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        {link.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

function PlanCard({ user }: { user: TUserInfo }) {
  const plan = user.planType;
  if (!plan) {
    return (
      <SummaryCard
        icon={<Rocket aria-hidden="true" />}
        title="Startup plan"
        value="No plan yet"
        detail="A startup package unlocks business tools and the AI startup builder."
        link={{ to: paths.startupPackage, label: 'Explore startup packages' }}
      />
    );
  }
  return (
    <SummaryCard
      icon={<Rocket aria-hidden="true" />}
      title="Startup plan"
      value={plan.name}
      detail={
        <span className="flex flex-wrap items-center gap-2">
          {formatPounds(plan.price)}
          {plan.tools && <Badge tone="brand">Business tools</Badge>}
          {plan.build_startup_ai && <Badge tone="brand">AI builder</Badge>}
        </span>
      }
      link={{ to: paths.accountSubscription, label: 'Manage subscription' }}
    />
  );
}

/** /account: the signed-in person's overview (SPEC §2 Dashboard). */
export default function DashboardPage() {
  // Refreshes the stored user (email confirmation, picture…) whenever the dashboard opens.
  useGetProfileQuery();
  const user = useAppSelector(selectUser);
  if (!user) return null;

  const firstName = user.name.split(/\s+/)[0] || user.name;
  const company = user.onboarding;
  return (
    <>
      <PageHeader
        title={`Welcome back, ${firstName}`}
        description="Your plan, orders, domains and ideas at a glance."
      />
      <div className="space-y-4">
        {!user.email_verified && (
          <Alert
            tone="warning"
            title="Confirm your email address"
            action={
              <>
                <ResendVerificationButton />
                <Link to={paths.accountProfileEmailCode} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  Enter a code
                </Link>
              </>
            }
          >
            We sent a link to <span className="font-medium break-all text-ink-900">{user.email}</span>. Confirm it to
            receive order updates and keep your account secure.
          </Alert>
        )}
        {!company && (
          <Alert
            tone="info"
            title="Tell us about your company"
            action={
              <Link
                to={`${paths.onboarding}?next=${encodeURIComponent(paths.account)}`}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <Sparkles aria-hidden="true" />
                Answer 3 questions
              </Link>
            }
          >
            We will suggest the services, tools and guides that fit where you are.
          </Alert>
        )}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <PlanCard user={user} />
        <SummaryCard
          icon={<Receipt aria-hidden="true" />}
          title="Orders"
          value="No orders yet"
          detail="Company formation, trade marks and other services you buy appear here with their invoices."
          link={{ to: paths.services, label: 'Browse services' }}
        />
        <SummaryCard
          icon={<Globe aria-hidden="true" />}
          title="Domains"
          value="No domains yet"
          detail="Register a domain to manage its DNS, SSL certificate and ID protection here."
          link={{ to: paths.domain, label: 'Open the domain hub' }}
        />
        <SummaryCard
          icon={<Lightbulb aria-hidden="true" />}
          title="Saved ideas"
          value="No ideas yet"
          detail="Describe a business idea and get a lean canvas, brand names and a validation plan."
          link={{ to: paths.buildStartup, label: 'Build your startup' }}
        />
      </div>

      {company && (
        <section
          aria-label="Your company"
          className="mt-6 flex flex-col gap-3 rounded-2xl border border-ink-100 bg-ink-25 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
        >
          <div>
            <h2 className="text-sm font-semibold text-ink-900">Your company</h2>
            <p className="mt-1 text-sm text-ink-600">
              {COMPANY_STAGE_LABELS[company.companyStage]}
              {user.country && ` · ${countryName(user.country)}`} · {company.goals.length} goal
              {company.goals.length === 1 ? '' : 's'} chosen
            </p>
          </div>
          <Link to={paths.accountProfile} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Edit answers
          </Link>
        </section>
      )}
    </>
  );
}
