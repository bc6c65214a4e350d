import { LAUNCHPAD_SECTIONS, SECTION_SCHEMAS } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadSections } from '../../db/schema';
import { LlmError, type TLlmProvider } from '../../providers/llm';
import { type TTestContext, createTestContext } from '../../test/context';
import { createIdeaFor, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

let ctx: TTestContext;
let api: ReturnType<typeof launchpadApi>;
let headers: Record<string, string>;
/** Generations the provider was asked for, by section; `failNext` makes the next call for a section fail. */
const calls: string[] = [];
const failNext = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      const real: TLlmProvider = app.deps.llm;
      app.deps.llm = {
        name: real.name,
        generate: async (input) => {
          calls.push(input.section);
          await new Promise((resolve) => setTimeout(resolve, 30));
          if (failNext.delete(input.section))
            throw new LlmError('The AI service did not answer within 60 seconds. Please try again.', 'timeout');
          return real.generate(input);
        },
      };
    },
  });
  api = launchpadApi(ctx);
  headers = (await customerOnPlan(ctx, 'scale')).headers;
});
afterAll(() => ctx.close());

const contentOf = async (id: string, section: string) => {
  const res = await api.section(headers, id, section);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.json().data.content);
};

describe('launchpad sections: every SPEC §7 section', () => {
  it('answers each section as JSON text that matches its schema', async () => {
    const id = await createIdeaFor(
      ctx,
      headers,
      'A subscription app that delivers healthy vegan meal kits to busy parents in Manchester',
    );
    for (const section of LAUNCHPAD_SECTIONS) {
      const res = await api.section(headers, id, section);
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { idea_id: id, section, version: 1 } });
      expect(typeof body.data.content).toBe('string');
      const parsed = SECTION_SCHEMAS[section].safeParse(JSON.parse(body.data.content));
      expect(parsed.success, `${section}: ${parsed.error?.message}`).toBe(true);
    }
    const read = (await api.read(headers, id)).json().data;
    expect(Object.keys(read.sections).sort()).toEqual([...LAUNCHPAD_SECTIONS].sort());
  });

  it('names brands under business_names with their domain and availability from the registrar', async () => {
    const id = await createIdeaFor(
      ctx,
      headers,
      'An app that matches dog owners in Berlin with trusted local dog walkers',
    );
    const { business_names: names } = await contentOf(id, 'BusinessName');
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const entry of names) {
      // A local idea in Germany: its names are offered under .de (the country tld the registrar sells).
      expect(entry.domain).toMatch(/^[a-z0-9]+\.de$/);
      expect(typeof entry.available).toBe('boolean');
    }
    expect(names.some((n: { name: string }) => /dog|walk|paw|wag|fetch|leash/i.test(n.name))).toBe(true);
  });

  it('puts the brand wheel under brand_wheel with brand_attributes and visual_identity, and the landing page fields of SPEC §3', async () => {
    const id = await createIdeaFor(ctx, headers, 'Refillable clean skincare for men in Paris');
    const wheel = await contentOf(id, 'BrandWheel');
    expect(wheel.brand_wheel.brand_attributes.values.length).toBeGreaterThan(0);
    expect(wheel.brand_wheel.visual_identity.colours[0].hex).toMatch(/^#[0-9A-Fa-f]{6}$/);
    const landing = await contentOf(id, 'LandingPageContent');
    for (const field of [
      'main_title',
      'subtitle',
      'prototype_title',
      'event_title',
      'community_title',
      'investor_title',
      'perk_title',
      'founder_title',
    ]) {
      expect(landing[field], field).toEqual(expect.any(String));
    }
    const location = await contentOf(id, 'LocationData');
    expect(location).toMatchObject({ city: 'Paris', country_code: 'FR', formation_country_code: 'FR' });
  });
});

describe('launchpad sections: grounded in the idea', () => {
  it('gives two different ideas clearly different canvases, each naming its own words', async () => {
    const dogs = await createIdeaFor(
      ctx,
      headers,
      'An app that matches dog owners in Berlin with trusted local dog walkers',
    );
    const books = await createIdeaFor(
      ctx,
      headers,
      'A marketplace where university students in Manchester rent out textbooks to each other',
    );
    for (const section of [
      'Problem',
      'Solution',
      'CustomerSegments',
      'RevenueStreams',
      'ElevatorPitch',
      'UniqueValueProposition',
    ]) {
      const a = JSON.stringify(await contentOf(dogs, section));
      const b = JSON.stringify(await contentOf(books, section));
      expect(a, section).not.toEqual(b);
      expect(a.toLowerCase(), section).toMatch(/dog/);
      expect(b.toLowerCase(), section).toMatch(/student|textbook/);
      expect(b.toLowerCase(), section).not.toMatch(/dog/);
    }
  });

  it('writes the same content for the same idea text (deterministic)', async () => {
    const text = 'Solar panel leasing for small farms in Texas';
    const first = await createIdeaFor(ctx, headers, text);
    const second = await createIdeaFor(ctx, headers, text);
    for (const section of ['CurrentMarket', 'BrandWheel', 'ElevatorPitch', 'ValidationData']) {
      expect(await contentOf(first, section)).toEqual(await contentOf(second, section));
    }
  });
});

