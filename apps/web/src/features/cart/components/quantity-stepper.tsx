import { Minus, Plus } from 'lucide-react';
import { Select } from '@/components/ui/field';
import { cn } from '@/lib/cn';

type TQuantityStepperProps = {
  value: number;
  min?: number;
  max: number;
  /** "Quantity of Company formation": names the control for screen readers. */
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
};

const buttonClass =
  'flex size-8 items-center justify-center rounded-md text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:pointer-events-none disabled:text-ink-300';

/** − value + within min..max (the cart's limits: nothing is clamped silently by the server). */
export function QuantityStepper({ value, min = 1, max, label, disabled = false, onChange }: TQuantityStepperProps) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex items-center rounded-lg ring-1 ring-ink-200')}>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-3.5" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="w-8 text-center text-sm font-medium text-ink-900 tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A years picker (domains, SSL, ID Protect): "1 year", "2 years", … within min..max, styled like the app's inputs. */
export function YearsSelect({
  value,
  min,
  max,
  label,
  disabled,
  onChange,
}: Omit<TQuantityStepperProps, 'min'> & { min: number }) {
  const options = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      className="h-9 w-auto min-w-28 text-sm"
    >
      {options.map((years) => (
        <option key={years} value={years}>
          {years} {years === 1 ? 'year' : 'years'}
        </option>
      ))}
    </Select>
  );
}
