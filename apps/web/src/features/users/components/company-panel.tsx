import type { TOnboardingGoal, TUserInfo } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { useUpdateProfileMutation } from '../api';
import { CompanyStageField, GoalsField, goalsProblem, isCompanyStage, stageProblem } from './onboarding-fields';

/** The onboarding answers (company stage and goals), editable. */
export function CompanyPanel({ user }: { user: TUserInfo }) {
  const [save, { isLoading }] = useUpdateProfileMutation();
  const form = useForm({
    initial: {
      companyStage: user.onboarding?.companyStage ?? '',
      goals: (user.onboarding?.goals ?? []) as string[],
    },
    validate: (v) => ({ companyStage: stageProblem(v.companyStage), goals: goalsProblem(v.goals) }),
  });
  const onSubmit = form.handleSubmit(async ({ companyStage, goals }) => {
    if (!isCompanyStage(companyStage)) return;
    try {
      await save({ onboarding: { companyStage, goals: goals as TOnboardingGoal[] } }).unwrap();
      void notify.success('Your answers have been saved.');
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    }
  });
  return (
    <Panel
      title="About your company"
      description="We use this to suggest services, tools and guides that fit where you are."
      footer={
        <Button type="submit" form="company-form" loading={isLoading}>
          Save answers
        </Button>
      }
    >
      <form id="company-form" noValidate onSubmit={onSubmit} className="space-y-8">
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
      </form>
    </Panel>
  );
}
