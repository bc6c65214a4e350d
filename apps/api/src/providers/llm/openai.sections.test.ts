import {
  GENERATED_SECTIONS,
  INDUSTRY_CATALOGUE,
  LEAN_CANVAS_BOXES,
  PROVIDER_SCHEMAS,
  type TIdeaBrief,
  type TInsightContent,
  ZVerdictContent,
} from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiProvider } from './openai.adapter';
import { type TLeanCanvas, createCanvasCache } from './openai.canvas';
import { startOpenAiTestServer, testAnalysis, testBrief } from './openai.test-server';

// What the OpenAI-compatible adapter writes: the brief review, one canvas for nine boxes, and the
// other sections written with the brief and the canvas as context.

let server: Awaited<ReturnType<typeof startOpenAiTestServer>>;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(() => server.close());

const idea = 'A subscription delivering refurbished office chairs to remote workers in Leeds';
const provider = () =>
  createOpenAiProvider({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 3000, retryBaseMs: 20 });
const since = (before: number) => server.requests.slice(before);

/** A canvas whose boxes can be told apart. */
const canvasReply = (tag: string): TLeanCanvas =>
  Object.fromEntries(
    LEAN_CANVAS_BOXES.map((box): [string, TInsightContent] => [
      box,
      { title: `${box} ${tag}`, summary: `The ${box} of the ${tag} canvas.`, points: [`A ${box} point.`] },
    ]),
  ) as TLeanCanvas;

