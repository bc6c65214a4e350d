import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { TPlanBilling } from '../plan-billing';

const options: { value: TPlanBilling; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** Monthly or yearly prices: a two-option radio group drawn as a segmented control. */
export function BillingToggle({
  value,
  onChange,
  savingPercent,
}: {
  value: TPlanBilling;
  onChange: (billing: TPlanBilling) => void;
  savingPercent: number;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex flex-col items-center gap-3 sm:flex-row">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-xl bg-ink-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative cursor-pointer rounded-lg px-5 py-2 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
              value === option.value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {savingPercent > 0 && (
        <p className="text-sm font-medium text-success-700">Save up to {savingPercent}% with yearly billing</p>
      )}
    </fieldset>
  );
}
