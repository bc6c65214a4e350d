import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type TToggleRowProps = {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  pending?: boolean;
  disabled?: boolean;
};

/** A setting that is on or off (Radix switch), with what it means; busy while the change is sent. */
export function ToggleRow({
  label,
  description,
  checked,
  onCheckedChange,
  pending = false,
  disabled,
}: TToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-600">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 pt-0.5">
        {pending && <LoaderCircle className="size-4 animate-spin text-ink-400" aria-hidden="true" />}
        <Switch.Root
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled || pending}
          aria-describedby={`${id}-description`}
          aria-busy={pending || undefined}
          className={cn(
            'relative inline-flex h-6 w-11 cursor-pointer items-center rounded-full transition-colors focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
            checked ? 'bg-brand-600' : 'bg-ink-200',
          )}
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </div>
  );
}
