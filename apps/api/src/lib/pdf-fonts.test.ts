// Issue 22: every PDF the api makes prints names in any script. Each document is made through its route and
// read back with an independent reader (pdf-parse, on Mozilla's pdf.js); each name must come out intact.
import { emptyBusinessPlan, findLegalTemplate, toolsEndpoints } from '@launchpad/shared';
import { sampleLegalValues } from '@launchpad/shared/domain/legal-fixtures';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOnPlan } from '../modules/launchpad/launchpad.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from '../modules/payments/checkout.test-helpers';
import { createSignedInUser } from '../test/context';
import { useSeededContext } from '../test/seeded';
import { NAMES_IN_SIX_SCRIPTS, pdfText } from '../test/pdf-text';
import { pdfText as drawText, textRuns } from './pdf-fonts';

const NAMES = Object.values(NAMES_IN_SIX_SCRIPTS);
const { polish, vietnamese, russian, greek, japanese, chinese } = NAMES_IN_SIX_SCRIPTS;

const { ctx, seed } = useSeededContext();
let tools: Record<string, string>;
beforeAll(async () => {
  tools = (await customerOnPlan(ctx, 'growth')).headers;
});

describe('PDF text in any script', () => {
  it('splits a mixed line into runs whose font has the glyphs, the e-mail address staying in the Latin run', () => {
    expect(textRuns('Łukasz Żółć-Ünal 山田 <lukasz@example.pl>', 'sans')).toEqual([
      { text: 'Łukasz Żółć-Ünal ', font: 'sans' },
      { text: '山田', font: 'cjk' },
      { text: ' <lukasz@example.pl>', font: 'sans' },
    ]);
    // Decomposed input ("e" + combining marks) is drawn as the precomposed letter.
    expect(textRuns('Nguye\u0302\u0303n', 'serif-bold')).toEqual([{ text: 'Nguyễn', font: 'serif-bold' }]);
    expect(textRuns('王小明 Ltd', 'sans-bold')).toEqual([
      { text: '王小明', font: 'cjk-bold' },
      { text: ' Ltd', font: 'sans-bold' },
    ]);
  });

  it('keeps a mixed line that fits on one line, as wide as a Latin one', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    doc.fontSize(34);
    const lineOf = (text: string) => {
      const top = doc.y;
      drawText(doc, 'sans-bold', text, undefined, undefined, { width: 400 });
      return doc.y - top;
    };
    const latin = lineOf('Acme Trading');
    expect(lineOf(`${chinese} Trading`)).toBeCloseTo(latin, 1);
    expect(lineOf(`Trading ${japanese} Ltd`)).toBeCloseTo(latin, 1);
    doc.end();
  });

  it('invoice: buyers named in six scripts, Latin and CJK on one line, the e-mail address beside them', async () => {
    const api = checkoutApi(ctx);
    const buyers = [`${polish}-Ünal ${japanese}`, `${vietnamese}, ${russian}`, `${greek} ${chinese}`];
    for (const name of buyers) {
      const customer = await createSignedInUser(ctx, 'customer', { name });
      await fillCart(ctx, customer.headers, seed);
      const paid = await api.checkout(customer.headers, { ...checkoutBody(), buyer: { name, country: 'pl' } });
      expect(paid.statusCode, paid.body).toBe(200);
      const res = await api.download(customer.headers, paid.json().data.order.invoiceNumber);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`BILLED TO ${name} ${customer.user.email} Poland`);
      expect(text).toContain('VAT number GB 412 3456 78');
    }
  }, 60_000);

  it('business plan: company, tagline, team and notes in six scripts', async () => {
    const formData = {
      ...emptyBusinessPlan(),
      companyName: `${chinese} Trading`,
      tagline: `Founded by ${polish}`,
      executiveSummary: `${russian} and ${greek} build the product.`,
      teamMembers: [
        { name: vietnamese, role: 'Chief executive', bio: `Worked with ${japanese}.` },
        { name: japanese, role: '取締役', bio: '' },
      ],
      notes: [`Advisers: ${NAMES.join(', ')}`],
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: toolsEndpoints.businessPlanExport.path,
      headers: tools,
      payload: { format: 'pdf', formData },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      `${chinese} Trading`,
      `Founded by ${polish}`,
      `${russian} and ${greek} build the product.`,
      `${vietnamese} – Chief executive`,
      `${japanese} – 取締役`,
      `Worked with ${japanese}.`,
      `Advisers: ${NAMES.join(', ')}`,
      `${chinese} Trading – Business plan`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('legal agreement: parties, addresses and purpose in six scripts', async () => {
    const nda = findLegalTemplate('mutual-nda');
    if (!nda) throw new Error('mutual-nda missing');
    const values = {
      ...sampleLegalValues(nda),
      partyAName: polish,
      partyAAddress: `ул. ${russian}, Москва`,
      partyBName: vietnamese,
      partyBAddress: `Οδός ${greek}, Αθήνα`,
      purpose: `a joint venture with ${japanese} and ${chinese}`,
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: toolsEndpoints.legalPdf.path,
      headers: tools,
      payload: { templateId: 'mutual-nda', jurisdiction: 'england-wales', values },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      `(1) ${polish} of ул. ${russian}, Москва; and`,
      `(2) ${vietnamese} of Οδός ${greek}, Αθήνα,`,
      // A justified paragraph: the spaces where the scripts meet are kept.
      `for the purpose of a joint venture with ${japanese} and ${chinese} (the "Purpose")`,
      'MUTUAL NON-DISCLOSURE AGREEMENT',
    ]) {
      expect(text).toContain(expected);
    }
    // The signature blocks name both parties too.
    expect(text.split(polish).length).toBeGreaterThan(2);
    expect(text.split(vietnamese).length).toBeGreaterThan(2);
  });
});
