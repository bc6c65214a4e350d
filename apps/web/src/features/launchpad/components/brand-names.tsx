import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import type { TBusinessNameContent } from '@launchpad/shared';
import { cn } from '@/lib/cn';

type TName = TBusinessNameContent['business_names'][number];

/** How many names the section shows (the rest stay in the generated section). */
export const NAMES_SHOWN = 6;

const STYLE_LABELS: Record<TName['style'], string> = {
  blend: 'Blend',
  affix: 'Prefix / suffix',
  word: 'Real word',
  compound: 'Compound',
};

function Availability({ available, domain }: { available: boolean | null; domain: string }) {
  if (available === null) {
    return (
      <span className="inline-flex items-center gap-1 text-ink-500">
        <CircleHelp className="size-3.5" aria-hidden="true" />
        {domain} · not checked
      </span>
    );
  }
  return available ? (
    <span className="inline-flex items-center gap-1 text-success-700">
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {domain} is available
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-ink-500">
      <CircleX className="size-3.5" aria-hidden="true" />
      {domain} is taken
    </span>
  );
}

/** Generated brand names with their domain's availability; choosing one shows its domains below. */
export function BrandNames({
  names,
  selected,
  onSelect,
}: {
  names: TBusinessNameContent['business_names'];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {names.slice(0, NAMES_SHOWN).map((name) => {
        const isSelected = selected === name.name;
        return (
          <li key={name.name}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(name.name)}
              className={cn(
                'flex h-full w-full flex-col rounded-xl border p-4 text-left transition-colors focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none',
                isSelected ? 'border-brand-400 bg-brand-50' : 'border-ink-100 bg-white hover:border-brand-200',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-lg font-semibold tracking-tight text-ink-900">{name.name}</span>
                <span className="rounded-full bg-ink-100 px-2 py-0.5 text-[0.6875rem] font-medium text-ink-600">
                  {STYLE_LABELS[name.style]}
                </span>
              </span>
              <span className="mt-1.5 line-clamp-2 text-sm text-ink-600">{name.rationale}</span>
              <span className="mt-auto pt-3 text-xs">
                <Availability available={name.available} domain={name.domain} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
