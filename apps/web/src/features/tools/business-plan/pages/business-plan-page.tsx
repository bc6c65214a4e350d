import { useEffect, useRef, useState } from 'react';
import { BUSINESS_PLAN_LAST_STEP, BUSINESS_PLAN_STEPS } from '@launchpad/shared';
import { ArrowLeft, ArrowRight, FileText, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FormationFlow } from '../../flow-form/components/formation-flow';
import { PlanExport } from '../components/plan-export';
import { PlanStep } from '../components/plan-steps';
import { WizardProgress } from '../components/wizard-progress';
import { useBusinessPlan } from '../use-business-plan';

/** /tools/business-plan: the 13-step wizard, saved on this device as you type, ending in PDF and DOCX. */
export default function BusinessPlanPage() {
  const [{ step, formData }, dispatch] = useBusinessPlan();
  const [confirmReset, setConfirmReset] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = BUSINESS_PLAN_STEPS[step - 1] ?? BUSINESS_PLAN_STEPS[0];

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (target: number) => dispatch({ type: 'goTo', step: target });

  return (
    <div className="container-page py-10 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <FileText className="size-4" aria-hidden="true" />
            Business tools
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Business plan</h1>
          <p className="mt-3 text-ink-600">
            Thirteen short steps. Everything is saved on this device as you type; at the end, download a typeset plan as
            PDF or Word.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirmReset(true)}>
          <RotateCcw aria-hidden="true" />
          Reset plan
        </Button>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside className="lg:sticky lg:top-6 lg:self-start">
          <WizardProgress step={step} onGoTo={goTo} />
        </aside>

        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="plan-step-title"
            className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-7"
          >
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
              Step {step} of {BUSINESS_PLAN_LAST_STEP}
            </p>
            <h2
              id="plan-step-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-xl font-semibold text-ink-950 outline-none"
            >
              {current.title}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{current.description}</p>

            <form className="mt-6 space-y-6" onSubmit={(event) => event.preventDefault()} noValidate>
              <PlanStep step={step} formData={formData} dispatch={dispatch} />
              {step === BUSINESS_PLAN_LAST_STEP && <PlanExport formData={formData} onGoTo={goTo} />}
            </form>

            <div className="mt-8 flex items-center justify-between gap-3 border-t border-ink-100 pt-5">
              <Button variant="outline" disabled={step === 1} onClick={() => dispatch({ type: 'back' })}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              {step < BUSINESS_PLAN_LAST_STEP ? (
                <Button onClick={() => dispatch({ type: 'next' })}>
                  Next: {BUSINESS_PLAN_STEPS[step]?.title}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <span className="text-sm text-ink-500">Last step</span>
              )}
            </div>
          </section>

          <FormationFlow />
        </div>
      </div>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Start the plan again?"
        description="Every answer and the picture are removed from this device. This cannot be undone."
        confirmLabel="Reset plan"
        destructive
        onConfirm={() => {
          dispatch({ type: 'reset' });
          setConfirmReset(false);
        }}
      />
    </div>
  );
}