describe('launchpad sections: recommendations', () => {
  it('ranks communities, investors, founders, perks and events by relevance, place and industry, at most 2 each', async () => {
    const id = await createIdeaFor(
      ctx,
      headers,
      'An app that matches dog owners in Berlin with trusted local dog walkers',
    );
    const communities = (await contentOf(id, 'fetchCommunities')).items;
    expect(communities[0].name).toBe('Berlin Dog People');
    expect(communities.length).toBeLessThanOrEqual(2);
    expect((await contentOf(id, 'fetchInvestors')).items[0].name).toBe('Pawprint Partners');
    expect((await contentOf(id, 'fetchFounders')).items[0].name).toBe('Lena Brandt');
    // The walkers' insurance perk is for UK businesses only: nothing stands in for it in Berlin.
    expect((await contentOf(id, 'fetchPerks')).items).toEqual([]);
    const events = (await contentOf(id, 'fetchEvents')).items;
    expect(events[0]).toMatchObject({ name: 'Pet Business Summit', starts_at: expect.any(String) });
  });

  it('matches word forms through stemming ("student" finds "Students")', async () => {
    const id = await createIdeaFor(ctx, headers, 'A revision app for university student groups in Manchester');
    const [top] = (await contentOf(id, 'fetchCommunities')).items;
    expect(top.name).toBe('EdTech Society Manchester');
    // More than the industry boost alone (0.6): the text itself matched.
    expect(top.relevance).toBeGreaterThan(0.6);
  });

  it('returns an empty list (placeholders on the page) when nothing is relevant', async () => {
    const id = await createIdeaFor(ctx, headers, 'Hand-tuned xylophones for orchestras in Reykjavik');
    const perks = await contentOf(id, 'fetchPerks');
    expect(perks.items.length).toBeLessThanOrEqual(2);
    for (const item of perks.items) expect(['general']).toContain(item.industry);
  });
});

describe('launchpad sections: stored once', () => {
  it('shares one generation between 20 parallel requests and stores one row', async () => {
    const id = await createIdeaFor(ctx, headers, 'Cargo bike deliveries for independent shops in Amsterdam');
    const before = calls.filter((s) => s === 'CurrentMarket').length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.section(headers, id, 'CurrentMarket')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(calls.filter((s) => s === 'CurrentMarket').length - before).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(launchpadSections)
      .where(and(eq(launchpadSections.ideaId, id), eq(launchpadSections.section, 'CurrentMarket')));
    expect(rows).toHaveLength(1);
    // A later request reads the stored section without generating again.
    await api.section(headers, id, 'CurrentMarket');
    expect(calls.filter((s) => s === 'CurrentMarket').length - before).toBe(1);
  });

  it('stores nothing when generation fails, tells the person, and succeeds on retry', async () => {
    const id = await createIdeaFor(ctx, headers, 'Night-time childcare for shift-working nurses in Leeds');
    failNext.add('KeyMetrics');
    const failed = await api.section(headers, id, 'KeyMetrics');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ success: false, message: expect.stringContaining('did not answer') });
    expect((await api.read(headers, id)).json().data.sections).not.toHaveProperty('KeyMetrics');
    const retried = await api.section(headers, id, 'KeyMetrics');
    expect(retried.statusCode).toBe(200);
    expect((await api.read(headers, id)).json().data.sections).toHaveProperty('KeyMetrics');
  });

  it('answers 404 for an unknown section', async () => {
    const id = await createIdeaFor(ctx, headers, 'Vintage camera repair by post');
    const res = await api.section(headers, id, 'MagicBeans');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'There is no section called MagicBeans.' });
  });
});

describe('launchpad: refining keeps versions', () => {
  it('makes a new version whose sections regenerate, keeps the old one and restores it', async () => {
    const id = await createIdeaFor(ctx, headers, 'A coffee van for building sites in Bristol');
    const v1 = await contentOf(id, 'Problem');
    const refined = await api.refine(headers, id, 'Also sell hot breakfasts to delivery drivers');
    expect(refined.statusCode, refined.body).toBe(200);
    expect(refined.json().data).toMatchObject({ version: 2, sections: {} });
    expect(refined.json().data.prompt).toContain('hot breakfasts');
    const v2 = await contentOf(id, 'Problem');
    expect(v2).not.toEqual(v1);

    const versions = (await api.versions(headers, id)).json().data;
    expect(versions.map((v: { version: number; refinement: string | null }) => [v.version, v.refinement])).toEqual([
      [1, null],
      [2, 'Also sell hot breakfasts to delivery drivers'],
    ]);
    expect(versions[0].sections).toEqual(['Problem']);

    const restored = await api.restore(headers, id, 1);
    expect(restored.json().data.version).toBe(1);
    expect(JSON.parse(restored.json().data.sections.Problem)).toEqual(v1);
    expect((await api.restore(headers, id, 9)).statusCode).toBe(404);
    const empty = await api.refine(headers, id, '   ');
    expect(empty.json()).toEqual({ success: false, message: 'Please fill in the field' });
  });
});

describe('launchpad: validation experiments', () => {
  it('marks an experiment validated, invalidated or inconclusive with a note, shown with the idea', async () => {
    const id = await createIdeaFor(ctx, headers, 'Peer-to-peer camping gear rental in Edinburgh');
    const validation = await contentOf(id, 'ValidationData');
    const experiment = validation.experiments[0].id;
    const res = await api.experiment(headers, id, experiment, { status: 'validated', note: '8 of 10 campers agreed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      experiment_id: experiment,
      status: 'validated',
      note: '8 of 10 campers agreed',
    });
    await api.experiment(headers, id, experiment, { status: 'inconclusive', note: 'Mixed answers' });
    const read = (await api.read(headers, id)).json().data;
    expect(read.experiments.find((e: { experiment_id: string }) => e.experiment_id === experiment)).toMatchObject({
      status: 'inconclusive',
      note: 'Mixed answers',
    });
    expect(read.experiments.filter((e: { status: string }) => e.status === 'untested')).toHaveLength(
      validation.experiments.length - 1,
    );
    expect((await api.experiment(headers, id, 'E99', { status: 'validated' })).statusCode).toBe(404);
    expect((await api.experiment(headers, id, experiment, { status: 'proven' })).statusCode).toBe(400);
  });
});
