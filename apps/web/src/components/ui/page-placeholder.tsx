import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

export type TPlaceholderVariant = 'page' | 'panel' | 'card';

type TPagePlaceholderProps = {
  /** The page's name, shown as its heading. */
  title: string;
  /** One line saying what will be here. */
  description: string;
  /** Optional eyebrow above the title, e.g. the section the page belongs to. */
  section?: string;
  icon?: ReactNode;
  /**
   * 'page' fills the main layout; 'panel' sits beside the account sidebar; 'card' fits inside the
   * auth layout's card.
   */
  variant?: TPlaceholderVariant;
};

const frames: Record<TPlaceholderVariant, string> = {
  page: 'container-page py-14 sm:py-20',
  panel: 'rounded-2xl border border-ink-100 bg-white px-6 py-12 shadow-xs sm:px-10 sm:py-16',
  card: '',
};

/**
 * Stands in for a page that a later piece of work will build, so no route is ever blank: it says
 * which page this is and what will appear on it.
 */
export function PagePlaceholder({ title, description, section, icon, variant = 'page' }: TPagePlaceholderProps) {
  const compact = variant === 'card';
  return (
    <section className={frames[variant]} aria-labelledby="page-title">
      <div className="mx-auto max-w-2xl text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 [&_svg]:size-6">
          {icon ?? <Sparkles aria-hidden="true" />}
        </div>
        {section && <p className="mt-6 text-sm font-semibold text-brand-700">{section}</p>}
        <h1
          id="page-title"
          className={cn(
            section ? 'mt-2' : 'mt-6',
            'font-semibold text-balance text-ink-900',
            compact ? 'text-2xl' : 'text-3xl sm:text-4xl',
          )}
        >
          {title}
        </h1>
        <p className={cn('mt-4 text-pretty text-ink-600', !compact && 'text-lg')}>{description}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-ink-200 bg-ink-50 px-3 py-1 text-xs font-medium text-ink-600">
          <span className="size-1.5 rounded-full bg-warning-500" aria-hidden="true" />
          Coming soon: we are building this page
        </p>
      </div>

      {!compact && (
        <div aria-hidden="true" className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-2xl border border-dashed border-ink-200 bg-ink-25 p-5">
              <div className="h-2.5 w-1/3 rounded-full bg-ink-200" />
              <div className="mt-4 h-2 w-full rounded-full bg-ink-100" />
              <div className="mt-2 h-2 w-5/6 rounded-full bg-ink-100" />
              <div className="mt-2 h-2 w-2/3 rounded-full bg-ink-100" />
            </div>
          ))}
        </div>
      )}

      <div className={cn('flex justify-center', compact ? 'mt-8' : 'mt-12')}>
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </div>
    </section>
  );
}
