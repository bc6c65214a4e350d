import { useEffect, useState, type FormEvent } from 'react';
import { LoaderCircle, SearchCheck } from 'lucide-react';
import { normaliseAuditUrl, SEO_AUDIT_URL_MAX } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

const STEPS = [
  'Fetching the page…',
  'Reading titles, headings and tags…',
  'Checking robots.txt and the sitemap…',
  'Testing a sample of links…',
  'Scoring and writing your fix list…',
];

/** What the audit is doing while it runs (it takes a few seconds): announced politely. */
export function AuditProgress() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 1500);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <div className="flex items-center gap-3 text-brand-800">
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        <p className="font-medium">{STEPS[step]}</p>
      </div>
      <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-1000"
          style={{ width: `${((step + 1) / STEPS.length) * 90}%` }}
        />
      </div>
    </div>
  );
}

type TAuditFormProps = {
  busy: boolean;
  /** A message from the server about the last attempt (e.g. a refused address). */
  serverError?: string | null;
  onAudit: (url: string) => void;
};

/** The address to audit, checked as you go once you have tried to submit. */
export function AuditForm({ busy, serverError, onAudit }: TAuditFormProps) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const result = normaliseAuditUrl(value);
  // The server's answer is about the address sent: editing it clears the message.
  const error = touched && 'error' in result ? result.error : value === submitted ? (serverError ?? null) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('url' in result) {
      setSubmitted(value);
      onAudit(result.url);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        className="min-w-0 flex-1"
        label="Website address"
        hint="A public page, like https://yourcompany.com. We fetch it as a search engine would."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            maxLength={SEO_AUDIT_URL_MAX}
            placeholder="https://yourcompany.com"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => value && setTouched(true)}
            className="h-11 w-full rounded-lg border border-ink-200 bg-white px-3.5 text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-danger-500"
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={busy} className="sm:mt-6.5">
        {!busy && <SearchCheck aria-hidden="true" />}
        {busy ? 'Auditing…' : 'Audit page'}
      </Button>
    </form>
  );
}
