import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { readable } from '@/lib/for-people';

/** What a control needs to be tied to its label, hint and error (aria-describedby, aria-invalid). */
export type TControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

type TFieldProps = {
  label: ReactNode;
  /** A line under the control explaining what to enter. */
  hint?: ReactNode;
  /** The problem with the value, shown under the control and announced with it. */
  error?: string | null | undefined;
  optional?: boolean;
  /** Something at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: TControlProps) => ReactNode;
};

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{readable(children)}</span>
    </p>
  );
}

/**
 * A labelled form control: `children` receives the id and aria attributes to spread on the input,
 * so the label, the hint and the error are read out with it.
 */
export function Field({ label, hint, error, optional = false, labelAside, className, children }: TFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: TControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink-800">
          {label}
          {optional && <span className="font-normal text-ink-500"> (optional)</span>}
        </label>
        {labelAside}
      </div>
      {children(control)}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}

type TFieldSetProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  children: ReactNode;
};

/** A group of radio buttons or checkboxes under one legend, with its hint and error. */
export function FieldSet({ legend, hint, error, className, children }: TFieldSetProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={cn('space-y-3', className)} aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

export function inputClasses(invalid: boolean, className?: string): string {
  return cn(
    'block h-11 w-full rounded-lg border bg-white px-3.5 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color,box-shadow] duration-150 placeholder:text-ink-400 focus:ring-4 focus:outline-none focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
    invalid
      ? 'border-danger-500 focus:border-danger-500 focus:ring-danger-100'
      : 'border-ink-200 hover:border-ink-300 focus:border-brand-500 focus:ring-brand-100',
    className,
  );
}

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input className={inputClasses(invalid, className)} {...props} />;
}

/** A native select (best on phones and with screen readers), styled like the inputs. */
export function Select({ className, children, ...props }: ComponentPropsWithRef<'select'>) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className="relative">
      <select className={inputClasses(invalid, cn('appearance-none pr-10', className))} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
    </div>
  );
}
