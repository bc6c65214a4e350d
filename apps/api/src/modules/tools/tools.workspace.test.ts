import { inflateRawSync } from 'node:zlib';
import {
  type TBusinessPlanFormData,
  addSubordinate,
  defaultOrgChart,
  emptyBusinessPlan,
  toolsEndpoints as endpoints,
} from '@launchpad/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';
import { customerOnPlan } from '../launchpad/launchpad.test-helpers';

type THeaders = Record<string, string>;
let ctx: TTestContext;
let tools: THeaders;
const post = (url: string, headers: THeaders, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  tools = (await customerOnPlan(ctx, 'growth')).headers;
});
afterAll(() => ctx.close());

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function plan(overrides: Partial<TBusinessPlanFormData> = {}): TBusinessPlanFormData {
  const form = emptyBusinessPlan();
  return {
    ...form,
    companyName: 'Acme Robotics Ltd',
    tagline: 'Robots that fold laundry',
    location: 'Manchester',
    image: PNG,
    executiveSummary: 'We build affordable laundry-folding robots for busy households.',
    problemList: ['Folding takes hours every week', '', '', '', ''],
    solutionList: ['A countertop robot that folds a basket in ten minutes', '', '', '', ''],
    targetMarkets: ['Families with young children', 'Student halls', '', '', ''],
    competitors: [{ name: 'FoldCo', strengths: 'Brand', weaknesses: 'Costs £1,500' }],
    salesChannelsList: ['Online shop', '', '', '', ''],
    marketingActivities: ['Short videos of the robot at work', '', '', '', ''],
    milestones: [{ title: 'First 100 units shipped', date: 'June 2027', description: 'From our own workshop.' }],
    teamMembers: [{ name: 'Ada Lovelace', role: 'Chief executive', bio: 'Engineer, ex-Dyson.' }],
    resources: [{ name: 'Workshop', description: 'A 200 m² unit in Salford.' }],
    fundingRequired: '250000',
    notes: ['Grant application pending.'],
    ...overrides,
  };
}

async function pdfText(data: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The files of a zip (stored or deflated entries), read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    files.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('tools workspace: who may use it', () => {
  it('refuses signed-out visitors (401) and customers without the tools flag (403, with a message)', async () => {
    expect((await post(endpoints.orgChart.path, {})).statusCode).toBe(401);
    for (const planSlug of [null, 'starter']) {
      const { headers } = await customerOnPlan(ctx, planSlug);
      for (const [url, body] of [
        [endpoints.orgChart.path, {}],
        [endpoints.saveOrgChart.path, { chart: defaultOrgChart(1) }],
        [endpoints.businessPlanExport.path, { format: 'pdf', formData: plan() }],
      ] as const) {
        const res = await post(url, headers, body);
        expect(res.statusCode, `${planSlug} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });
});

describe('organisation chart saved to the account', () => {
  it('answers null before the first save, then the saved chart', async () => {
    const { headers } = await customerOnPlan(ctx, 'growth');
    expect((await post(endpoints.orgChart.path, headers)).json()).toEqual({ success: true, data: null });

    let chart = defaultOrgChart(1_763_800_000_000);
    chart = { ...chart, name: 'Ada Lovelace', role: 'Founder' };
    chart = addSubordinate(chart, chart.subordinates[0]!.id, 1_763_800_000_500);
    const saved = await post(endpoints.saveOrgChart.path, headers, { chart });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Organisation chart saved.', data: { chart } });

    const read = await post(endpoints.orgChart.path, headers);
    expect(read.json().data.chart).toEqual(chart);
    expect(new Date(read.json().data.updatedAt).getTime()).not.toBeNaN();

    // Another customer's chart is their own.
    expect((await post(endpoints.orgChart.path, tools)).json().data).toBeNull();
  });

  it('replaces the chart on a second save', async () => {
    const { headers } = await customerOnPlan(ctx, 'growth');
    await post(endpoints.saveOrgChart.path, headers, { chart: defaultOrgChart(1) });
    const second = { ...defaultOrgChart(2), name: 'Grace' };
    await post(endpoints.saveOrgChart.path, headers, { chart: second });
    expect((await post(endpoints.orgChart.path, headers)).json().data.chart).toEqual(second);
  });

  it('refuses oversize, duplicate-id and malformed charts with a readable message, keeping the saved one', async () => {
    const { headers } = await customerOnPlan(ctx, 'growth');
    const good = defaultOrgChart(5);
    await post(endpoints.saveOrgChart.path, headers, { chart: good });

    const wide = {
      ...good,
      subordinates: Array.from({ length: 501 }, (_, i) => ({ id: `p${i}`, name: '', role: '', subordinates: [] })),
    };
    const dup = { ...good, subordinates: [good.subordinates[0], good.subordinates[0]] };
    const longName = { ...good, name: 'x'.repeat(81) };
    for (const [chart, message] of [
      [wide, /at most 500 people/],
      [dup, /different id/],
      [longName, /at most 80 characters/],
      [{ id: 'x' }, /./],
    ] as const) {
      const res = await post(endpoints.saveOrgChart.path, headers, { chart });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect((await post(endpoints.orgChart.path, headers)).json().data.chart).toEqual(good);
  });
});

describe('business plan document', () => {
  it('exports a PDF named after the company whose text reads back', async () => {
    const res = await post(endpoints.businessPlanExport.path, tools, { format: 'pdf', formData: plan() });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Acme Robotics Ltd - business plan.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Acme Robotics Ltd',
      'Robots that fold laundry',
      'Executive summary',
      'Folding takes hours every week',
      'FoldCo',
      'Weaknesses: Costs £1,500',
      'First 100 units shipped (June 2027)',
      'Ada Lovelace – Chief executive',
      '£250,000.00',
      'Grant application pending.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Page 2 of \d+/);
    // Sections the user left blank are not in the document.
    expect(text).not.toContain('Mission and vision');
  });

  it('exports a DOCX that is a real zip holding the content', async () => {
    const res = await post(endpoints.businessPlanExport.path, tools, { format: 'docx', formData: plan() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('filename="Acme Robotics Ltd - business plan.docx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const files = unzip(res.rawPayload);
    expect(files.has('[Content_Types].xml')).toBe(true);
    const xml = files.get('word/document.xml') ?? '';
    for (const expected of ['Acme Robotics Ltd', 'Executive summary', 'Folding takes hours every week', 'FoldCo']) {
      expect(xml).toContain(expected);
    }
    expect([...files.keys()].some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('refuses a plan without a company name, an unknown format, oversize lists and a bad picture', async () => {
    const cases: [object, RegExp][] = [
      [{ format: 'pdf', formData: plan({ companyName: '  ' }) }, /Enter the company name/],
      [{ format: 'rtf', formData: plan() }, /./],
      [{ format: 'pdf', formData: plan({ problemList: ['a', 'b', 'c', 'd', 'e', 'f'] }) }, /at most 5 entries/],
      [{ format: 'pdf', formData: plan({ image: 'data:text/html;base64,AAAA' }) }, /PNG, JPEG or WebP/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(endpoints.businessPlanExport.path, tools, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it('still builds the document when only the company name is filled in', async () => {
    const res = await post(endpoints.businessPlanExport.path, tools, {
      format: 'pdf',
      formData: { ...emptyBusinessPlan(), companyName: 'Solo' },
    });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Solo');
  });
});
