import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowRight, Sparkles } from 'lucide-react';
import { EXAMPLE_IDEAS, IDEA_MAX_LENGTH, LAUNCHPAD_MESSAGES, checkIdea } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type TIdeaFormProps = {
  /** Resolves when the idea has been handled (created, or its failure shown). */
  onSubmit: (query: string) => Promise<void> | void;
  submitting?: boolean;
  initialValue?: string;
  /** Beside the submit button, e.g. "Your Previous Ideas". */
  aside?: ReactNode;
  /** The server's answer to the last idea sent (e.g. input with no business in it), shown under the field. */
  serverError?: string | null;
  /** The idea was edited: the server's answer no longer applies. */
  onEdit?: () => void;
};

/**
 * SPEC §2, §5: the idea input (at most 500 characters, with a counter), four clickable example ideas,
 * and "Please fill in the field" for an empty or whitespace-only idea. A longer idea is never cut: the
 * counter turns red and says so before anything is sent (issue 18).
 */
export function IdeaForm({
  onSubmit,
  submitting = false,
  initialValue = '',
  aside,
  serverError = null,
  onEdit,
}: TIdeaFormProps) {
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(initialValue);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const tooLong = value.trim().length > IDEA_MAX_LENGTH;
  const error = tooLong ? LAUNCHPAD_MESSAGES.tooLong : (submitError ?? serverError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkIdea(value);
    if (!checked.ok) {
      setSubmitError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setSubmitError(null);
    void onSubmit(checked.query);
  };

  const edit = (next: string) => {
    setValue(next);
    setSubmitError(null);
    onEdit?.();
  };

  const pickExample = (example: string) => {
    edit(example);
    inputRef.current?.focus();
  };

  const describedBy = [counterId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} noValidate className="w-full">
      <label htmlFor={inputId} className="sr-only">
        Describe your business idea
      </label>
      <div
        className={cn(
          'rounded-2xl border bg-white p-2 shadow-lg ring-4 transition-colors focus-within:border-brand-400 focus-within:ring-brand-100',
          error ? 'border-danger-500 ring-danger-50' : 'border-ink-200 ring-transparent',
        )}
      >
        <textarea
          ref={inputRef}
          id={inputId}
          name="idea"
          rows={3}
          value={value}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            // Enter submits, Shift+Enter starts a new line (as in a chat box).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
          placeholder="Describe your business idea: what you sell, to whom, and where…"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="block min-h-24 w-full resize-y rounded-xl border-0 bg-transparent px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-400 focus:outline-none"
        />
        <div className="flex flex-wrap items-center justify-between gap-3 px-2 pt-1 pb-1">
          <p
            id={counterId}
            className={cn('text-xs tabular-nums', tooLong ? 'font-semibold text-danger-700' : 'text-ink-500')}
          >
            <span className="sr-only">Characters used: </span>
            {value.length}/{IDEA_MAX_LENGTH}
            {tooLong && <span className="sr-only"> ({value.trim().length - IDEA_MAX_LENGTH} too many)</span>}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {aside}
            <Button type="submit" loading={submitting}>
              <Sparkles aria-hidden="true" />
              Build my startup
            </Button>
          </div>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="mt-5">
        <p className="text-sm font-medium text-ink-600">Try an example</p>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {EXAMPLE_IDEAS.map((example) => (
            <li key={example}>
              <button
                type="button"
                onClick={() => pickExample(example)}
                className="group flex h-full w-full items-start gap-2 rounded-xl border border-ink-100 bg-white/80 px-3.5 py-3 text-left text-sm text-ink-700 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-ink-900 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none"
              >
                <span className="flex-1">{example}</span>
                <ArrowRight
                  className="mt-0.5 size-4 shrink-0 text-ink-300 transition-colors group-hover:text-brand-600"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
