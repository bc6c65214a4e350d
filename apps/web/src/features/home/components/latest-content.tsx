import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Gift, Newspaper } from 'lucide-react';
import type { TArticle, TPerk } from '@launchpad/shared/contracts/content';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SERVER_TIME_ZONE, useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatDateTime } from '@/lib/zoned-dates';
import { useGetHighlightsQuery } from '../api';

const articlePath = (article: TArticle) =>
  article.type === 'blog'
    ? paths.blogPost(article.slug)
    : article.type === 'guide'
      ? paths.guideArticle(article.slug)
      : article.type === 'tip'
        ? paths.tipsAndTricksArticle(article.slug)
        : `${paths.learn}?article=${encodeURIComponent(article.slug)}`;

/** Newest first. The dates are ISO timestamps, which sort as plain strings (localeCompare loads a collator). */
const byNewest = (a: TArticle, b: TArticle) => {
  const [first, second] = [a.publishedAt ?? '', b.publishedAt ?? ''];
  return first === second ? 0 : first < second ? 1 : -1;
};

function Column({
  title,
  icon: Icon,
  to,
  children,
}: {
  title: string;
  icon: typeof CalendarDays;
  to: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-ink-900">
          <Icon className="size-4 text-brand-600" aria-hidden="true" />
          {title}
        </h3>
        <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          All <span className="sr-only">{title.toLowerCase()}</span>
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-ink-100">{children}</ul>
    </div>
  );
}

function Row({ to, title, detail }: { to: string; title: string; detail: string }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <Link to={to} className="block font-medium text-ink-900 hover:text-brand-700">
        {title}
      </Link>
      <p className="mt-0.5 text-sm text-ink-600">{detail}</p>
    </li>
  );
}

const perkDetail = (perk: TPerk) =>
  perk.valuePence
    ? `${perk.provider} · worth up to ${formatPounds(perk.valuePence)}`
    : `${perk.provider} · ${perk.offer}`;

/** The home page's latest content: upcoming events, the best perks and the newest reading. Below the fold, lazy. */
export function LatestContent() {
  const { data, isLoading, isError } = useGetHighlightsQuery();
  const timeZone = useViewerTimeZone() ?? SERVER_TIME_ZONE;
  if (isError) return null;
  if (isLoading || !data) {
    return (
      <div className="grid gap-4 lg:grid-cols-3" aria-busy="true" aria-label="Loading the latest content">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 rounded-2xl" />
        ))}
      </div>
    );
  }
  const reading = [...data.blog, ...data.guide, ...data.tip].sort(byNewest).slice(0, 3);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Column title="Upcoming events" icon={CalendarDays} to={paths.events}>
        {data.events.map((event) => (
          <Row
            key={event.id}
            to={paths.event(event.slug)}
            title={event.name}
            detail={`${formatDateTime(event.startsAt, timeZone)} · ${event.isOnline ? 'Online' : event.location}`}
          />
        ))}
      </Column>
      <Column title="Member perks" icon={Gift} to={paths.perks}>
        {data.perks.map((perk) => (
          <Row key={perk.id} to={paths.perk(perk.slug)} title={perk.name} detail={perkDetail(perk)} />
        ))}
      </Column>
      <Column title="Latest reading" icon={Newspaper} to={paths.learn}>
        {reading.map((article) => (
          <Row
            key={article.id}
            to={articlePath(article)}
            title={article.title}
            detail={`${article.category} · ${article.readingMinutes} min read${article.publishedAt ? ` · ${formatDate(article.publishedAt)}` : ''}`}
          />
        ))}
      </Column>
    </div>
  );
}
