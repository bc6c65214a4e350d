import { Link } from 'react-router';
import { ArrowRight, LogIn } from 'lucide-react';
import type { TInfluencerApplication } from '@launchpad/shared';
import { useAppSelector } from '@/app/hooks';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useInfluencerStatusQuery } from '../api';
import { ApplicationForm } from './application-form';
import { LoadFailure } from './load-failure';
import { ApprovedCard, NotApprovedCard, UnderReviewCard } from './status-cards';

const dashboardLink = (
  <Link to={paths.influencer} className={buttonClasses({ variant: 'outline' })}>
    Go to your dashboard
    <ArrowRight aria-hidden="true" />
  </Link>
);

function ApplicationStatus({ application }: { application: TInfluencerApplication }) {
  return (
    <div className="space-y-4">
      {application.status === 'pending' && <UnderReviewCard application={application} />}
      {application.status === 'approved' && <ApprovedCard />}
      {application.status === 'rejected' && <NotApprovedCard application={application} />}
      {application.status !== 'rejected' && dashboardLink}
    </div>
  );
}

function SignedInApply() {
  const { data: application, error, isLoading } = useInfluencerStatusQuery();
  if (error) return <LoadFailure title="Failed to fetch your application" error={error} />;
  if (isLoading || application === undefined) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your application…</span>
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  return application ? <ApplicationStatus application={application} /> : <ApplicationForm />;
}

/** The application part of /referral: the form, the caller's status once applied, or a way to sign in. */
export function ApplySection() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.accessToken && state.auth.user));
  return (
    <section id="apply" aria-labelledby="apply-title" className="scroll-mt-24 bg-ink-25 py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[20rem_1fr]">
        <div>
          <h2 id="apply-title" className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">
            Apply to Connect &amp; Earn
          </h2>
          <p className="mt-3 text-ink-600">
            Tell us who you reach and where. We review every application by hand within 1–3 business days.
          </p>
        </div>
        <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-8">
          {signedIn ? (
            <SignedInApply />
          ) : (
            <div className="flex flex-col items-start gap-4">
              <p className="text-ink-700">
                Applications are tied to your Launchpad account, so your commission has somewhere to go. Sign in, or
                create a free account, to apply.
              </p>
              <div className="flex flex-wrap gap-3">
                <Link to={paths.loginThenReturnTo(paths.referral)} className={buttonClasses({ size: 'lg' })}>
                  <LogIn aria-hidden="true" />
                  Sign in to apply
                </Link>
                <Link to={paths.signup} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                  Create an account
                </Link>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
