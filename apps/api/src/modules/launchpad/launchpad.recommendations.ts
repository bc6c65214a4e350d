import type { TRecommendation, TRecommendationSection } from '@launchpad/shared';
import { RECOMMENDATIONS_PER_SECTION } from '@launchpad/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type TDb, rowsOf } from '../../db/client';
import { communities, events, founders, investors, perks } from '../../db/schema';
import type { TIdeaAnalysis } from '../../providers/llm';

/** Each recommendation section: its table and the one line of detail it shows. */
const SOURCES: Record<TRecommendationSection, { table: SQL; detail: SQL; upcoming?: boolean }> = {
  fetchCommunities: {
    table: sql`${communities}`,
    detail: sql`platform || coalesce(' · ' || member_count || ' members', '')`,
  },
  fetchInvestors: { table: sql`${investors}`, detail: sql`stage || coalesce(' · ' || cheque_size, '')` },
  fetchFounders: { table: sql`${founders}`, detail: sql`role || ', ' || company` },
  fetchPerks: { table: sql`${perks}`, detail: sql`offer` },
  fetchEvents: { table: sql`${events}`, detail: sql`organiser || coalesce(' · ' || venue, '')`, upcoming: true },
};

/** An OR of the idea's words as a tsquery text; the english configuration stems each one. */
export function searchTerms(analysis: TIdeaAnalysis): string {
  const words = [
    ...analysis.keyTerms,
    ...analysis.product.split(' '),
    ...analysis.audience.split(' '),
    analysis.industry.key,
  ]
    .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 24).join(' | ');
}

type TRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  location: string;
  industry: string;
  tags: string[];
  url: string | null;
  image: string | null;
  detail: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  score: number | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * At most 2 rows of the section's table, ranked by full-text relevance to the idea (ts_rank over an
 * english tsvector, so "walkers" finds "walking"), boosted when the row is in the idea's country or
 * industry. A row must be published and share a word or the industry with the idea; an empty list shows
 * placeholders.
 */
export async function recommend(
  db: TDb,
  section: TRecommendationSection,
  analysis: TIdeaAnalysis,
  now: Date = new Date(),
): Promise<TRecommendation[]> {
  const source = SOURCES[section];
  const terms = searchTerms(analysis);
  const industries = analysis.industries.map((industry) => industry.key);
  const country = analysis.location.country_code;
  const dates = source.upcoming
    ? sql`starts_at, ends_at`
    : sql`null::timestamptz as starts_at, null::timestamptz as ends_at`;
  const result = await db.execute(sql`
    select id, slug, name, description, location, industry, tags, url, image, ${source.detail} as detail, ${dates},
      ts_rank(search, q) * 4
        + case when industry = ${industries[0] ?? ''} then 0.6
               when industry = any(${sql`${`{${industries.join(',')}}`}::text[]`}) then 0.3 else 0 end
        + case when ${country}::text is not null and country_code = ${country}::text then 0.5
               when country_code is null then 0.1 else 0 end as score
    from ${source.table}, to_tsquery('english', ${terms}) q
    where status = 'published'
      and (search @@ q or industry = any(${sql`${`{${industries.join(',')}}`}::text[]`}))
      ${source.upcoming ? sql`and ends_at >= ${now.toISOString()}::timestamptz` : sql``}
    order by score desc, name asc
    limit ${RECOMMENDATIONS_PER_SECTION}
  `);
  const rows = rowsOf<TRow>(result);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    location: row.location,
    industry: row.industry,
    tags: row.tags,
    url: row.url,
    image: row.image,
    detail: row.detail,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    relevance: Math.round(Number(row.score) * 1000) / 1000,
  }));
}
