import { useId, useRef, useState, type FormEvent } from 'react';
import { Lightbulb, Sparkles } from 'lucide-react';
import {
  MAX_NAME_KEYWORD_LENGTH,
  NAME_STYLES,
  NAME_STYLE_LABELS,
  ZBusinessNamesRequest,
  type TNameStyle,
} from '@launchpad/shared/contracts/tools';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, FieldSet, Input } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useGenerateBusinessNamesMutation } from '../api';
import { NameResults } from '../components/name-results';

const STYLE_HINTS: Record<TNameStyle, string> = {
  modern: 'Short and techy',
  classic: 'Timeless, trustworthy',
  playful: 'Fun and memorable',
  descriptive: 'Says what you do',
  abstract: 'Invented words',
};

/**
 * /tools/business-name-ideas (issue 8): names from a keyword and a style, each with its .com, .co.uk
 * and .io availability and price, and Add to cart for the free ones.
 */
export default function BusinessNamesPage() {
  const id = useId();
  const keywordRef = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [style, setStyle] = useState<TNameStyle>('modern');
  const [problem, setProblem] = useState<string | null>(null);
  const [generate, { data, isLoading, error, reset }] = useGenerateBusinessNamesMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZBusinessNamesRequest.safeParse({ keyword, style });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the keyword.');
      keywordRef.current?.focus();
      return;
    }
    setProblem(null);
    reset();
    void generate(parsed.data);
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Lightbulb className="size-4" aria-hidden="true" />
          Business tools
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Business name ideas</h1>
        <p className="mt-3 text-ink-600">
          Describe your business in a word or two, pick a style, and we’ll suggest names with matching domains you can
          register straight away.
        </p>
      </header>

      <form
        noValidate
        onSubmit={submit}
        aria-label="Generate names"
        className="mt-8 max-w-3xl space-y-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6"
      >
        <Field label="Keyword" hint="What you do, e.g. “coffee”, “legal tech” or “dog walking”." error={problem}>
          {(control) => (
            <Input
              {...control}
              ref={keywordRef}
              name="keyword"
              value={keyword}
              maxLength={MAX_NAME_KEYWORD_LENGTH + 10}
              placeholder="coffee"
              autoComplete="off"
              onChange={(event) => {
                setKeyword(event.target.value);
                if (problem) setProblem(null);
              }}
            />
          )}
        </Field>
        <FieldSet legend="Style">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {NAME_STYLES.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 text-sm transition-colors focus-within:ring-4 focus-within:ring-brand-100',
                  style === option
                    ? 'border-brand-500 bg-brand-50 text-brand-800'
                    : 'border-ink-200 hover:border-ink-300',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-style`}
                  value={option}
                  checked={style === option}
                  onChange={() => setStyle(option)}
                  className="sr-only"
                />
                <span className="font-semibold">{NAME_STYLE_LABELS[option]}</span>
                <span className="text-xs text-ink-600">{STYLE_HINTS[option]}</span>
              </label>
            ))}
          </div>
        </FieldSet>
        <Button type="submit" loading={isLoading}>
          <Sparkles aria-hidden="true" />
          Generate names
        </Button>
      </form>

      <div className="mt-8" aria-live="polite" aria-busy={isLoading}>
        {isLoading ? (
          <div className="grid gap-4 md:grid-cols-2" aria-label="Generating names">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-52 rounded-2xl" />
            ))}
          </div>
        ) : error ? (
          <Alert tone="error" title="No names this time">
            {getErrorMessage(error)}
          </Alert>
        ) : data ? (
          data.names.length ? (
            <>
              <p className="mb-4 text-sm text-ink-600">
                {data.names.length} {NAME_STYLE_LABELS[data.style].toLowerCase()} names for “{data.keyword}”. Prices are
                per year, before VAT.
              </p>
              <NameResults names={data.names} />
            </>
          ) : (
            <EmptyState icon={<Lightbulb aria-hidden="true" />} title="No names for that keyword">
              Try a different or more specific keyword.
            </EmptyState>
          )
        ) : (
          <EmptyState icon={<Lightbulb aria-hidden="true" />} title="Your name ideas will appear here">
            Type a keyword and choose Generate names.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
