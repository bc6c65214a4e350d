import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SlidersHorizontal, Search } from 'lucide-react';
import type { TContentFacets } from '@launchpad/shared/contracts/content';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { SORT_LABELS, STAGE_LABELS, type TContentArea } from '../areas';
import { sectorLabel } from '../facts';
import type { TListKey } from '../use-list-params';

type TContentFiltersProps = {
  area: TContentArea;
  facets: TContentFacets | undefined;
  value: (key: TListKey) => string;
  update: (changes: Partial<Record<TListKey, string | null>>) => void;
};

function Control({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Options from the facets, keeping the chosen value even when the facets do not list it. */
function withChosen(options: Array<{ value: string; label: string }>, chosen: string) {
  return chosen && !options.some((option) => option.value === chosen)
    ? [...options, { value: chosen, label: chosen }]
    : options;
}

/** A list page's search box, its area's filters and the sort, each reading and writing the address. */
export function ContentFilters({ area, facets, value, update }: TContentFiltersProps) {
  const id = useId();
  const query = value('q');
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: draft.trim() || null });
  };
  const [, plural] = area.noun;
  // Narrow screens fold the filters away behind a button; wide ones always show them.
  const [open, setOpen] = useState(false);
  const active = (['sector', 'stage', 'location', 'category', 'from', 'to', 'past', 'sort'] as const).filter(
    (key) => value(key) !== '',
  ).length;

  const select = (key: TListKey, label: string, all: string, options: Array<{ value: string; label: string }>) => (
    <Control id={`${id}-${key}`} label={label}>
      <Select
        id={`${id}-${key}`}
        value={value(key)}
        onChange={(event) => update({ [key]: event.target.value || null })}
      >
        <option value="">{all}</option>
        {withChosen(options, value(key)).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Control>
  );

  return (
    <div className="rounded-2xl border border-ink-100 bg-ink-25 p-4 sm:p-5">
      <form
        role="search"
        aria-label={`Search ${plural}`}
        onSubmit={onSearch}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          Search {plural}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            className="bg-white pl-10"
            placeholder={area.searchPlaceholder}
            maxLength={200}
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" className="h-11">
          Search
        </Button>
      </form>

      <Button
        variant="ghost"
        size="sm"
        className="mt-3 sm:hidden"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {open ? 'Hide filters' : 'Show filters'}
        {active > 0 && ` (${active})`}
      </Button>
      <div
        id={`${id}-filters`}
        className={`${open ? 'grid' : 'hidden'} mt-4 grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:grid lg:grid-cols-4`}
      >
        {area.filters.includes('dates') && (
          <>
            <Control id={`${id}-from`} label="From">
              <Input
                id={`${id}-from`}
                type="date"
                className="bg-white"
                value={value('from')}
                onChange={(event) => update({ from: event.target.value || null })}
              />
            </Control>
            <Control id={`${id}-to`} label="To">
              <Input
                id={`${id}-to`}
                type="date"
                className="bg-white"
                value={value('to')}
                onChange={(event) => update({ to: event.target.value || null })}
              />
            </Control>
          </>
        )}
        {area.filters.includes('dates') && (
          <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-ink-700 min-[480px]:col-span-2 lg:order-last lg:col-span-4">
            <input
              type="checkbox"
              className="size-4 rounded border-ink-300 accent-brand-600"
              checked={value('past') === '1'}
              onChange={(event) => update({ past: event.target.checked ? '1' : null })}
            />
            Include past events
          </label>
        )}
        {area.filters.includes('sector') &&
          select(
            'sector',
            area.sectorLabel ?? 'Sector',
            `All ${(area.sectorLabel ?? 'sectors').toLowerCase()}${area.sectorLabel ? 's' : ''}`,
            (facets?.sectors ?? []).map((sector) => ({ value: sector, label: sectorLabel(sector) })),
          )}
        {area.filters.includes('stage') &&
          select(
            'stage',
            'Stage',
            'All stages',
            Object.entries(STAGE_LABELS).map(([stage, label]) => ({ value: stage, label })),
          )}
        {area.filters.includes('category') &&
          select(
            'category',
            area.categoryLabel ?? 'Category',
            `All ${(area.categoryLabel ?? 'category').toLowerCase().replace(/y$/, 'ie')}s`,
            (facets?.categories ?? []).map((category) => ({ value: category, label: category })),
          )}
        {area.filters.includes('location') &&
          select(
            'location',
            'Location',
            'Anywhere',
            (facets?.locations ?? []).map((location) => ({ value: location.code, label: location.label })),
          )}
        {area.sorts.length > 0 &&
          select(
            'sort',
            'Sort by',
            area.defaultSortLabel,
            [...(value('q') ? (['relevance'] as const) : []), ...area.sorts].map((sort) => ({
              value: sort,
              label: SORT_LABELS[sort],
            })),
          )}
      </div>
    </div>
  );
}
