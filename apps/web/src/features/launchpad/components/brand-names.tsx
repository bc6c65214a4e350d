import { CircleCheck, CircleHelp, CircleX, Info } from 'lucide-react';
import type { TBusinessNameContent } from '@launchpad/shared';
import { cn } from '@/lib/cn';

type TName = TBusinessNameContent['business_names'][number];
type TRegistry = NonNullable<TBusinessNameContent['registry']>;

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
        {domain} · could not check
      </span>
    );
  }
  return available ? (
    <span className="inline-flex items-center gap-1 text-success-700">
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {domain} available
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-ink-500">
      <CircleX className="size-3.5" aria-hidden="true" />
      {domain} taken
    </span>
  );
}

/**
 * Which registry answered, in words a founder can act on (issue 18): the built-in test registry knows
 * only names registered through Launchpad and a few famous ones, so its "available" is no promise.
 */
function registryNote(registry: TRegistry, names: TName[]): string {
  if (names.every((name) => name.available === null)) {
    return `We could not reach ${registry.name} to check these domains. Check them again before you choose a name.`;
  }
  if (registry.test) {
    return 'Checked with the built-in test registry, not a real registry: it knows only names registered here and a few well-known ones, so a domain shown as available may already be taken. Check with a real registrar before you choose a name.';
  }
  return `Checked with ${registry.name} when these names were written. Availability changes, so check again before you buy.`;
}

/** Generated brand names with their domain's availability; choosing one shows its domains below. */
export function BrandNames({
  names,
  registry,
  selected,
  onSelect,
}: {
  names: TBusinessNameContent['business_names'];
  /** Absent on names built before the registry was recorded: then no note is shown. */
  registry?: TBusinessNameContent['registry'];
  selected: string | null;
  onSelect: (name: string) => void;
}) {
  const shown = names.slice(0, NAMES_SHOWN);
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((name) => {
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
      {registry && shown.length > 0 ? (
        <p role="note" className="flex items-start gap-2 text-xs text-ink-500">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {registryNote(registry, shown)}
        </p>
      ) : null}
    </div>
  );
}
