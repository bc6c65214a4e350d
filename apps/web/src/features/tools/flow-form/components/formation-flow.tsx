import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import {
  COUNTRIES,
  FLOW_EXTRAS,
  FLOW_LAST_STEP,
  FLOW_STEPS,
  MAX_FOUNDERS,
  companyTypesFor,
  findCountry,
  flowReducer,
  flowStepProblem,
  recommendFormation,
  requiresState,
  type TFlowRecommendation,
} from '@launchpad/shared';
import { ArrowLeft, ArrowRight, Building2, Check, RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, FieldError, FieldSet, Input, Select } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { readStoredFlow, writeStoredFlow } from '../storage';

function recommendationHref(item: TFlowRecommendation): string {
  switch (item.kind) {
    case 'companyFormation':
      return paths.serviceDialog('companyFormation', item.countryName, item.stateName);
    case 'tradeMark':
      return paths.serviceDialog('tradeMark');
    case 'bookkeeping':
      return paths.serviceDialog('bookkeeping');
    case 'domain':
      return paths.toolDomainCheck;
  }
}

/**
 * The company-formation questionnaire (multi-step flow form, steps 1–4): where, what kind of
 * company, founders, extras → the catalogue's products that fit, linked to /services.
 */
export function FormationFlow() {
  const [state, dispatch] = useReducer(flowReducer, undefined, readStoredFlow);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => writeStoredFlow(state), [state]);
  const { step, answers } = state;
  const country = findCountry(answers.countryCode);
  const recommendations = step === FLOW_LAST_STEP ? recommendFormation(answers) : [];

  const next = () => {
    const found = flowStepProblem(step, answers);
    setProblem(found);
    if (!found) dispatch({ type: 'next' });
  };
  const back = () => {
    setProblem(null);
    dispatch({ type: 'back' });
  };

  return (
    <section
      aria-labelledby="formation-flow-title"
      className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="formation-flow-title" className="flex items-center gap-2 text-base font-semibold text-ink-900">
            <Building2 className="size-4 text-brand-600" aria-hidden="true" />
            Not incorporated yet? Find the right company
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Four quick questions, then what to order. Your answers are kept on this device.
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setProblem(null);
            dispatch({ type: 'reset' });
          }}
        >
          <RotateCcw aria-hidden="true" />
          Start again
        </Button>
      </div>

      <ol className="mt-5 grid grid-cols-4 gap-2" aria-label="Questionnaire steps">
        {FLOW_STEPS.map((item, index) => (
          <li key={item.title} aria-current={index + 1 === step ? 'step' : undefined}>
            <div className={cn('h-1.5 rounded-full', index + 1 <= step ? 'bg-brand-600' : 'bg-ink-100')} />
            <p
              className={cn(
                'mt-1.5 truncate text-xs',
                index + 1 === step ? 'font-semibold text-brand-800' : 'text-ink-500',
              )}
            >
              {index + 1}. {item.title}
            </p>
          </li>
        ))}
      </ol>

      <div className="mt-5 space-y-4">
        <p className="text-sm text-ink-600">
          <span className="sr-only">
            Step {step} of {FLOW_LAST_STEP}:{' '}
          </span>
          {FLOW_STEPS[step - 1]?.description}
        </p>
        {step === 1 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Country">
              {(control) => (
                <Select
                  {...control}
                  value={answers.countryCode}
                  onChange={(e) => dispatch({ type: 'setCountry', countryCode: e.target.value })}
                >
                  <option value="">Choose a country</option>
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {country && requiresState(country.code) && (
              <Field label="State">
                {(control) => (
                  <Select
                    {...control}
                    value={answers.stateCode}
                    onChange={(e) => dispatch({ type: 'setState', stateCode: e.target.value })}
                  >
                    <option value="">Choose a state</option>
                    {country.states.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
          </div>
        )}
        {step === 2 && (
          <FieldSet legend="What kind of company?">
            <div className="grid gap-2 sm:grid-cols-3">
              {companyTypesFor(answers.countryCode).map((type) => (
                <label
                  key={type.id}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
                    answers.companyType === type.id
                      ? 'border-brand-500 bg-brand-50'
                      : 'border-ink-200 hover:border-ink-300',
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold text-ink-900">
                    <input
                      type="radio"
                      name="company-type"
                      value={type.id}
                      checked={answers.companyType === type.id}
                      onChange={() => dispatch({ type: 'setCompanyType', companyType: type.id })}
                      className="accent-brand-600"
                    />
                    {type.label}
                  </span>
                  <span className="text-ink-600">{type.hint}</span>
                </label>
              ))}
            </div>
          </FieldSet>
        )}
        {step === 3 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Number of founders" hint={`1 to ${MAX_FOUNDERS}.`}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_FOUNDERS}
                  value={Number.isFinite(answers.founders) ? answers.founders : ''}
                  onChange={(e) => dispatch({ type: 'setFounders', founders: e.target.valueAsNumber })}
                />
              )}
            </Field>
            <label className="flex items-center gap-2 self-center text-sm text-ink-800">
              <input
                type="checkbox"
                checked={answers.foreignFounders}
                onChange={(e) => dispatch({ type: 'setForeignFounders', value: e.target.checked })}
                className="size-4 accent-brand-600"
              />
              Some founders live in another country
            </label>
          </div>
        )}
        {step === 4 && (
          <>
            <FieldSet legend="What else do you need?">
              <div className="grid gap-2 sm:grid-cols-2">
                {FLOW_EXTRAS.map((extra) => (
                  <label key={extra.id} className="flex items-center gap-2 text-sm text-ink-800">
                    <input
                      type="checkbox"
                      checked={answers.extras.includes(extra.id)}
                      onChange={() => dispatch({ type: 'toggleExtra', extra: extra.id })}
                      className="size-4 accent-brand-600"
                    />
                    {extra.label}
                  </label>
                ))}
              </div>
            </FieldSet>
            <div aria-live="polite">
              <h3 className="text-sm font-semibold text-ink-900">Recommended for you</h3>
              {recommendations.length === 0 ? (
                <p className="mt-2 text-sm text-ink-500">Answer the questions before to see what fits.</p>
              ) : (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {recommendations.map((item) => (
                    <li
                      key={item.kind}
                      className="flex flex-col justify-between gap-3 rounded-xl border border-ink-100 bg-ink-50/50 p-4"
                    >
                      <div>
                        <p className="flex items-start gap-2 text-sm font-semibold text-ink-900">
                          <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
                          {item.title}
                        </p>
                        <p className="mt-1 text-sm text-ink-600">{item.reason}</p>
                      </div>
                      <Link
                        to={recommendationHref(item)}
                        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
                      >
                        See options
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
        {problem && <FieldError>{problem}</FieldError>}
      </div>

      <div className="mt-5 flex items-center justify-between gap-2 border-t border-ink-100 pt-4">
        <Button variant="outline" size="sm" disabled={step === 1} onClick={back}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <span className="text-xs text-ink-500">
          Question {step} of {FLOW_LAST_STEP}
        </span>
        <Button size="sm" disabled={step === FLOW_LAST_STEP} onClick={next}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
