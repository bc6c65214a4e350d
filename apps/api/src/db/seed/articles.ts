import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readingMinutes } from '@launchpad/shared';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/paths';
import type { TDb } from '../client';
import { articles } from '../schema';

/**
 * Seeded articles are Markdown files, one per article, in `apps/api/content/articles/<kind>/<slug>.md`: YAML
 * front matter (title, summary, category, tags, author, daysAgo) then the Markdown body. Writers edit them as
 * text; `daysAgo` sets the published date relative to the day the seed runs.
 */
export const ARTICLE_KINDS = ['blog', 'guide', 'tip', 'learn'] as const;
export type TArticleKind = (typeof ARTICLE_KINDS)[number];

const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  summary: z.string().min(1),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)),
  author: z.string().min(1),
  daysAgo: z.number().int().min(0),
});

export type TArticleSeed = z.infer<typeof frontMatterSchema> & { slug: string; body: string };

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Parses one article file; the error names the file and what is wrong with it. */
export function parseArticleFile(fileName: string, text: string): TArticleSeed {
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`${fileName}: the file name must be the article's slug (a-z, 0-9, dashes)`);
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${fileName}: expected front matter between two '---' lines at the top`);
  const meta = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!meta.success) throw new Error(`${fileName}: ${z.prettifyError(meta.error)}`);
  const body = (match[2] ?? '').trim();
  if (!body) throw new Error(`${fileName}: the article has no body`);
  return { ...meta.data, slug, body };
}

/** Every article of one kind, in file-name order. */
export function readArticles(kind: TArticleKind, dir: string = CONTENT_DIR): TArticleSeed[] {
  const folder = join(dir, 'articles', kind);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticleFile(name, readFileSync(join(folder, name), 'utf8')));
}

const DAY = 86_400_000;

/** Idempotent: rows are keyed by kind and slug; existing rows are left as staff edited them. */
export async function seedArticles(db: TDb, now: Date = new Date()): Promise<void> {
  const rows = ARTICLE_KINDS.flatMap((kind) =>
    readArticles(kind).map(({ daysAgo, ...article }) => ({
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
