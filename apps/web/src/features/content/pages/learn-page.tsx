import { Link, useSearchParams } from 'react-router';
import { ArrowRight, BookOpen, GraduationCap, RotateCw } from 'lucide-react';
import type { TArticle, TContentItem } from '@launchpad/shared/contracts/content';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { CONTENT_AREAS, type TContentArea } from '../areas';
import { useGetContentHighlightsQuery, useListContentQuery } from '../api';
import { ContentCard } from '../components/content-card';
import { ContentDetail } from '../components/content-detail';
import { ListHeader } from '../components/list-header';
import { formatReadingTime } from '../format';

/** "Money, lesson 2: Reading a P&L" → "Reading a P&L" inside the Money track. */
const lessonName = (lesson: TArticle) =>
  lesson.title.startsWith(lesson.category) ? lesson.title.replace(/^[^:]*lesson \d+:\s*/i, '') : lesson.title;

/** Lessons grouped by their category (the track), in the order the api lists them. */
function byTrack(lessons: TArticle[]): Array<[string, TArticle[]]> {
  const tracks = new Map<string, TArticle[]>();
  for (const lesson of lessons) tracks.set(lesson.category, [...(tracks.get(lesson.category) ?? []), lesson]);
  return [...tracks.entries()];
}

function Lessons() {
  const { currentData, error, refetch } = useListContentQuery({
    type: 'learn',
    request: { page: 1, pageSize: 50, sort: 'name' },
  });
  if (error) {
    return (
      <Alert
        tone="error"
        title="The lessons could not be loaded"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        }
      >
        {getErrorMessage(error)}
      </Alert>
    );
  }
  if (!currentData) {
    return (
      <div role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">Loading lessons…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48 rounded-2xl" />
        ))}
      </div>
    );
  }
  const lessons = currentData.items.filter((item): item is TArticle & { type: 'learn' } => item.type === 'learn');
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {byTrack(lessons).map(([track, items], i) => (
        <section
          key={track}
          aria-labelledby={`track-${i}`}
          className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6"
        >
          <h3 id={`track-${i}`} className="flex items-center gap-2 font-semibold text-ink-900">
            <BookOpen className="size-4 text-brand-600" aria-hidden="true" />
            {track}
            <span className="text-sm font-normal text-ink-500">
              · {items.length} {items.length === 1 ? 'lesson' : 'lessons'}
            </span>
          </h3>
          <ol className="mt-4 space-y-1">
            {items.map((lesson, n) => (
              <li key={lesson.id}>
                <Link
                  to={CONTENT_AREAS.learn.detailPath(lesson.slug)}
                  className="flex items-baseline gap-3 rounded-lg px-2 py-1.5 text-ink-800 hover:bg-ink-50 hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right text-sm text-ink-400">{n + 1}</span>
                  <span className="flex-1 font-medium">{lessonName(lesson)}</span>
                  <span className="shrink-0 text-xs text-ink-500">{formatReadingTime(lesson.readingMinutes)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function Newest({ area, items, loading }: { area: TContentArea; items: TArticle[]; loading: boolean }) {
  const id = `newest-${area.type}`;
  return (
    <section aria-labelledby={id} className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink-900">
          {area.title}
        </h2>
        <Link
          to={area.listPath}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          All {area.noun[1]}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <p className="mt-1 text-ink-600">{area.intro}</p>
      {loading ? (
        <div className="mt-5 grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {items.slice(0, 3).map((item) => (
            <li key={item.id}>
              <ContentCard item={item as TContentItem} headingLevel={3} facts={2} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /learn: the lessons by track and the newest blog posts, guides and tips, with links to each list. A
 * lesson opens in place at /learn?article={slug} (a reader view: linkable, back returns to the hub).
 */
export default function LearnPage() {
  const [params] = useSearchParams();
  const article = params.get('article');
  const highlights = useGetContentHighlightsQuery(undefined, { skip: !!article });

  if (article) {
    return <ContentDetail key={article} type="learn" id={article} title="Lesson" />;
  }
  const data = highlights.currentData;
  return (
    <div className="container-page py-10 sm:py-14">
      <ListHeader area={CONTENT_AREAS.learn} />
      <section aria-labelledby="lessons-title" className="mt-10">
        <h2 id="lessons-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink-900">
          <GraduationCap className="size-6 text-brand-600" aria-hidden="true" />
          Lessons
        </h2>
        <p className="mt-1 mb-5 text-ink-600">Short courses, lesson by lesson. Pick a track and start at the top.</p>
        <Lessons />
      </section>
      {highlights.error ? (
        <Alert tone="error" title="The latest articles could not be loaded" className="mt-14">
          {getErrorMessage(highlights.error)}
        </Alert>
      ) : (
        <>
          <Newest area={CONTENT_AREAS.blog} items={data?.blog ?? []} loading={!data} />
          <Newest area={CONTENT_AREAS.guide} items={data?.guide ?? []} loading={!data} />
          <Newest area={CONTENT_AREAS.tip} items={data?.tip ?? []} loading={!data} />
        </>
      )}
    </div>
  );
}