describe('the lean canvas: nine boxes from one structured answer', () => {
  it('writes all nine boxes in one request when they are asked for at once, and each box is its part', async () => {
    const model = provider();
    const brief = testBrief({ offering: 'standing desks' });
    server.queue({ content: canvasReply('desks') });
    const before = server.requests.length;
    const boxes = await Promise.all(
      LEAN_CANVAS_BOXES.map((section) => model.generate({ section, idea, analysis: testAnalysis(idea, brief) })),
    );
    expect(since(before).map((request) => request.schemaName)).toEqual(['LeanCanvas']);
    expect(boxes.map((box) => (box as TInsightContent).title)).toEqual(LEAN_CANVAS_BOXES.map((box) => `${box} desks`));
    const schema = since(before)[0]?.schema as { required: string[] };
    expect(schema.required).toEqual([...LEAN_CANVAS_BOXES]);

    // Another section reads the same canvas as context, without writing it again.
    const pitch = await model.generate({ section: 'ElevatorPitch', idea, analysis: testAnalysis(idea, brief) });
    expect(PROVIDER_SCHEMAS.ElevatorPitch.safeParse(pitch).success).toBe(true);
    const asked = since(before);
    expect(asked.map((request) => request.schemaName)).toEqual(['LeanCanvas', 'ElevatorPitch']);
    expect(asked[1]?.prompt).toContain('The Problem of the desks canvas.');
  });

  it('writes a new canvas when the brief changes', async () => {
    const model = provider();
    const before = server.requests.length;
    await model.generate({ section: 'Problem', idea, analysis: testAnalysis(idea) });
    await model.generate({ section: 'Channels', idea, analysis: testAnalysis(idea) });
    const moved = testBrief({
      places: [{ city: 'York', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' }],
    });
    await model.generate({ section: 'Problem', idea, analysis: testAnalysis(idea, moved) });
    expect(since(before).map((request) => request.schemaName)).toEqual(['LeanCanvas', 'LeanCanvas']);
  });

  it('does not keep a canvas that failed: the next ask writes it again', async () => {
    const model = provider();
    const brief = testBrief({ offering: 'ergonomic footrests' });
    server.queue({ status: 400, error: 'Bad request' });
    await expect(
      model.generate({ section: 'Solution', idea, analysis: testAnalysis(idea, brief) }),
    ).rejects.toMatchObject({ kind: 'http' });
    const solution = await model.generate({ section: 'Solution', idea, analysis: testAnalysis(idea, brief) });
    expect(PROVIDER_SCHEMAS.Solution.safeParse(solution).success).toBe(true);
  });

  it('writes another section from the brief alone when the canvas is unusable', async () => {
    const brief = testBrief({ offering: 'chair repairs' });
    server.queue({ content: 'not json' }, { content: '{"Problem": 1}' });
    const before = server.requests.length;
    const verdict = await provider().generate({ section: 'Verdict', idea, analysis: testAnalysis(idea, brief) });
    expect(ZVerdictContent.safeParse(verdict).success).toBe(true);
    const asked = since(before);
    expect(asked.map((request) => request.schemaName)).toEqual(['LeanCanvas', 'LeanCanvas', 'Verdict']);
    expect(asked[2]?.prompt).not.toContain('Its lean canvas');
  });
});

describe('the canvas cache', () => {
  const canvas = canvasReply('cached');
  it('shares one write between concurrent asks and forgets a failed one', async () => {
    const cache = createCanvasCache({ max: 10, ttlMs: 1000 });
    let writes = 0;
    const write = () => {
      writes += 1;
      return new Promise<TLeanCanvas>((resolve) => setTimeout(() => resolve(canvas), 10));
    };
    await Promise.all([cache.get('a', write), cache.get('a', write), cache.get('a', write)]);
    expect(writes).toBe(1);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', write)).toBe(canvas);
    expect(writes).toBe(2);
  });

  it('expires entries after their time and keeps only the most recently used', async () => {
    let now = 0;
    const cache = createCanvasCache({ max: 2, ttlMs: 1000, now: () => now });
    let writes = 0;
    const write = async () => {
      writes += 1;
      return canvas;
    };
    await cache.get('a', write);
    await cache.get('b', write);
    await cache.get('a', write); // a is now the most recent
    await cache.get('c', write); // b goes
    expect(cache.size).toBe(2);
    await cache.get('a', write);
    expect(writes).toBe(3);
    await cache.get('b', write);
    expect(writes).toBe(4);
    now = 1001;
    await cache.get('b', write);
    expect(writes).toBe(5);
  });
});

describe('sections written with the brief and the canvas', () => {
  it('tells the model to mark competitors "(to verify)", give assumptions, and use the idea’s own currency and laws', async () => {
    const brief = testBrief({
      places: [{ city: 'Lisbon', region: 'Lisbon', region_code: '11', country: 'Portugal', country_code: 'PT' }],
      currency: 'EUR',
    });
    const before = server.requests.length;
    await provider().generate({ section: 'ExistingAlternatives', idea, analysis: testAnalysis(idea, brief) });
    const prompt = since(before).find((request) => request.schemaName === 'ExistingAlternatives')?.prompt ?? '';
    expect(prompt).toContain('"(to verify)"');
    expect(prompt).toContain('every amount in EUR, written like €1,200');
    expect(prompt).toContain('carries its assumption');
    expect(prompt).toContain('only those of Portugal');
    expect(prompt).not.toContain('£');
  });

  it('asks for an investor’s verdict with at least three red flags, and repairs one with fewer', async () => {
    const thin = {
      verdict: 'needs_evidence',
      summary: 'Could work.',
      red_flags: ['Churn.', 'Logistics.'],
      green_lights: ['Clear buyer.'],
      assumptions: ['Chairs cost about £60 to refurbish.'],
    };
    const brief = testBrief({ offering: 'office chairs on loan' });
    server.queue({ content: canvasReply('verdict') }, { content: thin });
    const before = server.requests.length;
    const verdict = ZVerdictContent.parse(
      await provider().generate({ section: 'Verdict', idea, analysis: testAnalysis(idea, brief) }),
    );
    expect(verdict.red_flags.length).toBeGreaterThanOrEqual(3);
    const asked = since(before);
    expect(asked[1]?.prompt).toContain("experienced seed investor's first read");
    expect(asked[2]?.prompt).toContain('red_flags');
  });

  it('never lets the landing page claim backers: one repair, then a clean page', async () => {
    const claim = {
      main_title: 'Chairs that fit your back, delivered',
      subtitle: 'Backed by Seedcamp and trusted by 5,000 remote workers',
      prototype_title: 'See it',
      event_title: 'Events',
      community_title: 'Community',
      investor_title: 'Investors',
      perk_title: 'Perks',
      founder_title: 'Founders',
      call_to_action: 'Join the waitlist',
      features: [{ title: 'Refurbished', description: 'Good as new.' }],
    };
    const clean = { ...claim, subtitle: 'A refurbished office chair for your home desk, on a monthly plan' };
    const brief = testBrief({ offering: 'refurbished desk chairs' });
    server.queue({ content: canvasReply('landing') }, { content: claim }, { content: clean });
    const before = server.requests.length;
    const page = await provider().generate({
      section: 'LandingPageContent',
      idea,
      analysis: testAnalysis(idea, brief),
    });
    expect(page).toEqual(clean);
    expect(since(before)[2]?.prompt).toContain('The page says "Backed by"');
  });
});

describe('every section from a model that follows the schema', () => {
  it('is valid, in one request per section after the one canvas', async () => {
    const model = provider();
    const brief = testBrief({ offering: 'refurbished gaming chairs' });
    const before = server.requests.length;
    for (const section of GENERATED_SECTIONS) {
      const answer = await model.generate({ section, idea, analysis: testAnalysis(idea, brief) });
      expect(PROVIDER_SCHEMAS[section].safeParse(answer).success, section).toBe(true);
    }
    const others = GENERATED_SECTIONS.filter((section) => !(LEAN_CANVAS_BOXES as readonly string[]).includes(section));
    expect(since(before).map((request) => request.schemaName)).toEqual(['LeanCanvas', ...others]);
  });

  it('sends back experiments that test no listed assumption, once', async () => {
    const plan = (assumptionId: string) => ({
      summary: 'Test demand before buying stock.',
      assumptions: [{ id: 'A1', statement: 'Remote workers pay monthly.', risk: 'high', canvas_box: 'RevenueStreams' }],
      experiments: [
        {
          id: 'E1',
          assumption_id: assumptionId,
          name: 'Pre-order page',
          method: 'A page with a £25 monthly plan.',
          success_metric: '20 sign-ups from 500 visitors',
          duration_days: 14,
        },
      ],
    });
    const brief = testBrief({ offering: 'refurbished kneeling chairs' });
    server.queue({ content: canvasReply('plan') }, { content: plan('A7') }, { content: plan('A1') });
    const before = server.requests.length;
    const answer = await provider().generate({ section: 'ValidationData', idea, analysis: testAnalysis(idea, brief) });
    expect(answer).toEqual(plan('A1'));
    expect(since(before)[2]?.prompt).toContain('Experiments E1 test assumptions that are not listed');
  });
});

describe('reviewing the brief', () => {
  const draft = testBrief({
    offering: 'subscription service delivering',
    corrected: ['places'],
    places: [{ city: 'Leeds', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' }],
  });
  const review = (overrides: Record<string, unknown> = {}) => ({
    offering: 'refurbished office chairs',
    buyer: 'b2c',
    customer: 'remote workers',
    end_user: null,
    business_model: 'subscription',
    industry_code: '999999',
    places: [{ city: 'Lisbon', region: 'Lisbon', region_code: '11', country: 'Portugal', country_code: 'PT' }],
    scope: 'local',
    currency: 'EUR',
    confidence: { offering: 0.9, buyer: 0.8, customer: 0.9, business_model: 0.9, industry: 0.8, places: 0.9 },
    assumptions: ['We assumed the chairs are delivered, not collected.'],
    ...overrides,
  });

  it('takes the model’s corrections but keeps what the founder set and an industry code it does not know', async () => {
    server.queue({ content: review() });
    const before = server.requests.length;
    const brief = await provider().reviewBrief?.({ idea, draft });
    expect(brief).toMatchObject({
      offering: 'refurbished office chairs',
      places: draft.places,
      currency: 'GBP',
      industry: draft.industry,
      corrected: ['places'],
      assumptions: ['We assumed the chairs are delivered, not collected.'],
    });
    const [request] = since(before);
    expect(request?.schemaName).toBe('IdeaBrief');
    expect(request?.body.temperature).toBe(0);
    expect(request?.prompt).toContain('copy them unchanged: places');
  });

  it('moves the currency with the main country, and drops places whose country is not real', async () => {
    server.queue({
      content: review({
        places: [
          { city: 'Lisbon', region: null, region_code: null, country: 'Portugal', country_code: 'pt' },
          { city: 'Atlantis', region: null, region_code: null, country: 'Atlantis', country_code: 'QQ' },
        ],
      }),
    });
    const brief = await provider().reviewBrief?.({ idea, draft: { ...draft, corrected: [] } });
    expect(brief?.places).toEqual([
      { city: 'Lisbon', region: null, region_code: null, country: 'Portugal', country_code: 'PT' },
    ]);
    expect(brief?.currency).toBe('EUR');
  });

  it.runIf(INDUSTRY_CATALOGUE.length > 1)(
    'uses the catalogue’s label and family for a known industry code',
    async () => {
      const entry = INDUSTRY_CATALOGUE.find((industry) => industry.code !== draft.industry.code);
      server.queue({ content: review({ industry_code: entry?.code }) });
      const before = server.requests.length;
      const brief = await provider().reviewBrief?.({ idea, draft });
      expect(brief?.industry).toEqual({ code: entry?.code, label: entry?.label, family: entry?.family });
      const schema = since(before)[0]?.schema as { properties: { industry_code: { enum?: string[] } } };
      expect(schema.properties.industry_code.enum).toContain(entry?.code);
    },
  );

  it('keeps every field the founder corrected, whatever the model says', async () => {
    const fixed: TIdeaBrief = {
      ...draft,
      offering: 'chair rental',
      customer: 'coworking spaces',
      buyer: 'b2b',
      business_model: 'rental',
      corrected: ['offering', 'customer', 'buyer', 'business_model', 'industry', 'places'],
    };
    server.queue({ content: review() });
    const brief = await provider().reviewBrief?.({ idea, draft: fixed });
    expect(brief).toMatchObject({
      offering: 'chair rental',
      customer: 'coworking spaces',
      buyer: 'b2b',
      business_model: 'rental',
      industry: fixed.industry,
      places: fixed.places,
      currency: fixed.currency,
    });
  });

  it('returns the draft unchanged when the model fails, answers nonsense or is too slow, without throwing', async () => {
    server.queue({ status: 400, error: 'Bad request' });
    expect(await provider().reviewBrief?.({ idea, draft })).toEqual(draft);
    server.queue({ content: 'not json' }, { content: { offering: 1 } });
    expect(await provider().reviewBrief?.({ idea, draft })).toEqual(draft);
    server.queue({ delayMs: 3000, content: {} });
    const impatient = createOpenAiProvider({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 1000 });
    const started = Date.now();
    expect(await impatient.reviewBrief?.({ idea, draft })).toEqual(draft);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
