import {
  COMPANY_STAGE_LABELS,
  COMPANY_STAGES,
  ONBOARDING_GOAL_LABELS,
  ONBOARDING_GOALS,
  ONBOARDING_MAX_GOALS,
  type TCompanyStage,
  type TOnboardingGoal,
} from '@launchpad/shared';
import { FieldSet } from '@/components/ui/field';

const optionClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3.5 py-3 text-sm font-medium text-ink-800 transition-colors hover:border-ink-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

export const isCompanyStage = (value: string): value is TCompanyStage =>
  (COMPANY_STAGES as readonly string[]).includes(value);

type TStageProps = {
  value: string;
  onChange: (stage: TCompanyStage) => void;
  error?: string | undefined;
  name?: string;
};

/** "Where is your company today?": one of COMPANY_STAGES, as radio cards. */
export function CompanyStageField({ value, onChange, error, name = 'companyStage' }: TStageProps) {
  return (
    <FieldSet legend="Where is your company today?" error={error}>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {COMPANY_STAGES.map((stage) => (
          <label key={stage} className={optionClasses}>
            <input
              type="radio"
              name={name}
              value={stage}
              checked={value === stage}
              onChange={() => onChange(stage)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {COMPANY_STAGE_LABELS[stage]}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

type TGoalsProps = {
  value: readonly string[];
  onChange: (goals: TOnboardingGoal[]) => void;
  error?: string | undefined;
  name?: string;
};

/** "What can we help with?": up to ONBOARDING_MAX_GOALS of ONBOARDING_GOALS, as checkbox cards. */
export function GoalsField({ value, onChange, error, name = 'goals' }: TGoalsProps) {
  const chosen = ONBOARDING_GOALS.filter((goal) => value.includes(goal));
  const full = chosen.length >= ONBOARDING_MAX_GOALS;
  const toggle = (goal: TOnboardingGoal) =>
    onChange(chosen.includes(goal) ? chosen.filter((g) => g !== goal) : [...chosen, goal]);
  return (
    <FieldSet
      legend="What would you like help with?"
      hint={`Choose up to ${ONBOARDING_MAX_GOALS}. ${chosen.length} chosen.`}
      error={error}
    >
      <div className="grid gap-2.5 sm:grid-cols-2">
        {ONBOARDING_GOALS.map((goal) => {
          const checked = chosen.includes(goal);
          return (
            <label key={goal} className={optionClasses}>
              <input
                type="checkbox"
                name={name}
                value={goal}
                checked={checked}
                disabled={full && !checked}
                onChange={() => toggle(goal)}
                className="size-4 shrink-0 rounded accent-brand-600"
              />
              {ONBOARDING_GOAL_LABELS[goal]}
            </label>
          );
        })}
      </div>
    </FieldSet>
  );
}

export function stageProblem(value: string): string | undefined {
  return isCompanyStage(value) ? undefined : 'Choose the stage that fits best.';
}

export function goalsProblem(value: readonly string[]): string | undefined {
  if (value.length === 0) return 'Choose at least one goal.';
  return value.length > ONBOARDING_MAX_GOALS ? `Choose at most ${ONBOARDING_MAX_GOALS} goals.` : undefined;
}
