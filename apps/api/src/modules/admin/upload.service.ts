import {
  PRODUCT_UPLOAD_COLUMNS,
  PRODUCT_UPLOAD_MAX_ROWS,
  type TProductInput,
  type TProductUploadColumn,
  type TUploadReport,
  type TUploadResult,
  type TUploadRowError,
  ZProductInput,
  toPence,
} from '@launchpad/shared';
import { inArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { products } from '../../db/schema';
import type { TUploadedFile } from '../../lib/multipart-upload';
import { upsertProductsBySlug } from '../catalog';
import { upsertProductPageMeta } from '../seo';
import { type TSheet, readSheet } from './upload-parse.service';

/** The body field of POST /api/products/add that each column fills. */
const FIELD_OF: Record<TProductUploadColumn, string> = {
  slug: 'slug',
  name: 'name',
  summary: 'summary',
  description: 'description',
  category: 'category',
  price_gbp: 'pricePence',
  filing_fee_gbp: 'filingFeePence',
  billing: 'billing',
  interval: 'interval',
  country: 'countryCode',
  state: 'stateCode',
  features: 'features',
  seo_title: 'seoTitle',
  seo_description: 'seoDescription',
  is_active: 'isActive',
  sort_order: 'sortOrder',
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));
const MAX_REPORTED = 1000;
const WRITE_CHUNK = 500;

const normaliseHeader = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Header problems: unknown, repeated or missing columns, reported on row 1. */
function columnIndex(header: string[]): { index: Map<TProductUploadColumn, number>; errors: TUploadRowError[] } {
  const known = new Set<string>(PRODUCT_UPLOAD_COLUMNS.map((c) => c.column));
  const index = new Map<TProductUploadColumn, number>();
  const errors: TUploadRowError[] = [];
  header.forEach((cell, position) => {
    const name = normaliseHeader(cell);
    if (name === '') return;
    if (!known.has(name)) {
      errors.push({
        row: 1,
        field: cell.slice(0, 60),
        message: `Unknown column "${cell.slice(0, 60)}". The columns are: ${PRODUCT_UPLOAD_COLUMNS.map((c) => c.column).join(', ')}.`,
      });
    } else if (index.has(name as TProductUploadColumn)) {
      errors.push({ row: 1, field: name, message: `The column ${name} appears twice.` });
    } else {
      index.set(name as TProductUploadColumn, position);
    }
  });
  for (const column of PRODUCT_UPLOAD_COLUMNS) {
    if (column.required && !index.has(column.column)) {
      errors.push({ row: 1, field: column.column, message: `The required column ${column.column} is missing.` });
    }
  }
  return { index, errors };
}

const BOOLEANS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** One row as the body of /add: typed cells converted, empty cells left out so the schema's defaults apply. */
function rowToBody(cell: (column: TProductUploadColumn) => string, row: number) {
  const errors: TUploadRowError[] = [];
  const body: Record<string, unknown> = {};
  for (const column of PRODUCT_UPLOAD_COLUMNS.map((c) => c.column)) {
    const text = cell(column);
    if (text === '') continue;
    const field = FIELD_OF[column];
    if (column === 'price_gbp' || column === 'filing_fee_gbp') {
      const pence = toPence(text);
      if (pence === null)
        errors.push({
          row,
          field: column,
          message: `The ${column} column must be an amount in pounds, e.g. 99 or 99.00`,
        });
      else body[field] = pence;
    } else if (column === 'is_active') {
      const value = BOOLEANS[text.toLowerCase()];
      if (value === undefined) errors.push({ row, field: column, message: 'The is_active column must be yes or no' });
      else body[field] = value;
    } else if (column === 'sort_order') {
      if (!/^\d+$/.test(text))
        errors.push({ row, field: column, message: 'The sort_order column must be a whole number' });
      else body[field] = Number(text);
    } else if (column === 'features') {
      body[field] = text.split(/\s*[|\n]\s*/).filter((feature) => feature !== '');
    } else {
      body[field] = text;
    }
  }
  return { body, errors };
}

