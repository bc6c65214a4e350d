import { useEffect, useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { TIdeaBrief } from '@launchpad/shared';
import type { TIndustryEntry } from '@launchpad/shared/domain/industries/types';
import { Input } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { searchIndustries } from '../brief-rules';
import { EditorForm, useEditorSubmit, type TEditorProps } from './brief-editors';

type TCatalogue = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; entries: readonly TIndustryEntry[] };

/** The industry catalogue is loaded when the editor opens, not with the page. */
function useIndustryCatalogue(): TCatalogue {
  const [catalogue, setCatalogue] = useState<TCatalogue>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    import('@launchpad/shared/domain/industries/index')
      .then((module) => live && setCatalogue({ state: 'ready', entries: module.INDUSTRY_CATALOGUE }))
      .catch(() => live && setCatalogue({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  return catalogue;
}

/**
 * The industry, searched by name or by the words of the trade (NAICS 2022 titles and index terms).
 * The results are a radio group: arrow keys move through them, a screen reader counts them.
 */
export function IndustryEditor({ brief, ...props }: TEditorProps & { brief: TIdeaBrief }) {
  const searchId = useId();
  const catalogue = useIndustryCatalogue();
  const [search, setSearch] = useState('');
  const [code, setCode] = useState(brief.industry.code);
  const editor = useEditorSubmit(props);
  const results = useMemo(
    () => (catalogue.state === 'ready' ? searchIndustries(catalogue.entries, search) : []),
    [catalogue, search],
  );

  return (
    <EditorForm
      onSubmit={() => void editor.submit(code !== brief.industry.code ? { industry_code: code } : {})}
      problem={editor.problem}
      saving={editor.saving}
    >
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
          Search industries
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            placeholder="e.g. furniture, dental, bakery"
            className="pl-9"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {catalogue.state === 'loading' ? (
        <div className="space-y-2" role="status">
          <span className="sr-only">Loading industries…</span>
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : catalogue.state === 'failed' ? (
        <p role="alert" className="text-sm text-danger-700">
          The list of industries could not be loaded. Check your connection and open it again.
        </p>
      ) : (
        <fieldset className="min-w-0">
          <legend className="sr-only">Industries</legend>
          <p className="text-xs text-ink-500" aria-live="polite">
            {results.length === 0
              ? `No industry matches “${search.trim()}”.`
              : `Now: ${brief.industry.label}. ${results.length === 40 ? 'The 40 best matches' : `${results.length} found`}.`}
          </p>
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto overscroll-contain pr-1">
            {results.map((entry) => (
              <li key={entry.code}>
                <label
                  className={cn(
                    'flex cursor-pointer items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm hover:bg-ink-50',
                    code === entry.code && 'bg-brand-50 ring-1 ring-brand-200',
                  )}
                >
                  <input
                    type="radio"
                    name="industry"
                    value={entry.code}
                    checked={code === entry.code}
                    onChange={() => setCode(entry.code)}
                    className="mt-0.5 size-4 accent-brand-600"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink-900 first-letter:uppercase">{entry.label}</span>
                    <span className="block text-xs text-ink-500">
                      {entry.title} · NAICS {entry.code}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </EditorForm>
  );
}
