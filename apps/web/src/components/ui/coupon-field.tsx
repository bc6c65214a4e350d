import { useId, useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';

type TCouponFieldProps = {
  /** The applied coupon: its code and what it takes off ("10% off"). */
  applied: { code: string; description: string } | null;
  checking: boolean;
  /** Why the last code was refused (expired, used up, not for these items), in the server's words. */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** A coupon code: apply, see what it takes off, remove. */
export function CouponField({ applied, checking, error, onApply, onRemove }: TCouponFieldProps) {
  const [code, setCode] = useState('');
  const id = useId();
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-success-50 px-3.5 py-2.5 ring-1 ring-success-100">
        <p className="flex min-w-0 items-start gap-2 text-sm">
          <Tag className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-semibold text-ink-900">{applied.code}</span>
            <span className="block text-ink-600">{applied.description}</span>
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove coupon ${applied.code}`}>
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Coupon">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Coupon code
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          placeholder="e.g. WELCOME10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" loading={checking} disabled={!code.trim()}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
