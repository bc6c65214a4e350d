import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../client';
import { communities, eventOrganizers, events, founders, investors, perks } from '../schema';
import { readContentList } from './content-file';

// Content the AI builder recommends from (issue 7) and the content pages show (issue 9): communities,
// investors, founders, perks, event organisers and events across industries and places, one YAML file per kind
// in apps/api/content (communities.yaml, investors.yaml, founders.yaml, perks.yaml, event-organisers.yaml,
// events.yaml), checked here when read. Names are fictional.
// Idempotent: rows are keyed by slug and left as they are once present.

type TPlace = [location: string, countryCode: string | null];
const PLACES = {
  london: ['London, United Kingdom', 'GB'],
  manchester: ['Manchester, United Kingdom', 'GB'],
  edinburgh: ['Edinburgh, United Kingdom', 'GB'],
  bristol: ['Bristol, United Kingdom', 'GB'],
  berlin: ['Berlin, Germany', 'DE'],
  paris: ['Paris, France', 'FR'],
  amsterdam: ['Amsterdam, Netherlands', 'NL'],
  dublin: ['Dublin, Ireland', 'IE'],
  lisbon: ['Lisbon, Portugal', 'PT'],
  barcelona: ['Barcelona, Spain', 'ES'],
  copenhagen: ['Copenhagen, Denmark', 'DK'],
  newyork: ['New York, United States', 'US'],
  sf: ['San Francisco, United States', 'US'],
  austin: ['Austin, United States', 'US'],
  hongkong: ['Hong Kong', 'HK'],
  online: ['Online', null],
} satisfies Record<string, TPlace>;

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const base = (name: string, place: keyof typeof PLACES, industry: string, tags: string[], description: string) => {
  const [location, countryCode] = PLACES[place] as TPlace;
  const slug = slugify(name);
  return {
    slug,
    name,
    description,
    location,
    countryCode,
    industry,
    tags,
    url: `https://example.org/${slug}`,
    image: `/images/content/${industry}.svg`,
  };
};

type TPlaceKey = keyof typeof PLACES;
const placeKey = z.enum(Object.keys(PLACES) as [TPlaceKey, ...TPlaceKey[]]);

/** What every listed entry has: the slug, url and image are made from the name and industry. */
const listed = {
  name: z.string().min(1),
  place: placeKey,
  industry: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'Industry must be a lowercase word (it names the image)'),
  tags: z.array(z.string().min(1)),
  description: z.string().min(1),
};

const communitySchema = z.strictObject({
  ...listed,
  platform: z.string().min(1),
  memberCount: z.number().int().min(0),
});
const investorSchema = z.strictObject({
  ...listed,
  firm: z.string().min(1),
  stage: z.string().min(1),
  chequeSize: z.string().min(1),
});
const founderSchema = z.strictObject({ ...listed, company: z.string().min(1), role: z.string().min(1) });
const perkSchema = z.strictObject({
  ...listed,
  provider: z.string().min(1),
  offer: z.string().min(1),
  /** What the perk is worth in pence, or null when it cannot be priced. */
  valuePence: z.number().int().positive().nullable(),
  eligibleStages: z.array(z.enum(['idea', 'pre-seed', 'seed', 'series-a', 'series-b', 'growth'])),
  regions: z.array(z.string().regex(/^[A-Z]{2}$/, 'Regions are two-letter country codes')),
  /** The steps in order; seeded as a numbered Markdown list. */
  redeemSteps: z.array(z.string().min(1)).min(2),
  /** Days before the seed date that the offer was last checked with the provider (0–59). */
  verifiedDaysAgo: z.number().int().min(0).max(59),
});
const organiserSchema = z.strictObject({ ...listed, email: z.email().optional() });

