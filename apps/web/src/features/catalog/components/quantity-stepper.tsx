import { Minus, Plus } from 'lucide-react';

type TQuantityStepperProps = { label: string; value: number; min?: number; max: number; onChange: (n: number) => void };

/** − n + within min..max; the buttons say what they change. */
export function QuantityStepper({ label, value, min = 1, max, onChange }: TQuantityStepperProps) {
  const button =
    'flex size-7 items-center justify-center rounded-md text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:pointer-events-none disabled:text-ink-300';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${label}`}
      className="inline-flex items-center rounded-lg border border-ink-200 bg-white p-0.5"
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={`Fewer: ${label}`}
      >
        <Minus className="size-3.5" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-7 text-center text-sm font-semibold text-ink-900 tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={`More: ${label}`}
      >
        <Plus className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
