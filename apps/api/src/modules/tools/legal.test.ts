import {
  LEGAL_JURISDICTIONS,
  LEGAL_TEMPLATES,
  type TLegalJurisdiction,
  findLegalTemplate,
  toolsEndpoints as endpoints,
} from '@launchpad/shared';
import { sampleLegalValues } from '@launchpad/shared/domain/legal-fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';
import { customerOnPlan } from '../launchpad/launchpad.test-helpers';

type THeaders = Record<string, string>;

let ctx: TTestContext;
let headers: THeaders;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await customerOnPlan(ctx, 'growth')).headers;
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, as: THeaders = headers) =>
  ctx.app.inject({ method: 'POST', url, headers: as, payload });

const nda = findLegalTemplate('mutual-nda');
if (!nda) throw new Error('mutual-nda missing');
const ndaValues = sampleLegalValues(nda);
const body = (templateId: string, jurisdiction: TLegalJurisdiction, values: Record<string, string>) => ({
  templateId,
  jurisdiction,
  values,
});

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

function docxText(docx: Buffer): string {
  const files = unzipSync(new Uint8Array(docx));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const xml = strFromU8(files['word/document.xml'] as Uint8Array);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('legal agreements: who may use them', () => {
  it('refuses a customer without the tools plan (403) and a signed-out visitor (401)', async () => {
    for (const plan of [null, 'starter']) {
      const customer = await customerOnPlan(ctx, plan);
      for (const url of [
        endpoints.legalTemplates.path,
        endpoints.legalPreview.path,
        endpoints.legalPdf.path,
        endpoints.legalDocx.path,
      ]) {
        const res = await post(
          url,
          url === endpoints.legalTemplates.path ? {} : body('mutual-nda', 'ireland', ndaValues),
          customer.headers,
        );
        expect(res.statusCode, `${plan} ${url}`).toBe(403);
        expect(res.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    expect((await post(endpoints.legalTemplates.path, {}, {})).statusCode).toBe(401);
  });
});

describe('legal agreements: templates and preview', () => {
  it('lists the seven templates with their fields', async () => {
    const res = await post(endpoints.legalTemplates.path, {});
    expect(res.statusCode, res.body).toBe(200);
    const templates = res.json().data;
    expect(templates.map((t: { id: string }) => t.id)).toEqual(LEGAL_TEMPLATES.map((t) => t.id));
    expect(templates[0]).toMatchObject({
      title: 'Mutual Non-Disclosure Agreement',
      jurisdictions: ['england-wales', 'ireland', 'delaware'],
      fields: expect.arrayContaining([expect.objectContaining({ key: 'effectiveDate', kind: 'date' })]),
    });
  });

  const cases = LEGAL_TEMPLATES.flatMap((t) => LEGAL_JURISDICTIONS.map((j) => [t.id, j] as const));
  it.each(cases)('previews %s under %s with no placeholder left', async (templateId, jurisdiction) => {
    const template = findLegalTemplate(templateId);
    if (!template) throw new Error(templateId);
    const res = await post(endpoints.legalPreview.path, body(templateId, jurisdiction, sampleLegalValues(template)));
    expect(res.statusCode, res.body).toBe(200);
    const text = JSON.stringify(res.json().data);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(res.json().data.sections.length).toBeGreaterThan(5);
  });

  it('names every missing field in a 400', async () => {
    const { partyBName: _b, effectiveDate: _d, ...values } = ndaValues;
    const res = await post(
      endpoints.legalPreview.path,
      body('mutual-nda', 'england-wales', { ...values, purpose: '  ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please fill in: Second party name, Effective date, Purpose.',
    });
  });

  it('refuses invalid values with the form messages, and braces that would leave a placeholder', async () => {
    const founders = findLegalTemplate('founders-agreement');
    if (!founders) throw new Error('founders');
    const res = await post(
      endpoints.legalPdf.path,
      body('founders-agreement', 'delaware', {
        ...sampleLegalValues(founders),
        founderOneEmail: 'ada',
        effectiveDate: '2026-02-30',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Effective date must be a valid date. First founder email must be a valid email address.',
    );
    const braces = await post(
      endpoints.legalDocx.path,
      body('mutual-nda', 'ireland', { ...ndaValues, partyAName: '{{partyBName}}' }),
    );
    expect(braces.statusCode).toBe(400);
    expect(braces.json().message).toBe('First party name cannot contain {{ or }}.');
  });

  it('refuses an unknown template (404) and an unknown jurisdiction (400)', async () => {
    expect((await post(endpoints.legalPreview.path, body('lease', 'ireland', {}))).statusCode).toBe(404);
    const res = await post(endpoints.legalPreview.path, {
      templateId: 'mutual-nda',
      jurisdiction: 'scotland',
      values: ndaValues,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('England & Wales, Ireland or Delaware');
  });
});

describe('legal agreements: the documents', () => {
  it('downloads a PDF whose text names the parties and the governing law', async () => {
    const res = await post(endpoints.legalPdf.path, body('mutual-nda', 'england-wales', ndaValues));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'filename="Mutual Non-Disclosure Agreement - Acme Widgets Ltd and Beta Ventures Ltd.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('MUTUAL NON-DISCLOSURE AGREEMENT');
    expect(text).toContain('Acme Widgets Ltd');
    expect(text).toContain('Beta Ventures Ltd');
    expect(text).toContain('the law of England and Wales');
    expect(text).toContain('1 March 2026');
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('downloads a Delaware offer letter as PDF with the at-will wording', async () => {
    const offer = findLegalTemplate('employment-offer-letter');
    if (!offer) throw new Error('offer');
    const res = await post(
      endpoints.legalPdf.path,
      body('employment-offer-letter', 'delaware', sampleLegalValues(offer)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Alan Turing');
    expect(text).toContain('at will');
    expect(text).toContain('the laws of the State of Delaware');
    expect(text).toContain('$25,000');
  });

  it('downloads a real Word document containing the parties and the governing law', async () => {
    const res = await post(endpoints.legalDocx.path, body('mutual-nda', 'ireland', ndaValues));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('Acme Widgets Ltd and Beta Ventures Ltd.docx');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = docxText(res.rawPayload);
    expect(text).toContain('Acme Widgets Ltd');
    expect(text).toContain('Beta Ventures Ltd');
    expect(text).toContain('the laws of Ireland');
    expect(text).toContain('the courts of Ireland');
  });

  it('lists the documents the user generated, newest first, and only theirs', async () => {
    const customer = await customerOnPlan(ctx, 'scale');
    const policy = findLegalTemplate('privacy-policy');
    if (!policy) throw new Error('policy');
    await post(endpoints.legalPdf.path, body('privacy-policy', 'ireland', sampleLegalValues(policy)), customer.headers);
    await post(endpoints.legalDocx.path, body('mutual-nda', 'delaware', ndaValues), customer.headers);
    const res = await post(endpoints.legalDocuments.path, {}, customer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        templateId: 'mutual-nda',
        jurisdiction: 'delaware',
        format: 'docx',
        fileName: 'Mutual Non-Disclosure Agreement - Acme Widgets Ltd and Beta Ventures Ltd.docx',
        values: expect.objectContaining({ partyAName: 'Acme Widgets Ltd' }),
      }),
      expect.objectContaining({ templateId: 'privacy-policy', format: 'pdf', title: 'Privacy Policy' }),
    ]);
  });
});