/** Every row checked with the schema of POST /api/products/add; slugs must be unique in the file. */
function validateSheet(sheet: TSheet): { inputs: TProductInput[]; errors: TUploadRowError[] } {
  const { index, errors } = columnIndex(sheet.header);
  if (errors.length > 0) return { inputs: [], errors };
  const rows = sheet.rows.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0)
    return {
      inputs: [],
      errors: [{ row: 2, field: 'file', message: 'The file has no product rows under its header.' }],
    };
  if (rows.length > PRODUCT_UPLOAD_MAX_ROWS) {
    return {
      inputs: [],
      errors: [
        {
          row: 0,
          field: 'file',
          message: `The file has ${rows.length} rows; upload at most ${PRODUCT_UPLOAD_MAX_ROWS} at a time.`,
        },
      ],
    };
  }
  const inputs: TProductInput[] = [];
  const slugRows = new Map<string, number>();
  for (const { row, cells } of rows) {
    const cell = (column: TProductUploadColumn) => {
      const position = index.get(column);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    const converted = rowToBody(cell, row);
    errors.push(...converted.errors);
    const failed = new Set(converted.errors.map((e) => e.field));
    const parsed = ZProductInput.safeParse(converted.body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        const column = COLUMN_OF[field] ?? field;
        if (failed.has(column)) continue;
        const missing = issue.code === 'invalid_type' && converted.body[field] === undefined;
        errors.push({
          row,
          field: column,
          message: missing ? `${column} is required` : issue.message.replace(field, column),
        });
      }
      continue;
    }
    const earlier = slugRows.get(parsed.data.slug);
    if (earlier !== undefined) {
      errors.push({
        row,
        field: 'slug',
        message: `Slug ${parsed.data.slug} is also used on row ${earlier}; each row needs its own slug`,
      });
      continue;
    }
    slugRows.set(parsed.data.slug, row);
    if (converted.errors.length === 0) inputs.push(parsed.data);
  }
  return { inputs, errors };
}

export type TUploadOutcome =
  { ok: true; message: string; result: TUploadResult } | { ok: false; report: TUploadReport };

/**
 * SPEC §6 admin upload: a CSV or XLSX of products (columns in PRODUCT_UPLOAD_COLUMNS). Every row is
 * validated first; one bad row means nothing is written and the report lists every problem. Otherwise
 * all rows are upserted by slug in one transaction.
 */
export async function importProducts(
  deps: Pick<TDeps, 'db' | 'config'>,
  options: { file: TUploadedFile },
): Promise<TUploadOutcome> {
  const parsed = await readSheet(options.file);
  const { inputs, errors } = parsed.ok ? validateSheet(parsed.sheet) : { inputs: [], errors: parsed.errors };
  if (errors.length > 0) {
    const rowsWithErrors = new Set(errors.map((e) => e.row)).size;
    return {
      ok: false,
      report: {
        success: false,
        message: `Nothing was imported: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${rowsWithErrors} row${rowsWithErrors === 1 ? '' : 's'}. Fix them and upload the file again.`,
        errors: errors.sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED),
      },
    };
  }
  const slugs = inputs.map((input) => input.slug);
  const result = await deps.db.transaction(async (tx) => {
    const existing = await tx.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs));
    for (let start = 0; start < inputs.length; start += WRITE_CHUNK) {
      const chunk = inputs.slice(start, start + WRITE_CHUNK).map(({ addOns: _addOns, ...fields }) => fields);
      const written = await upsertProductsBySlug(tx, chunk);
      await upsertProductPageMeta(tx, written, deps.config.PUBLIC_URL);
    }
    return { total: inputs.length, created: inputs.length - existing.length, updated: existing.length, slugs };
  });
  return {
    ok: true,
    message: `Imported ${result.total} product${result.total === 1 ? '' : 's'}: ${result.created} new, ${result.updated} updated.`,
    result,
  };
}
