import { useState } from 'react';
import { Activity, ChartLine } from 'lucide-react';
import {
  analyseFinancialHealth,
  financialHealthCsv,
  parseFinancialHealthForm,
  type TFinancialHealthField,
  type TFinancialHealthFormValues,
  type TFinancialHealthInput,
} from '@launchpad/shared/domain/financial-health';
import { EmptyState } from '@/components/ui/empty-state';
import { EMPTY_FORM, EXAMPLE_FORM, FinancialHealthForm } from '../components/financial-health-form';
import { HealthReport } from '../components/health-report';
import { saveBlob } from '@/lib/save-file';

/** Saves text as a file through a temporary link (no server round trip). */
const download = (filename: string, text: string, type: string) => saveBlob(new Blob([text], { type }), filename);

/**
 * /tools/financial-health-check (issue 8): the founder's numbers → burn, runway, margins, ratios and a
 * health score with explanations and charts, all worked out in the browser with the shared rules.
 */
export default function FinancialHealthPage() {
  const [values, setValues] = useState<TFinancialHealthFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<TFinancialHealthField, string>>>({});
  const [input, setInput] = useState<TFinancialHealthInput | null>(null);
  const report = input ? analyseFinancialHealth(input) : null;

  const check = (next: TFinancialHealthFormValues) => {
    const parsed = parseFinancialHealthForm(next);
    if (parsed.ok) {
      setErrors({});
      setInput(parsed.input);
    } else {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    }
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Activity className="size-4" aria-hidden="true" />
          Business tools
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Financial health check</h1>
        <p className="mt-3 text-ink-600">
          Enter a few numbers to see your burn, runway, margins and a health score with what to do next. Everything is
          worked out in your browser: nothing is sent or stored.
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="print:hidden">
          <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6">
            <FinancialHealthForm
              values={values}
              errors={errors}
              onChange={(field, value) => {
                setValues((current) => ({ ...current, [field]: value }));
                if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
              }}
              onSubmit={() => check(values)}
              onExample={() => {
                setValues(EXAMPLE_FORM);
                check(EXAMPLE_FORM);
              }}
              onReset={() => {
                setValues(EMPTY_FORM);
                setErrors({});
                setInput(null);
              }}
            />
          </div>
        </div>
        <div aria-live="polite">
          {input && report ? (
            <HealthReport
              input={input}
              report={report}
              onDownloadCsv={() =>
                download('financial-health-check.csv', financialHealthCsv(input, report), 'text/csv')
              }
              onPrint={() => window.print()}
            />
          ) : (
            <EmptyState icon={<ChartLine aria-hidden="true" />} title="Your results will appear here">
              Fill in your numbers and choose “Check my financial health”, or try the example to see how it works.
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}
