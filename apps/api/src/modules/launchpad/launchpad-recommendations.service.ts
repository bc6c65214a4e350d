import type { TRecommendation, TRecommendationSection } from '@launchpad/shared';
import {
  BRIEF_CONFIDENT,
  RECOMMENDATIONS_PER_SECTION,
  STARTUP_STAGES,
  type TStartupStage,
  familyByKey,
} from '@launchpad/shared';
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
  country_code: string | null;
  industry: string;
  tags: string[];
  url: string | null;
  image: string | null;
  detail: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  relevance: number | string;
  is_local: boolean;
  /** How many of the idea's words the row has. */
  shared_words: number;
  for_businesses: boolean;
  for_people: boolean;
  stages: string[] | null;
  regions: string[] | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Events (`is_online`) and rows without a country (online or worldwide) fit an idea anywhere. */
const anywhere = (section: TRecommendationSection) =>
  section === 'fetchEvents' ? sql`(country_code is null or is_online)` : sql`country_code is null`;

/**
 * Words in a row's name, industry, description or tags that say it serves businesses, or people buying
 * for themselves ("business" itself is not one: a "pet business summit" is about the trade, for anyone in it). A row may say both ("founders building food brands for shops") or neither; only a row
 * that speaks to the other kind of buyer alone is left out for an idea whose buyer is known.
 */
const BUSINESS_WORDS = [
  'b2b',
  'saas',
  'enterprise',
  'company',
  'firm',
  'trade',
  'tradespeople',
  'wholesale',
  'clinic',
  'restaurant',
  'shop',
  'landlord',
  'supplier',
  'infrastructure',
  'payroll',
  'hiring',
  'fleet',
  'operator',
  'office',
  'developer',
];
const PEOPLE_WORDS = [
  'consumer',
  'parent',
  'family',
  'families',
  'children',
  'household',
  'shopper',
  'runner',
  'personal',
  'brand',
  'fan',
  'people',
];
/** The full-text rank from which a row shares the idea's words. */
const MIN_RELEVANCE = 0.05;
const tsOr = (words: readonly string[]) => words.join(' | ');
/** A row's words: its name, industry, location and description (the stored tsvector) and its tags. */
const ROW_DOCUMENT = sql`(search || to_tsvector('english', array_to_string(tags, ' ')))`;

/** The stages a row fits: an investor's stage text ("Pre-seed to seed") or a perk's eligible stages. */
const stageColumns = (section: TRecommendationSection) => {
  if (section === 'fetchInvestors') return sql`array[stage] as stages, null::text[] as regions`;
  if (section === 'fetchPerks') return sql`eligible_stages as stages, regions`;
  return sql`null::text[] as stages, null::text[] as regions`;
};

/** Reads "Pre-seed to seed", "Seed to Series A" or "Series B+" into the stages it covers, in order. */
export function stagesOf(text: string): TStartupStage[] {
  const found = (text.toLowerCase().match(/pre-?seed|series[\s-]*[a-c]|seed|growth|idea/g) ?? []).map((word) =>
    word.replace(/\s+/g, '-').replace('preseed', 'pre-seed'),
  );
  const indexes = found
    .map((word) => (STARTUP_STAGES as readonly string[]).indexOf(word === 'series-c' ? 'growth' : word))
    .filter((index) => index >= 0);
  if (!indexes.length) return [];
  const first = Math.min(...indexes);
  const last = /\+|onwards|and later|and up/.test(text) ? STARTUP_STAGES.length - 1 : Math.max(...indexes);
  return STARTUP_STAGES.slice(first, last + 1);
}

/**
 * How well a row's stages fit the idea's: 1 when they include it, 0 when they start one round later (a
 * seed fund for an idea about to raise its pre-seed round), null when they do not fit at all. A row that
 * names no stage fits any.
 */
export function stageFit(stages: readonly string[], stage: TStartupStage): number | null {
  if (!stages.length) return 0.5;
  if (stages.includes(stage)) return 1;
  const wanted = STARTUP_STAGES.indexOf(stage);
  const first = Math.min(...stages.map((name) => (STARTUP_STAGES as readonly string[]).indexOf(name)));
  return first === wanted + 1 ? 0 : null;
}

/**
 * The round a founder with this idea raises next. An idea on the builder is new, so pre-seed unless it
 * says it is further on ("raising our seed round", "already at Series A").
 */
export function ideaStage(text: string): TStartupStage {
  const lower = text.toLowerCase();
  const round = /\b(series[\s-]*[ab]|seed|pre-?seed)\b[\s-]*(round|stage|funding|raise)/.exec(lower)?.[1];
  if (round) return stagesOf(round)[0] ?? 'pre-seed';
  if (/\b(paying customers|in revenue|profitable|\d+k? (monthly|annual) revenue|arr of)\b/.test(lower)) return 'seed';
  return 'pre-seed';
}

