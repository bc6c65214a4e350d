import type { TArticleDetail } from '@launchpad/shared/contracts/content';
import { Badge } from '@/components/ui/badge';
import { areaOf } from '../areas';
import { formatDay } from '@/lib/zoned-dates';
import { formatReadingTime } from '../format';
import { Breadcrumb, type TCrumb } from './breadcrumb';
import { ContentImage } from './content-image';
import { RichHtml } from './rich-html';
import { ShareButtons } from './share-buttons';

/** "On this page": the article's headings (h2, h3) as links to their anchors. */
export function TableOfContents({ headings }: { headings: TArticleDetail['headings'] }) {
  const shown = headings.filter((heading) => heading.level >= 2 && heading.level <= 3);
  if (shown.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-ink-100 bg-ink-25 p-5">
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {shown.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'pl-4' : undefined}>
            <a href={`#${heading.id}`} className="text-ink-600 hover:text-brand-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An article (blog, guide, tip, learn lesson): header, its sanitised HTML, a table of contents and sharing. */
export function ArticleView({ article, crumbs }: { article: TArticleDetail; crumbs: TCrumb[] }) {
  const area = areaOf(article.type);
  const published = formatDay(article.publishedAt ?? article.updatedAt);
  return (
    <article>
      <header className="max-w-3xl">
        <Breadcrumb items={crumbs} />
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <Badge tone="brand">{article.category}</Badge>
          <span className="text-sm text-ink-500">{area.noun[0].replace(/^./, (c) => c.toUpperCase())}</span>
        </div>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink-600">{article.summary}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
          <span>By {article.author}</span>
          <span aria-hidden="true">·</span>
          {published && <time dateTime={article.publishedAt ?? article.updatedAt}>{published}</time>}
          <span aria-hidden="true">·</span>
          <span>{formatReadingTime(article.readingMinutes)}</span>
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">
          {article.image && (
            <ContentImage
              image={article.image}
              type={article.type}
              width={720}
              height={360}
              className="mb-8 aspect-[2/1] h-auto w-full"
              priority
            />
          )}
          <RichHtml html={article.html} />
        </div>
        <aside aria-label="About this article" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <TableOfContents headings={article.headings} />
          <div>
            <p className="mb-2 text-sm font-semibold text-ink-900">Share this {area.noun[0]}</p>
            <ShareButtons title={article.title} />
          </div>
        </aside>
      </div>
    </article>
  );
}
