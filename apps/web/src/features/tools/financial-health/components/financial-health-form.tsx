import type { FormEvent } from 'react';
import {
  FINANCIAL_HEALTH_LABELS,
  type TFinancialHealthField,
  type TFinancialHealthFormValues,
} from '@launchpad/shared/domain/financial-health';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';

type TFieldSpec = { field: TFinancialHealthField; hint: string; percent?: boolean };

const GROUPS: { title: string; fields: TFieldSpec[] }[] = [
  {
    title: 'Cash and trading',
    fields: [
      { field: 'cash', hint: 'What is in your business accounts today.' },
      { field: 'monthlyRevenue', hint: 'Average sales a month, before VAT.' },
      { field: 'costOfSales', hint: 'Direct costs of what you sell: stock, materials, hosting.' },
      { field: 'operatingCosts', hint: 'Salaries, rent, software, marketing and other overheads.' },
      { field: 'monthlyGrowth', hint: 'How fast revenue grows a month; negative if shrinking.', percent: true },
    ],
  },
  {
    title: 'Balance sheet',
    fields: [
      { field: 'debt', hint: 'Loans, overdrafts and credit cards outstanding.' },
      { field: 'receivables', hint: 'Invoices customers have not paid yet.' },
      { field: 'payables', hint: 'Bills you have not paid yet.' },
    ],
  },
];

export const EMPTY_FORM: TFinancialHealthFormValues = {
  cash: '',
  monthlyRevenue: '',
  costOfSales: '',
  operatingCosts: '',
  monthlyGrowth: '',
  debt: '',
  receivables: '',
  payables: '',
};

export const EXAMPLE_FORM: TFinancialHealthFormValues = {
  cash: '120,000',
  monthlyRevenue: '18,000',
  costOfSales: '5,400',
  operatingCosts: '24,000',
  monthlyGrowth: '6',
  debt: '25,000',
  receivables: '9,000',
  payables: '6,500',
};

type TProps = {
  values: TFinancialHealthFormValues;
  errors: Partial<Record<TFinancialHealthField, string>>;
  onChange: (field: TFinancialHealthField, value: string) => void;
  onSubmit: () => void;
  onExample: () => void;
  onReset: () => void;
};

/** The check's eight inputs: pounds (en-GB, commas allowed) and a monthly growth percentage. */
export function FinancialHealthForm({ values, errors, onChange, onSubmit, onExample, onReset }: TProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Your numbers" className="space-y-6">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-4">
          <legend className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{group.title}</legend>
          {group.fields.map(({ field, hint, percent }) => (
            <Field key={field} label={FINANCIAL_HEALTH_LABELS[field]} hint={hint} error={errors[field]}>
              {(control) => (
                <div className="relative">
                  {!percent && (
                    <span
                      className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500"
                      aria-hidden="true"
                    >
                      £
                    </span>
                  )}
                  <Input
                    {...control}
                    name={field}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={percent ? '0' : '0.00'}
                    className={percent ? 'pr-9' : 'pl-8'}
                    value={values[field]}
                    onChange={(event) => onChange(field, event.target.value)}
                  />
                  {percent && (
                    <span
                      className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-ink-500"
                      aria-hidden="true"
                    >
                      %
                    </span>
                  )}
                </div>
              )}
            </Field>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Check my financial health</Button>
        <Button type="button" variant="outline" onClick={onExample}>
          Try an example
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          Clear
        </Button>
      </div>
    </form>
  );
}
