import { extname } from 'node:path';
import { PRODUCT_UPLOAD_FIELD, PRODUCT_UPLOAD_MAX_BYTES, type TUploadRowError } from '@launchpad/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';
import { type TSingleFileOptions, type TUploadedFile, singleFileLimits } from '../../lib/multipart-upload';

/** The product upload route takes one file of at most 5 MB in the field `file`. */
export const PRODUCT_UPLOAD_LIMITS = singleFileLimits(PRODUCT_UPLOAD_MAX_BYTES);
export const PRODUCT_UPLOAD_FILE: TSingleFileOptions = {
  field: PRODUCT_UPLOAD_FIELD,
  noun: 'file',
  fileNoun: 'CSV or XLSX file',
  tooLarge: `The file is larger than ${PRODUCT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Split the products over several files.`,
};

export type TSheet = {
  /** Header cells as written, in order. */
  header: string[];
  /** Data rows: the spreadsheet row number (header = 1) and the cells in header order. */
  rows: { row: number; cells: string[] }[];
};

export type TParsedSheet = { ok: true; sheet: TSheet } | { ok: false; errors: TUploadRowError[] };

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Browsers label CSV files differently (Windows often says application/vnd.ms-excel). */
const CSV_MIMES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'text/comma-separated-values',
];

function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * CSV or XLSX, judged by the content first: an XLSX is a ZIP package that file-type recognises as a
 * workbook; a CSV is UTF-8 text with a .csv name or a CSV-ish type. Anything else is refused with
 * what it looks like.
 */
export async function detectFormat(file: TUploadedFile): Promise<'csv' | 'xlsx'> {
  const extension = extname(file.filename).toLowerCase();
  const detected = await fileTypeFromBuffer(file.data);
  if (detected?.ext === 'xlsx') return 'xlsx';
  const csvLike = extension === '.csv' || CSV_MIMES.includes(file.mimetype);
  if (!detected && csvLike && isText(file.data)) return 'csv';
  if (!detected && extension === '.csv' && !file.data.includes(0)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The CSV is not UTF-8 text: in Excel save it as "CSV UTF-8 (Comma delimited)", or upload the .xlsx workbook.',
    );
  }
  const looksLike = detected
    ? `a ${detected.ext.toUpperCase()} file`
    : extension === '.xlsx' || file.mimetype === XLSX_MIME
      ? 'named as a workbook, but it is not a valid XLSX file'
      : 'neither a CSV nor an XLSX file';
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Upload the products as a .csv or .xlsx file; this file is ${looksLike}.`,
  );
}

function readCsv(data: Buffer): TParsedSheet {
  let records: string[][];
  try {
    records = parseCsv(data, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    const reason = error instanceof Error ? error.message.replace(/^Invalid [^:]*:\s*/, '') : 'it is not valid CSV';
    return { ok: false, errors: [{ row: line, field: 'file', message: `The CSV could not be read: ${reason}` }] };
  }
  const [header = [], ...rest] = records;
  return { ok: true, sheet: { header, rows: rest.map((cells, index) => ({ row: index + 2, cells })) } };
}

async function readXlsx(data: Buffer): Promise<TParsedSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return {
      ok: false,
      errors: [
        { row: 0, field: 'file', message: 'The workbook could not be opened; save it again as .xlsx and retry.' },
      ],
    };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, errors: [{ row: 0, field: 'file', message: 'The workbook has no sheet.' }] };
  const width = sheet.columnCount;
  const cellsOf = (rowNumber: number) => {
    const row = sheet.getRow(rowNumber);
    return Array.from({ length: width }, (_, index) => row.getCell(index + 1).text.trim());
  };
  const rows: TSheet['rows'] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1)
    rows.push({ row: rowNumber, cells: cellsOf(rowNumber) });
  return { ok: true, sheet: { header: sheet.rowCount > 0 ? cellsOf(1) : [], rows } };
}

/** The first sheet (XLSX) or the file (CSV) as a header and rows of text cells. */
export async function readSheet(file: TUploadedFile): Promise<TParsedSheet> {
  const format = await detectFormat(file);
  return format === 'csv' ? readCsv(file.data) : readXlsx(file.data);
}
