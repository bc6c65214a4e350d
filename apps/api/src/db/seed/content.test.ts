import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';
import { articles, communities, eventOrganizers, events, founders, investors, perks } from '../schema';
import { SEEDED_CONTENT, seedContent, zonedTime } from './content';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const TABLES = { communities, investors, founders, perks, eventOrganizers, events } as const;
const DAY = 86_400_000;

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.status, 'published'));
    counts[name] = Number(row?.n);
  }
  const eventRows = await db().select().from(events).orderBy(events.slug);
  const perkRows = await db().select().from(perks).orderBy(perks.slug);
  return { counts, eventRows, perkRows };
}

/** The local wall-clock time "HH:MM" of an instant in a zone. */
const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

describe('content seed', () => {
  it('seeds at least 20 published rows in every area and changes nothing when run again', async () => {
    const first = await snapshot();
    for (const [name, count] of Object.entries(first.counts)) {
      expect(count, name).toBeGreaterThanOrEqual(20);
      expect(count, name).toBe(SEEDED_CONTENT[name as keyof typeof SEEDED_CONTENT]);
    }
    await seedContent(db());
    await seedContent(db());
    expect(await snapshot()).toEqual(first);
  });

  it('links every event to the organiser row of the same name', async () => {
    const rows = await db()
      .select({ event: events.name, organiser: events.organiser, row: eventOrganizers.name })
      .from(events)
      .leftJoin(eventOrganizers, eq(events.organizerId, eventOrganizers.id));
    for (const row of rows) expect(row.row, row.event).toBe(row.organiser);
    for (const organiser of await db().select().from(eventOrganizers)) {
      expect(organiser.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(organiser.description.length).toBeGreaterThan(40);
      expect(organiser.url).toMatch(/^https:\/\//);
    }
  });

  it('links events seeded before organisers existed, once', async () => {
    const [event] = await db().select().from(events).limit(1);
    await db().update(events).set({ organizerId: null }).where(eq(events.id, event!.id));
    await seedContent(db());
    const [after] = await db().select().from(events).where(eq(events.id, event!.id));
    expect(after!.organizerId).toBe(event!.organizerId);
  });

  it('fills in perk terms and event details on rows seeded before they existed, once', async () => {
    const [perk] = await db().select().from(perks).where(eq(perks.slug, 'cloud-credits-for-ai-startups'));
    const [event] = await db().select().from(events).where(eq(events.slug, 'digital-health-asia'));
    await db()
      .update(perks)
      .set({ valuePence: null, eligibleStages: [], regions: [], redeemSteps: '', lastVerifiedOn: null })
      .where(eq(perks.id, perk!.id));
    await db()
      .update(events)
      .set({ timeZone: 'Europe/London', isOnline: false, ticketsUrl: null })
      .where(eq(events.id, event!.id));
    await seedContent(db());
    const [perkAfter] = await db().select().from(perks).where(eq(perks.id, perk!.id));
    const [eventAfter] = await db().select().from(events).where(eq(events.id, event!.id));
    expect({ ...perkAfter, updatedAt: null }).toEqual({ ...perk, updatedAt: null });
    expect(eventAfter).toMatchObject({
      timeZone: 'Asia/Hong_Kong',
      ticketsUrl: event!.ticketsUrl,
      startsAt: event!.startsAt,
    });
  });

  it('gives events a zone, format, tickets link and sensible local times, spread around now', async () => {
    const rows = await db().select().from(events);
    const now = Date.now();
    for (const event of rows) {
      expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone }), event.name).not.toThrow();
      expect(event.ticketsUrl).toBe(`https://example.org/tickets/${event.slug}`);
      expect(event.isOnline).toBe(event.location === 'Online');
      if (!event.isOnline) expect(event.venue, event.name).not.toBeNull();
      expect(event.endsAt.getTime()).toBeGreaterThan(event.startsAt.getTime());
      const starts = Number(localTime(event.startsAt, event.timeZone).slice(0, 2));
      expect(starts, `${event.name} starts ${localTime(event.startsAt, event.timeZone)}`).toBeGreaterThanOrEqual(8);
      expect(starts, event.name).toBeLessThanOrEqual(19);
      expect(event.startsAt.getTime()).toBeLessThan(now + 90 * DAY);
    }
    const byName = new Map(rows.map((event) => [event.name, event]));
    expect(byName.get('Digital Health Asia')?.timeZone).toBe('Asia/Hong_Kong');
    expect(byName.get('Freelancer Finance Workshop')?.timeZone).toBe('America/New_York');
    expect(localTime(byName.get('Freelancer Finance Workshop')!.startsAt, 'America/New_York')).toBe('18:00');
    const past = rows.filter((event) => event.endsAt.getTime() < now);
    expect(past.length).toBeGreaterThanOrEqual(3);
    for (const event of past) expect(event.startsAt.getTime()).toBeGreaterThan(now - 10 * DAY);
    expect(rows.length - past.length).toBeGreaterThanOrEqual(20);
  });

  it('turns local times into UTC across daylight-saving changes', () => {
    // 31 March 2025: London on BST (UTC+1); 1 Jan: GMT; New York in January: UTC−5.
    expect(zonedTime(Date.UTC(2025, 2, 31), '18:00', 'Europe/London').toISOString()).toBe('2025-03-31T17:00:00.000Z');
    expect(zonedTime(Date.UTC(2025, 0, 1), '18:00', 'Europe/London').toISOString()).toBe('2025-01-01T18:00:00.000Z');
    expect(zonedTime(Date.UTC(2025, 0, 1), '18:00', 'America/New_York').toISOString()).toBe('2025-01-01T23:00:00.000Z');
    expect(zonedTime(Date.UTC(2025, 0, 1), '09:00', 'Asia/Hong_Kong').toISOString()).toBe('2025-01-01T01:00:00.000Z');
  });

  it('gives perks a value, eligibility, regions, redeem steps and a recent verification date', async () => {
    const stages = ['idea', 'pre-seed', 'seed', 'series-a', 'series-b', 'growth'];
    const rows = await db().select().from(perks);
    const today = new Date().toISOString().slice(0, 10);
    const oldest = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10);
    for (const perk of rows) {
      for (const stage of perk.eligibleStages) expect(stages).toContain(stage);
      for (const region of perk.regions) expect(region).toMatch(/^[A-Z]{2}$/);
      expect(perk.redeemSteps, perk.name).toMatch(/^1\. .*member dashboard/);
      expect(perk.redeemSteps, perk.name).toMatch(/\n2\. /);
      expect(perk.lastVerifiedOn! >= oldest && perk.lastVerifiedOn! <= today, perk.name).toBe(true);
      if (perk.valuePence !== null) expect(perk.valuePence).toBeGreaterThan(0);
    }
    expect(rows.find((perk) => perk.name === 'Cloud credits for AI startups')?.valuePence).toBe(500_000);
    expect(rows.filter((perk) => perk.valuePence !== null).length).toBeGreaterThanOrEqual(20);
  });

  it('points every image at a file the web app serves', async () => {
    const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
    const images = new Set<string>();
    for (const table of Object.values(TABLES)) {
      for (const row of await db().select({ image: table.image }).from(table)) if (row.image) images.add(row.image);
    }
    for (const row of await db().select({ image: articles.image }).from(articles)) if (row.image) images.add(row.image);
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
  });
});
