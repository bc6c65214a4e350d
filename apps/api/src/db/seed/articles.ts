import { readingMinutes } from '@launchpad/shared';
import type { TDb } from '../client';
import { articles } from '../schema';
import { BLOG_POSTS } from './articles-blog';
import { GUIDES } from './articles-guides';
import { LEARN_ARTICLES } from './articles-learn';
import { TIPS } from './articles-tips';
import type { TArticleSeed } from './articles-types';

const DAY = 86_400_000;

const KINDS = [
  ['blog', BLOG_POSTS],
  ['guide', GUIDES],
  ['tip', TIPS],
  ['learn', LEARN_ARTICLES],
] as const satisfies readonly (readonly [string, TArticleSeed[]])[];

/** Idempotent: rows are keyed by kind and slug; existing rows are left as staff edited them. */
export async function seedArticles(db: TDb, now: Date = new Date()): Promise<void> {
  const rows = KINDS.flatMap(([kind, list]) =>
    list.map(({ daysAgo, ...article }) => ({
      ...article,
      kind,
      image: `/images/content/articles/${kind}.svg`,
      readingMinutes: readingMinutes(article.body),
      status: 'published' as const,
      publishedAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(articles)
    .values(rows)
    .onConflictDoNothing({ target: [articles.kind, articles.slug] });
}
