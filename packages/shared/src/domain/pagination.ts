// SPEC §9: tables show 10 rows a page and a window of 5 page links with ellipses.
export const PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;

export type TPageToken = number | 'ellipsis-start' | 'ellipsis-end';

// A bad page size or window size is a bug in the caller, not bad input: fail loudly.
function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
}

/** Whole number not below `min`; NaN becomes `min`. */
function atLeast(min: number, value: number): number {
  return Number.isNaN(value) ? min : Math.max(min, Math.floor(value));
}

/**
 * Pages needed for `totalItems`. No items means 0 pages (not 1), so callers can tell an empty
 * table from a one-page one; `paginationWindow` then shows no links. Negative, NaN or infinite
 * counts are 0.
 */
export function pageCount(totalItems: number, pageSize = PAGE_SIZE): number {
  assertPositiveInteger('pageSize', pageSize);
  const items = atLeast(0, totalItems);
  return Number.isFinite(items) ? Math.ceil(items / pageSize) : 0;
}

/**
 * The page links to show: `windowSize` consecutive pages around `page` (centred where possible,
 * kept inside 1..totalPages), plus the first and last page when the window leaves them out, with
 * an ellipsis only where pages are skipped. `page` outside 1..totalPages is clamped.
 * (10, 20) -> [1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]; (1, 0) -> [].
 */
export function paginationWindow(page: number, totalPages: number, windowSize = PAGINATION_WINDOW): TPageToken[] {
  assertPositiveInteger('windowSize', windowSize);
  const total = Number.isFinite(totalPages) ? atLeast(0, totalPages) : 0;
  if (total === 0) return [];

  const current = Math.min(total, atLeast(1, page));
  const size = Math.min(windowSize, total);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), total - size + 1);
  const end = start + size - 1;

  const tokens: TPageToken[] = [];
  if (start > 1) tokens.push(1);
  if (start > 2) tokens.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) tokens.push(n);
  if (end < total - 1) tokens.push('ellipsis-end');
  if (end < total) tokens.push(total);
  return tokens;
}

/** SPEC §3 "Page meta" of one page of a list of `totalItems` rows. */
export type TPagingMeta = { total_items_count: number; has_next_page: boolean; page: number; page_size: number };

/** The page meta of page `page` (1-based) of `pageSize` rows out of `totalItems`. */
export function listPageMeta(totalItems: number, page: number, pageSize: number): TPagingMeta {
  return { total_items_count: totalItems, has_next_page: page * pageSize < totalItems, page, page_size: pageSize };
}

/**
 * Rows to skip before `page`: (page - 1) * pageSize. `page` is 1-based, floored and clamped to at
 * least 1; NaN or infinite pages read as page 1.
 */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  assertPositiveInteger('pageSize', pageSize);
  const current = atLeast(1, page);
  return Number.isFinite(current) ? (current - 1) * pageSize : 0;
}
