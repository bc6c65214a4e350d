import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { FieldError, Input } from './field';

type TSearchFormProps = {
  /** The accessible name of the box, e.g. "Domain name". */
  label: string;
  /** What the box holds when it opens; a new value (the address changed) refills it. */
  value?: string;
  placeholder?: string;
  submitLabel: string;
  /** Shown under the box when it is sent empty. */
  emptyMessage: string;
  maxLength?: number;
  /** `lg` for a hero, `md` inside a page. */
  size?: 'md' | 'lg';
  className?: string;
  onSearch: (query: string) => void;
};

/** A `role="search"` form: one box and a button; an empty box says why instead of searching. */
export function SearchForm({
  label,
  value = '',
  placeholder,
  submitLabel,
  emptyMessage,
  maxLength,
  size = 'md',
  className,
  onSearch,
}: TSearchFormProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = draft.trim();
    if (!query) {
      setProblem(emptyMessage);
      return;
    }
    setProblem(null);
    onSearch(query);
  };

  const large = size === 'lg';
  return (
    <form role="search" onSubmit={onSubmit} noValidate className={className}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className={cn(
              'pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-400',
              large ? 'left-4 size-5' : 'left-3.5 size-4',
            )}
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            name="query"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={maxLength}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            className={large ? 'h-12 rounded-xl pl-12 text-base' : 'pl-10'}
          />
        </div>
        <Button type="submit" size={large ? 'lg' : 'md'} className={large ? undefined : 'h-11'}>
          {submitLabel}
        </Button>
      </div>
      {problem && (
        <div className="mt-2 text-left">
          <FieldError id={`${inputId}-error`}>{problem}</FieldError>
        </div>
      )}
    </form>
  );
}
