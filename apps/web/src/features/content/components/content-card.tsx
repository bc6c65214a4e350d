import { Link } from 'react-router';
import type { TContentItem } from '@launchpad/shared/contracts/content';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { SERVER_TIME_ZONE, useViewerTimeZone } from '@/lib/viewer-time-zone';
import { itemFacts, itemHref, itemSummary, itemTitle } from '../facts';
import { ContentImage } from './content-image';

type TContentCardProps = {
  item: TContentItem;
  /** The heading level of the title within the page (2 on a list, 3 under a section). */
  headingLevel?: 2 | 3;
  /** How many facts to show (a card shows the key ones). */
  facts?: number;
  /** A smaller card for "More like this" and the hubs. */
  compact?: boolean;
};

/** One item in a list: picture, title linking to its page, a short summary and its key facts. */
export function ContentCard({ item, headingLevel = 2, facts = 3, compact = false }: TContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = itemFacts(item, useViewerTimeZone() ?? SERVER_TIME_ZONE).slice(0, facts);
  const size = compact ? 56 : 80;
  const sizeClasses = compact ? 'size-14' : 'size-14 sm:size-20';
  return (
    <article
      className={cn(
        'group relative flex gap-4 rounded-2xl border border-ink-100 bg-white shadow-xs transition-shadow hover:border-brand-200 hover:shadow-sm',
        compact ? 'p-4' : 'p-4 sm:p-5',
      )}
    >
      <ContentImage image={item.image} type={item.type} width={size} height={size} className={sizeClasses} />
      <div className="min-w-0 flex-1">
        <Heading className={cn('font-semibold text-ink-900', compact ? 'text-base' : 'text-lg')}>
          {/* The whole card is clickable through the link's ::after; the link text is the title. */}
          <Link
            to={itemHref(item)}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
          >
            {itemTitle(item)}
          </Link>
        </Heading>
        {!compact && <p className="mt-1 line-clamp-2 text-sm text-pretty text-ink-600">{itemSummary(item)}</p>}
        {shown.length > 0 && (
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {shown.map((fact) => (
              <div key={fact.label} className="flex min-w-0 gap-1">
                <dt className="text-ink-500">{fact.label}:</dt>
                <dd className="font-medium text-ink-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}

/** Stands in for a page of cards while a list loads. */
export function ContentCardSkeletons({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="content-card-skeleton" className="flex gap-4 rounded-2xl border border-ink-100 p-5">
          <Skeleton className="size-14 rounded-xl sm:size-20" />
          <div className="flex-1">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="mt-3 h-3.5 w-full" />
            <Skeleton className="mt-2 h-3.5 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
