import { Link } from 'react-router';
import { LockKeyhole, Sparkles } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { BUILDER_PLANS_PATH } from '../use-builder-failure';
import { PREVIEWS } from './preview-art';

/**
 * SPEC §2: without the build_startup_ai plan feature the page shows ten locked previews of what the
 * builder makes and "Unlock tools" → /startup-package?type=build_startup_ai.
 */
export function LockedPreviews() {
  return (
    <section aria-labelledby="locked-previews-title" className="mt-14">
      <div className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-5 sm:flex-row sm:items-center sm:px-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-xs">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="locked-previews-title" className="font-semibold text-ink-900">
              See everything the AI builds for your idea
            </h2>
            <p className="mt-0.5 text-sm text-ink-600">
              Lean canvas, brand, pitch, validation, investors and more come with a plan that includes the AI startup
              builder.
            </p>
          </div>
        </div>
        <Link to={BUILDER_PLANS_PATH} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          <Sparkles aria-hidden="true" />
          Unlock tools
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {PREVIEWS.map(({ title, art }) => (
          <li key={title}>
            <figure className="group relative overflow-hidden rounded-xl border border-ink-100 bg-white shadow-xs">
              <div
                className="aspect-[8/5] blur-[1.5px] saturate-75"
                role="img"
                aria-label={`${title} preview (locked)`}
              >
                {art}
              </div>
              <div className="absolute inset-0 flex items-center justify-center bg-white/30">
                <span className="flex size-9 items-center justify-center rounded-full bg-ink-900/80 text-white shadow-md">
                  <LockKeyhole className="size-4" aria-hidden="true" />
                </span>
              </div>
              <figcaption className="border-t border-ink-100 px-3 py-2 text-sm font-medium text-ink-800">
                {title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
