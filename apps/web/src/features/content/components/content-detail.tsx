import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ExternalLink, RotateCw, Ticket } from 'lucide-react';
import type { TArticleDetail, TContentDetail, TContentItem, TContentType } from '@launchpad/shared/contracts/content';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { TApiError } from '@/lib/api';
import { SERVER_TIME_ZONE, useViewerTimeZone } from '@/lib/viewer-time-zone';
import { areaOf } from '../areas';
import { useGetContentDetailQuery } from '../api';
import { isArticle, itemFacts, itemTitle, sectorLabel, type TEntityItem } from '../facts';
import { AddToCalendar } from './add-to-calendar';
import { ArticleView } from './article-view';
import { Breadcrumb, type TCrumb } from './breadcrumb';
import { ContentImage } from './content-image';
import { EventTimes } from './event-times';
import { FactsList } from './facts-list';
import { RelatedItems } from './related-items';
import { RichHtml } from './rich-html';
import { ShareButtons } from './share-buttons';

const isArticleDetail = (item: TContentDetail['item']): item is TArticleDetail => 'html' in item;

/** The first step of the breadcrumb: an organiser sits under Events, a lesson under Learn. */
function crumbsFor(item: TContentItem): TCrumb[] {
  const area = areaOf(item.type);
  const parent =
    item.type === 'organizer' ? { label: 'Events', to: paths.events } : { label: area.title, to: area.listPath };
  return [parent, { label: itemTitle(item) }];
}

/** The paragraphs of a plain-text description. */
function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-7 text-pretty text-ink-700">
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What to do with the item: join, visit, get tickets, add to calendar. */
function Actions({ item }: { item: TContentItem }) {
  const external = (href: string, label: string, icon: ReactNode = <ExternalLink aria-hidden="true" />) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses({ className: 'w-full' })}>
      {icon}
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  switch (item.type) {
    case 'event':
      return (
        <>
          {item.ticketsUrl && external(item.ticketsUrl, 'Get tickets', <Ticket aria-hidden="true" />)}
          <AddToCalendar slug={item.slug} />
        </>
      );
    case 'community':
      return item.url ? external(item.url, `Join on ${item.platform || 'their site'}`) : null;
    case 'perk':
      return item.url ? external(item.url, `Claim on ${item.provider}`) : null;
    case 'investor':
    case 'founder':
    case 'organizer':
      return item.url ? external(item.url, 'Visit website') : null;
    default:
      return null;
  }
}

/** The line under the title: what the item is in a few words. */
function strapline(item: TContentItem): string | null {
  switch (item.type) {
    case 'founder':
      return `${item.role}, ${item.company}`;
    case 'perk':
      return `${item.offer} from ${item.provider}`;
    case 'investor':
      return item.firm;
    default:
      return null;
  }
}

function ItemView({ detail }: { detail: TContentDetail }) {
  const item = detail.item as TEntityItem;
  const area = areaOf(item.type);
  const title = itemTitle(item);
  const line = strapline(item);
  const viewerZone = useViewerTimeZone();
  const eventsOf = detail.events ?? [];
  const organizer = item.type === 'event' ? (detail.organizer ?? null) : null;
  const organizerSlug = item.type === 'event' ? (item.organizerSlug ?? organizer?.slug ?? null) : null;

  return (
    <>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <Breadcrumb items={crumbsFor(item)} />
          <div className="mt-6 flex items-start gap-5">
            <ContentImage
              image={item.image}
              type={item.type}
              width={96}
              height={96}
              className="hidden size-24 sm:flex"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap gap-1.5">
                <Badge tone="brand">{area.noun[0].replace(/^./, (c) => c.toUpperCase())}</Badge>
                {item.industry && <Badge>{sectorLabel(item.industry)}</Badge>}
              </div>
              <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
                {title}
              </h1>
              {line && <p className="mt-2 text-lg text-ink-600">{line}</p>}
            </div>
          </div>

          <div className="mt-8 space-y-4">
            {item.type === 'event' && <EventTimes event={item} viewerZone={viewerZone} />}
            <FactsList
              facts={itemFacts(item, viewerZone ?? SERVER_TIME_ZONE).filter(
                (fact) => !(item.type === 'event' && fact.label === 'When'),
              )}
            />
          </div>

          <Section id="about-title" title="About">
            <Paragraphs text={item.description} />
            {item.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-1.5">
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>#{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          {item.type === 'perk' && item.redeemStepsHtml && (
            <Section id="redeem-title" title="How to redeem">
              <RichHtml html={item.redeemStepsHtml} />
            </Section>
          )}
        </div>

        <aside aria-label="Actions and sharing" className="space-y-6 lg:pt-12">
          <div className="flex flex-col gap-3 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
            <Actions item={item} />
            {item.type === 'event' && (
              <p className="text-sm text-ink-600">
                Organised by{' '}
                {organizerSlug ? (
                  <Link to={paths.eventOrganizer(organizerSlug)} className="font-medium text-brand-700 hover:underline">
                    {organizer?.name ?? item.organiser}
                  </Link>
                ) : (
                  <span className="font-medium text-ink-900">{item.organiser}</span>
                )}
              </p>
            )}
            <div>
              <p className="mb-2 text-sm font-semibold text-ink-900">Share</p>
              <ShareButtons title={title} />
            </div>
          </div>
        </aside>
      </div>

      {item.type === 'organizer' && (
        <RelatedItems
          id="organizer-events-title"
          title={`Events by ${title}`}
          items={eventsOf}
          empty={<p>No upcoming events from this organiser right now.</p>}
        />
      )}
      <RelatedItems id="related-title" title="More like this" items={detail.related} />
    </>
  );
}

type TContentDetailProps = {
  type: TContentType;
  id: string;
  /** The page's name while its item is not there (the h1 of its error state), e.g. "Event". */
  title: string;
  /** Breadcrumb for articles shown outside their own area (a lesson under Learn). */
  crumbs?: TCrumb[];
};

/**
 * One detail page for every area: loads the item by slug, sends unknown ones to /404, and shows it with
 * its facts, description (or article body), sharing and related items.
 */
export function ContentDetail({ type, id, title, crumbs }: TContentDetailProps) {
  // currentData: opening a related item shows its skeleton, not the previous item.
  const { currentData: detail, error, isFetching, refetch } = useGetContentDetailQuery({ type, id });
  const apiError = error as TApiError | undefined;

  if (apiError?.status === 404 && !isFetching) return <Navigate to={paths.notFound} replace />;
  if (!detail && apiError && !isFetching) {
    return (
      <div className="container-page py-10 sm:py-14">
        <Breadcrumb items={[{ label: areaOf(type).title, to: areaOf(type).listPath }, { label: title }]} />
        <h1 className="mt-5 mb-6 text-3xl font-semibold tracking-tight text-ink-950">{title}</h1>
        <Alert
          tone="error"
          title={`This ${areaOf(type).noun[0]} could not be loaded`}
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {apiError.message}
        </Alert>
      </div>
    );
  }
  if (!detail) return <PageSkeleton />;

  return (
    <div className="container-page py-10 sm:py-14">
      {isArticleDetail(detail.item) ? (
        <>
          <ArticleView
            article={detail.item}
            crumbs={
              crumbs ?? [
                { label: areaOf(detail.item.type).title, to: areaOf(detail.item.type).listPath },
                { label: detail.item.title },
              ]
            }
          />
          <RelatedItems id="related-title" title="More like this" items={detail.related} />
        </>
      ) : isArticle(detail.item as TContentItem) ? null : (
        <ItemView detail={detail} />
      )}
    </div>
  );
}
