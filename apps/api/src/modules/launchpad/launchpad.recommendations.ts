import type { TRecommendation, TRecommendationSection } from '@launchpad/shared';
import { BRIEF_CONFIDENT, RECOMMENDATIONS_PER_SECTION, familyByKey } from '@launchpad/shared';
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
  const { brief } = analysis;
  const words = [...brief.offering.split(' '), ...analysis.keyTerms, ...brief.customer.split(' ')]
    .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, 24).join(' | ') || 'startup';
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

/** Events (`is_online`) and rows without a country (online or worldwide) fit an idea anywhere. */
const anywhere = (section: TRecommendationSection) =>
  section === 'fetchEvents' ? sql`(country_code is null or is_online)` : sql`country_code is null`;

/**
 * At most 2 rows of the section's table that fit the brief (issue 18 part 4), or fewer: a row must be
 * published, in the idea's country or online/worldwide, and share the idea's industry or its words.
 * Ranked by industry, then full-text relevance (ts_rank over an english tsvector, so "walkers" finds
 * "walking"), then the idea's city or region over the rest of the country, then online. When the
 * industry is uncertain only rows that share the idea's words qualify. An empty list shows the
 * section's empty state (SPEC §8).
 */
export async function recommend(
  db: TDb,
  section: TRecommendationSection,
  analysis: TIdeaAnalysis,
  now: Date = new Date(),
): Promise<TRecommendation[]> {
  const { brief } = analysis;
  const source = SOURCES[section];
  const terms = searchTerms(analysis);
  const industryKnown = brief.corrected.includes('industry') || brief.confidence.industry >= BRIEF_CONFIDENT;
  const industry = industryKnown ? familyByKey(brief.industry.family).content_key : '';
  const country = brief.places[0]?.country_code ?? 'GB';
  const localNames = brief.places
    .flatMap((place) => [place.city, place.region])
    .filter((name): name is string => !!name)
    .map((name) => `%${name.toLowerCase()}%`);
  const local = localNames.length
    ? sql`lower(location) like any(${sql`${`{${localNames.map((n) => `"${n.replace(/"/g, '')}"`).join(',')}}`}::text[]`})`
    : sql`false`;
  const dates = source.upcoming
    ? sql`starts_at, ends_at`
    : sql`null::timestamptz as starts_at, null::timestamptz as ends_at`;
  const result = await db.execute(sql`
    select id, slug, name, description, location, industry, tags, url, image, ${source.detail} as detail, ${dates},
      (case when industry = ${industry} then 1 else 0 end)
        + ts_rank(search, q) * 4
        + case when ${local} then 0.5 when country_code = ${country} then 0.3 else 0 end as score
    from ${source.table}, to_tsquery('english', ${terms}) q
    where status = 'published'
      and (country_code = ${country} or ${anywhere(section)})
      and (industry = ${industry} or ts_rank(search, q) >= 0.05)
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
