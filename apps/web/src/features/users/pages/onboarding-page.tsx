import { Link, useLocation, useNavigate } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { TOnboardingGoal } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { paths, safeNextPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useAppSelector } from '@/app/hooks';
import { useUpdateProfileMutation } from '../api';
import {
  CompanyStageField,
  GoalsField,
  goalsProblem,
  isCompanyStage,
  stageProblem,
} from '../components/onboarding-fields';
import type { TRootState } from '@/app/store';

const selectUser = (state: TRootState) => state.auth.user;

/**
 * /onboarding (signed in): country, company stage and goals, saved with PUT /api/user, then on to
 * `?next=` or the home page. Skipping is fine; the answers can be changed on the profile page.
 */
export default function OnboardingPage() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNextPath(location.search, paths.home);
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const form = useForm({
    initial: {
      country: user?.country ?? '',
      companyStage: user?.onboarding?.companyStage ?? '',
      goals: (user?.onboarding?.goals ?? []) as string[],
    },
    validate: (v) => ({
      country: v.country ? undefined : 'Choose a country.',
      companyStage: stageProblem(v.companyStage),
      goals: goalsProblem(v.goals),
    }),
  });

  const onSubmit = form.handleSubmit(async ({ country, companyStage, goals }) => {
    if (!isCompanyStage(companyStage)) return;
    try {
      await save({ country, onboarding: { companyStage, goals: goals as TOnboardingGoal[] } }).unwrap();
      void notify.success('Thanks! Launchpad is now tailored to your company.');
      await navigate(next, { replace: true });
    } catch {
      // shown in the alert
    }
  });

  const firstName = user?.name.split(/\s+/)[0];
  return (
    <>
      <div className="mb-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Sparkles className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink-900">
            {firstName ? `Welcome, ${firstName}` : 'Welcome to Launchpad'}
          </h1>
          <p className="mt-1 text-ink-600">Three quick questions so we can suggest the right next steps.</p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-8">
        {error && <Alert tone="error">{getErrorMessage(error)}</Alert>}
        <Field
          label="Which country is your company in (or will it be)?"
          error={form.errorFor('country')}
          className="max-w-sm"
        >
          {(control) => <CountrySelect {...control} {...form.register('country')} />}
        </Field>
        <CompanyStageField
          value={form.values.companyStage}
          onChange={(stage) => form.setValue('companyStage', stage)}
          error={form.errorFor('companyStage')}
        />
        <GoalsField
          value={form.values.goals}
          onChange={(goals) => form.setValue('goals', goals)}
          error={form.errorFor('goals')}
        />
        <div className="flex flex-col-reverse items-stretch gap-3 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <Link to={next} className="text-center text-sm font-medium text-ink-600 hover:text-ink-900">
            Skip for now
          </Link>
          <Button type="submit" size="lg" loading={isLoading}>
            Save and continue
          </Button>
        </div>
      </form>
    </>
  );
}