/** Local wall-clock times as "HH:MM". */
type TLocalTime = `${number}:${number}`;
const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are local wall-clock times written HH:MM')
  .transform((value) => value as TLocalTime);
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const eventSchema = z.strictObject({
  ...listed,
  organiser: z.string().min(1),
  venue: z.string().min(1).nullable(),
  /** Days after the seed date the event starts (negative: it already happened). */
  inDays: z.number().int(),
  /** How many days it runs. */
  length: z.number().int().min(1),
  starts: localTime,
  ends: localTime,
  /** Overrides the place's zone (online events). */
  timeZone: z.string().refine(isTimeZone, 'Time zone must be an IANA zone such as Europe/London').optional(),
});

/** Reads the six files; an event whose organiser has no entry in event-organisers.yaml is an error. */
function readContent() {
  const content = {
    communities: readContentList('communities', communitySchema),
    investors: readContentList('investors', investorSchema),
    founders: readContentList('founders', founderSchema),
    perks: readContentList('perks', perkSchema),
    organisers: readContentList('event-organisers', organiserSchema),
    events: readContentList('events', eventSchema),
  };
  const organiserNames = new Set(content.organisers.map((organiser) => organiser.name));
  for (const event of content.events) {
    if (!organiserNames.has(event.organiser))
      throw new Error(
        `events.yaml: ${event.name}: organiser '${event.organiser}' has no entry in event-organisers.yaml`,
      );
  }
  return content;
}

const CONTENT = readContent();

/** Each place's IANA time zone; online events run on UK time unless they say otherwise. */
const ZONES: Record<keyof typeof PLACES, string> = {
  london: 'Europe/London',
  manchester: 'Europe/London',
  edinburgh: 'Europe/London',
  bristol: 'Europe/London',
  berlin: 'Europe/Berlin',
  paris: 'Europe/Paris',
  amsterdam: 'Europe/Amsterdam',
  dublin: 'Europe/Dublin',
  lisbon: 'Europe/Lisbon',
  barcelona: 'Europe/Madrid',
  copenhagen: 'Europe/Copenhagen',
  newyork: 'America/New_York',
  sf: 'America/Los_Angeles',
  austin: 'America/Chicago',
  hongkong: 'Asia/Hong_Kong',
  online: 'Europe/London',
};

const DAY = 86_400_000;

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms since the epoch), in ms. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(at / 60_000) * 60_000;
}

/** The UTC instant of a local wall-clock time in `timeZone` (`day` is a UTC midnight naming the local date). */
export function zonedTime(day: number, time: TLocalTime, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = day + hours * 3_600_000 + minutes * 60_000;
  // Twice, so a time on the far side of a daylight-saving change gets that side's offset.
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

const organiserSlug = (name: string) => slugify(name);

/** Event rows as first seeded: local times turned into UTC in the event's own zone. */
function eventRows(now: Date, organiserIds: Map<string, string>) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return CONTENT.events.map(
    ({ name, place, industry, tags, description, organiser, venue, inDays, length, ...event }) => {
      const row = base(name, place, industry, tags, description);
      const timeZone = event.timeZone ?? ZONES[place];
      return {
        ...row,
        organiser,
        organizerId: organiserIds.get(organiserSlug(organiser)) ?? null,
        venue,
        isOnline: place === 'online',
        timeZone,
        ticketsUrl: `https://example.org/tickets/${row.slug}`,
        startsAt: zonedTime(today + inDays * DAY, event.starts, timeZone),
        endsAt: zonedTime(today + (inDays + length - 1) * DAY, event.ends, timeZone),
      };
    },
  );
}

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Counts of the published rows each content area is seeded with (the seed test checks them). */
export const SEEDED_CONTENT = {
  communities: CONTENT.communities.length,
  investors: CONTENT.investors.length,
  founders: CONTENT.founders.length,
  perks: CONTENT.perks.length,
  eventOrganizers: CONTENT.organisers.length,
  events: CONTENT.events.length,
};

/**
 * Idempotent: rows are keyed by slug and existing rows are left as staff edited them. Two gap-fills
 * run every time and change nothing once done: events get the organiser row of their `organiser`
 * when they have none, and rows seeded before the perk terms and event details existed get them.
 */
