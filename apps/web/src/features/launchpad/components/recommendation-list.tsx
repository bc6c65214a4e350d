import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ExternalLink, MapPin, Plus } from 'lucide-react';
import type { TRecommendation } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Badge } from '@/components/ui/badge';
import { firstTexts, withPlaceholders } from '../builder-rules';

export type TRecommendationKind = 'founders' | 'communities' | 'investors' | 'events' | 'perks';

/** Where each kind's full directory lives, for the placeholders. */
export type TDirectory = { label: string; href: string };

function initialsOf(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '·';
}

function RecommendationCard({ item, kind }: { item: TRecommendation; kind: TRecommendationKind }) {
  const when = item.starts_at ? formatDate(item.starts_at) : null;
  // A picture that does not load falls back to the initials.
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className="flex h-full flex-col rounded-xl border border-ink-100 bg-white p-4 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        {item.image && !imageFailed ? (
          <img
            src={item.image}
            alt=""
            className="size-11 shrink-0 rounded-lg object-cover"
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 to-brand-200 text-sm font-semibold text-brand-800"
          >
            {initialsOf(item.name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink-900">{item.name}</h3>
          {item.detail && <p className="text-sm text-brand-700">{item.detail}</p>}
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-ink-600">{item.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500">
        {kind === 'events' && when && (
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {when}
          </span>
        )}
        {item.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {item.location}
          </span>
        )}
      </div>
      {item.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {firstTexts(item.tags).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {item.url && (
        <a
          href={item.url}
          target="_blank"
          rel="noreferrer noopener"
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Visit <span className="sr-only">{item.name}</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </article>
  );
}

function Placeholder({ directory }: { directory: TDirectory }) {
  return (
    <Link
      to={directory.href}
      data-testid="recommendation-placeholder"
      className="flex h-full min-h-36 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-ink-200 bg-ink-25 p-4 text-center text-sm text-ink-500 transition-colors hover:border-brand-300 hover:text-brand-700"
    >
      <Plus className="size-5" aria-hidden="true" />
      <span>No more matches yet. {directory.label}</span>
    </Link>
  );
}

/** SPEC §9: at most 2 recommendations per section, with placeholders when there are fewer. */
export function RecommendationList({
  items,
  kind,
  directory,
}: {
  items: readonly TRecommendation[] | undefined;
  kind: TRecommendationKind;
  directory: TDirectory;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {withPlaceholders(items).map((item, i) => (
        <li key={item?.id ?? `placeholder-${i}`}>
          {item ? <RecommendationCard item={item} kind={kind} /> : <Placeholder directory={directory} />}
        </li>
      ))}
    </ul>
  );
}
