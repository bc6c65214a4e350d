import type { TContentArea } from '../areas';

/** A list page's title block: the area's eyebrow, h1 and introduction. */
export function ListHeader({ area }: { area: TContentArea }) {
  const Icon = area.icon;
  return (
    <header className="max-w-2xl">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
        {area.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{area.title}</h1>
      <p className="mt-3 text-pretty text-ink-600">{area.intro}</p>
    </header>
  );
}
