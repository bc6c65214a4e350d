import { PRODUCT_UPLOAD_COLUMNS } from '@launchpad/shared';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMeta, products } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { multipart } from '../users/users.test-support';

let ctx: TTestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await createSignedInUser(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const HEADER = PRODUCT_UPLOAD_COLUMNS.map((c) => c.column).join(',');
const WYOMING =
  'wyoming-dao-llc-formation,Wyoming DAO LLC,A DAO LLC under the Wyoming DAO supplement.,We file the articles with the DAO supplement.,company_formation,149.00,79,one_off,,US,WY,"Articles filed|DAO supplement",,,yes,35';
const UK_UPDATE =
  'uk-ltd-formation,UK limited company (Ltd),Form a UK Ltd in a day.,We file with Companies House.,company_formation,89,50,one_off,,GB,,,,,yes,10';
const BAD =
  'payroll-plus,Payroll Plus,Payroll for up to 25 people.,Monthly payroll run.,bookkeeping,abc,,recurring,,Narnia,,,,,maybe,';
const FIXED =
  'payroll-plus,Payroll Plus,Payroll for up to 25 people.,Monthly payroll run.,bookkeeping,199,,recurring,month,GB,,,,,yes,';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

const upload = (data: Buffer | string, filename: string, contentType: string, headers = admin) => {
  const body = multipart([{ name: 'file', data, filename, contentType }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/upload/product',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const productsBySlug = (slugs: string[]) =>
  ctx.database.db.select().from(products).where(inArray(products.slug, slugs));

describe('admin upload: a file with a bad row', () => {
  it('reports every problem row by row and writes nothing', async () => {
    const before = await ctx.database.db.$count(products);
    const res = await upload(csv(WYOMING, UK_UPDATE, BAD), 'products.csv', 'text/csv');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Nothing was imported: 3 problems in 1 row\./);
    expect(body.errors).toEqual([
      { row: 4, field: 'price_gbp', message: 'The price_gbp column must be an amount in pounds, e.g. 99 or 99.00' },
      { row: 4, field: 'is_active', message: 'The is_active column must be yes or no' },
      { row: 4, field: 'country', message: expect.stringContaining('"Narnia" is not one of our countries') },
    ]);
    expect(await ctx.database.db.$count(products)).toBe(before);
    expect(await productsBySlug(['wyoming-dao-llc-formation', 'payroll-plus'])).toEqual([]);
    const [uk] = await productsBySlug(['uk-ltd-formation']);
    expect(uk?.pricePence).toBe(7900);
  });

  it('reports rules across fields and repeated slugs with the row they are on', async () => {
    const res = await upload(
      csv(WYOMING, FIXED.replace(',month,', ',,'), WYOMING.replace('Wyoming DAO LLC', 'Copy')),
      'products.csv',
      'text/csv',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 3, field: 'interval', message: 'Interval is required for a recurring product: month or year' },
      {
        row: 4,
        field: 'slug',
        message: 'Slug wyoming-dao-llc-formation is also used on row 2; each row needs its own slug',
      },
    ]);
  });
});

describe('admin upload: a valid file', () => {
  it('upserts every row by slug in one go and reports what it did', async () => {
    const res = await upload(csv(WYOMING, UK_UPDATE, FIXED), 'products.csv', 'text/csv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Imported 3 products: 2 new, 1 updated.',
      data: {
        total: 3,
        created: 2,
        updated: 1,
        slugs: ['wyoming-dao-llc-formation', 'uk-ltd-formation', 'payroll-plus'],
      },
    });
    const rows = await productsBySlug(['wyoming-dao-llc-formation', 'uk-ltd-formation', 'payroll-plus']);
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(bySlug['wyoming-dao-llc-formation']).toMatchObject({
      pricePence: 14_900,
      filingFeePence: 7_900,
      countryCode: 'US',
      stateCode: 'WY',
      features: ['Articles filed', 'DAO supplement'],
      sortOrder: 35,
    });
    expect(bySlug['uk-ltd-formation']?.pricePence).toBe(8_900);
    expect(bySlug['payroll-plus']).toMatchObject({
      billing: 'recurring',
      interval: 'month',
      filingFeePence: 0,
      sortOrder: 1000,
    });
    const [meta] = await ctx.database.db.select().from(pageMeta).where(eq(pageMeta.slug, '/services/payroll-plus'));
    expect(meta?.seoTitle).toBe('Payroll Plus | Launchpad');
    const listed = await ctx.app.inject({ method: 'POST', url: '/api/products/list', payload: { search: 'DAO' } });
    expect(listed.json().data.map((p: { slug: string }) => p.slug)).toEqual(['wyoming-dao-llc-formation']);
  });

  it('reads the first sheet of an XLSX workbook, numbers and booleans included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(PRODUCT_UPLOAD_COLUMNS.map((c) => c.column.toUpperCase().replace(/_/g, ' ')));
    sheet.addRow([
      'ireland-vat-registration',
      'Irish VAT registration',
      'Register your Irish company for VAT.',
      'We apply to Revenue for your VAT number.',
      'other',
      59.5,
      0,
      'one_off',
      null,
      'Ireland',
      null,
      'Revenue application|eTax set up',
      'Irish VAT registration',
      null,
      true,
      20,
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(
      data,
      'catalogue.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, created: 1, updated: 0 });
    const [row] = await productsBySlug(['ireland-vat-registration']);
    expect(row).toMatchObject({ pricePence: 5_950, countryCode: 'IE', isActive: true, interval: null, sortOrder: 20 });
  });
});

describe('admin upload: files that are refused', () => {
  it('refuses a file that is neither CSV nor XLSX, whatever its name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(pdf, 'products.csv', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Upload the products as a .csv or .xlsx file; this file is a PDF file.');
    const latin1 = await upload(Buffer.from(`${HEADER}\nx,Caf\xe9 \xa3`, 'latin1'), 'products.csv', 'text/csv');
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json().message).toMatch(/^The CSV is not UTF-8 text/);
    const fakeWorkbook = await upload('slug,name\nx,y', 'products.xlsx', 'application/octet-stream');
    expect(fakeWorkbook.statusCode).toBe(415);
    expect(fakeWorkbook.json().message).toMatch(/named as a workbook, but it is not a valid XLSX file/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = csv(WYOMING) + '\r\n' + 'x'.repeat(5 * 1024 * 1024);
    const res = await upload(big, 'products.csv', 'text/csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 5 MB. Split the products over several files.');
    expect(await productsBySlug(['wyoming-dao-llc-formation'])).toHaveLength(1);
  });

  it('refuses a 6 MB upload over a real connection too, where the stream is cut mid-flight', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const big = `${csv(FIXED.replace('payroll-plus', 'socket-product'))}\r\n${'y'.repeat(6 * 1024 * 1024)}`;
    form.append('file', new Blob([big], { type: 'text/csv' }), 'products.csv');
    const res = await fetch(`${address}/api/admin/upload/product`, { method: 'POST', headers: admin, body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The file is larger than 5 MB. Split the products over several files.',
    );
    expect(await productsBySlug(['socket-product'])).toEqual([]);
  });

  it('reports unknown and missing columns on row 1', async () => {
    const res = await upload('slug,name,colour\na,b,c', 'products.csv', 'text/csv');
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors[0]).toMatchObject({
      row: 1,
      field: 'colour',
      message: expect.stringMatching(/^Unknown column "colour"/),
    });
    expect(errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['summary', 'description', 'category', 'price_gbp', 'billing']),
    );
  });

  it('refuses a file with only a header, JSON instead of a file, and a file in another field', async () => {
    expect((await upload(HEADER, 'products.csv', 'text/csv')).json().errors).toEqual([
      { row: 2, field: 'file', message: 'The file has no product rows under its header.' },
    ]);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload/product',
      headers: admin,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data with one file field named "file".');
    const body = multipart([{ name: 'upload', data: csv(WYOMING), filename: 'p.csv', contentType: 'text/csv' }]);
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload/product',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the file in the field "file", not "upload".');
  });

  it('refuses a customer with 403 before reading the file', async () => {
    const { headers } = await createSignedInUser(ctx, 'customer');
    const res = await upload(csv(FIXED.replace('payroll-plus', 'sneaky-product')), 'products.csv', 'text/csv', headers);
    expect(res.statusCode).toBe(403);
    expect(await productsBySlug(['sneaky-product'])).toEqual([]);
  });
});