/**
 * At most 2 rows of the section's table that fit the brief (issue 18 part 4), or fewer: a row must be
 * published, in the idea's country or online/worldwide (a perk also open to that country and to the
 * idea's stage), and share the idea's industry or its words (two of them at least for a row of another
 * industry when the idea's is known); when the idea's buyer is known, a row from
 * speaks only to the other kind of buyer is left out unless it is of the idea's industry and shares its
 * words (then it ranks lower), and so is an investor whose rounds begin two or more rounds after the idea's. The rest are ranked by industry, full-text relevance (ts_rank over an
 * english tsvector, so "walkers" finds "walking"), buyer, stage, then the idea's city or region over the
 * rest of the country, then online. When the industry is uncertain only rows that share the idea's words
 * qualify. An empty list shows the section's placeholders (SPEC §8, §9).
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
  const buyerKnown = brief.corrected.includes('buyer') || brief.confidence.buyer >= BRIEF_CONFIDENT;
  const stage = ideaStage(analysis.text);
  const country = brief.places[0]?.country_code ?? 'GB';
  const localNames = brief.places
    .flatMap((place) => [place.city, place.region])
    .filter((name): name is string => !!name)
    .map((name) => `%${name.toLowerCase()}%`);
  const local = localNames.length
    ? sql`lower(location) like any(${sql`${`{${localNames.map((n) => `"${n.replace(/"/g, '')}"`).join(',')}}`}::text[]`})`
    : sql`false`;
  const words = `{${terms
    .split(' | ')
    .map((word) => `"${word}"`)
    .join(',')}}`;
  const dates = source.upcoming
    ? sql`starts_at, ends_at`
    : sql`null::timestamptz as starts_at, null::timestamptz as ends_at`;
  const result = await db.execute(sql`
    select id, slug, name, description, location, country_code, industry, tags, url, image,
      ${source.detail} as detail, ${dates}, ${stageColumns(section)},
      ts_rank(${ROW_DOCUMENT}, q) as relevance, ${local} as is_local,
      (select count(*) from unnest(${words}::text[]) word
        where ${ROW_DOCUMENT} @@ to_tsquery('english', word))::int as shared_words,
      ${ROW_DOCUMENT} @@ to_tsquery('english', ${tsOr(BUSINESS_WORDS)}) as for_businesses,
      ${ROW_DOCUMENT} @@ to_tsquery('english', ${tsOr(PEOPLE_WORDS)}) as for_people
    from ${source.table}, to_tsquery('english', ${terms}) q
    where status = 'published'
      and (country_code = ${country} or ${anywhere(section)})
      and (industry = ${industry} or ts_rank(${ROW_DOCUMENT}, q) >= ${MIN_RELEVANCE})
      ${source.upcoming ? sql`and ends_at >= ${now.toISOString()}::timestamptz` : sql``}
    order by name asc
  `);
  const ranked = rowsOf<TRow>(result).flatMap((row) => {
    if (row.regions?.length && !row.regions.includes(country)) return [];
    const stages = section === 'fetchInvestors' ? stagesOf(row.stages?.[0] ?? '') : (row.stages ?? []);
    const stageScore = stageFit(stages, stage);
    // A perk the idea cannot claim yet (or any more) is no perk for it.
    if (stageScore === null || (section === 'fetchPerks' && stageScore === 0)) return [];
    const general = row.industry === 'general';
    const sameIndustry = row.industry === industry;
    // One shared word ("booking") does not make a travel perk fit a dog-walking app.
    if (industry && !sameIndustry && !general && row.shared_words < 2) return [];
    const speaksToBuyer = brief.buyer === 'b2b' ? row.for_businesses : row.for_people;
    const speaksToOther = brief.buyer === 'b2b' ? row.for_people : row.for_businesses;
    // A row for the other kind of buyer is kept only when it is of the idea's industry and shares its words.
    const otherBuyerOnly = buyerKnown && !general && speaksToOther && !speaksToBuyer;
    if (otherBuyerOnly && (!sameIndustry || Number(row.relevance) < MIN_RELEVANCE)) return [];
    const place = row.is_local ? 0.5 : row.country_code === country ? 0.3 : 0;
    const score =
      (sameIndustry ? 1 : 0) +
      Number(row.relevance) * 4 +
      (buyerKnown && speaksToBuyer && !speaksToOther ? 0.4 : otherBuyerOnly ? -0.4 : 0) +
      stageScore * 0.3 +
      place;
    return [{ row, score }];
  });
  ranked.sort((a, b) => b.score - a.score || a.row.name.localeCompare(b.row.name));
  return ranked.slice(0, RECOMMENDATIONS_PER_SECTION).map(({ row, score }) => ({
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
    relevance: Math.round(score * 1000) / 1000,
  }));
}
