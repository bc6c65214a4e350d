import { Rocket } from 'lucide-react';
import { BUILDER_MESSAGES } from '../builder-rules';

/**
 * SPEC §4: the full-screen loader shown while any section loads (the page debounces it, SPEC §9).
 * A status, not a dialog: the page stays readable to assistive technology underneath.
 */
export function BuildingLoader({ ready, total }: { ready: number; total: number }) {
  const percent = total > 0 ? Math.round((ready / total) * 100) : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex items-center justify-center bg-white/85 px-6 backdrop-blur-sm motion-safe:animate-fade-in"
    >
      <div className="flex w-full max-w-sm flex-col items-center text-center">
        <span className="relative flex size-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-brand">
          <Rocket className="size-7 motion-safe:animate-bounce" aria-hidden="true" />
        </span>
        <p className="mt-6 text-xl font-semibold tracking-tight text-ink-900">{BUILDER_MESSAGES.loader}</p>
        <p className="mt-2 text-sm text-ink-600">
          {ready} of {total} sections ready
        </p>
        <div className="mt-4 h-1.5 w-full overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
