import { PRODUCT_UPLOAD_COLUMNS } from '@launchpad/shared';

/**
 * The upload template: the header row of PRODUCT_UPLOAD_COLUMNS, so staff start from the exact
 * columns the server reads. Header only: rows are upserted by slug, and the columns' examples name a
 * real product (wyoming-llc-formation) that an untouched template would overwrite. The examples are
 * shown beside the upload form instead.
 */
export function productUploadTemplateCsv(): string {
  return `${PRODUCT_UPLOAD_COLUMNS.map((c) => c.column).join(',')}\r\n`;
}

export function productUploadTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(productUploadTemplateCsv())}`;
}