export async function seedContent(db: TDb, now: Date = new Date()): Promise<void> {
  await db
    .insert(communities)
    .values(
      CONTENT.communities.map(({ name, place, industry, tags, description, ...community }) => ({
        ...base(name, place, industry, tags, description),
        ...community,
      })),
    )
    .onConflictDoNothing({ target: communities.slug });
  await db
    .insert(investors)
    .values(
      CONTENT.investors.map(({ name, place, industry, tags, description, ...investor }) => ({
        ...base(name, place, industry, tags, description),
        ...investor,
      })),
    )
    .onConflictDoNothing({ target: investors.slug });
  await db
    .insert(founders)
    .values(
      CONTENT.founders.map(({ name, place, industry, tags, description, ...founder }) => ({
        ...base(name, place, industry, tags, description),
        ...founder,
      })),
    )
    .onConflictDoNothing({ target: founders.slug });

  const perkRows = CONTENT.perks.map(({ name, place, industry, tags, description, ...perk }) => ({
    ...base(name, place, industry, tags, description),
    provider: perk.provider,
    offer: perk.offer,
    valuePence: perk.valuePence,
    eligibleStages: perk.eligibleStages,
    regions: perk.regions,
    redeemSteps: perk.redeemSteps.map((step, index) => `${index + 1}. ${step}`).join('\n'),
    lastVerifiedOn: isoDate(now.getTime() - perk.verifiedDaysAgo * DAY),
  }));
  await db.insert(perks).values(perkRows).onConflictDoNothing({ target: perks.slug });
  // Perks seeded before they had terms (no verification date yet) get them once.
  const unverified = await db.select({ slug: perks.slug }).from(perks).where(isNull(perks.lastVerifiedOn));
  for (const { slug } of unverified) {
    const row = perkRows.find((perk) => perk.slug === slug);
    if (!row) continue;
    const { valuePence, eligibleStages, regions, redeemSteps, lastVerifiedOn } = row;
    await db
      .update(perks)
      .set({ valuePence, eligibleStages, regions, redeemSteps, lastVerifiedOn })
      .where(and(eq(perks.slug, slug), isNull(perks.lastVerifiedOn)));
  }

  await db
    .insert(eventOrganizers)
    .values(
      CONTENT.organisers.map(({ name, place, industry, tags, description, email }) => ({
        ...base(name, place, industry, tags, description),
        email: email ?? `events@${slugify(name)}.example.org`,
      })),
    )
    .onConflictDoNothing({ target: eventOrganizers.slug });
  const organisers = await db
    .select({ id: eventOrganizers.id, slug: eventOrganizers.slug })
    .from(eventOrganizers)
    .where(
      inArray(
        eventOrganizers.slug,
        CONTENT.organisers.map(({ name }) => organiserSlug(name)),
      ),
    );
  const organiserIds = new Map(organisers.map((row) => [row.slug, row.id]));
  const rows = eventRows(now, organiserIds);
  await db.insert(events).values(rows).onConflictDoNothing({ target: events.slug });
  // Events seeded before they had a tickets link get their zone, format and link (their times stay).
  const undetailed = await db.select({ slug: events.slug }).from(events).where(isNull(events.ticketsUrl));
  for (const { slug } of undetailed) {
    const row = rows.find((event) => event.slug === slug);
    if (!row) continue;
    const { timeZone, isOnline, ticketsUrl } = row;
    await db
      .update(events)
      .set({ timeZone, isOnline, ticketsUrl })
      .where(and(eq(events.slug, slug), isNull(events.ticketsUrl)));
  }
  // Any event without an organiser row is linked to the organiser of the same name.
  await db
    .update(events)
    .set({ organizerId: sql`${eventOrganizers.id}` })
    .from(eventOrganizers)
    .where(and(isNull(events.organizerId), eq(eventOrganizers.name, events.organiser)));
}
