import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TPanelProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the title, e.g. a badge or a small button. */
  aside?: ReactNode;
  /** A strip at the bottom for the panel's actions (Save, Cancel…). */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A titled white card: one topic of a settings page (profile, picture, email…). */
export function Panel({ title, description, aside, footer, className, children }: TPanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children && <div className="px-5 pt-5 pb-5 sm:px-6 sm:pb-6">{children}</div>}
      {!children && <div className="pb-5 sm:pb-6" />}
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-ink-100 bg-ink-25 px-5 py-3.5 sm:px-6">
          {footer}
        </div>
      )}
    </section>
  );
}

/** The title block at the top of an account page. */
export function PageHeader({
  title,
  description,
  aside,
}: {
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-ink-600">{description}</p>}
      </div>
      {aside}
    </header>
  );
}
