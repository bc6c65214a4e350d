import { describe, expect, it } from 'vitest';
import type { TPageToken } from './pagination';
import { PAGE_SIZE, PAGINATION_WINDOW, pageCount, listPageMeta, pageOffset, paginationWindow } from './pagination';

describe('pagination: constants', () => {
  it('shows 10 rows a page and a window of 5 pages (SPEC §9)', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAGINATION_WINDOW).toBe(5);
  });
});

describe('pagination: counting pages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [200, 20],
    [201, 21],
  ])('needs %i items on %i pages of 10', (items, pages) => {
    expect(pageCount(items)).toBe(pages);
  });

  it('has no pages, not one empty page, when there are no items', () => {
    expect(pageCount(0)).toBe(0);
    expect(paginationWindow(1, pageCount(0))).toEqual([]);
  });

  it('honours another page size', () => {
    expect(pageCount(25, 5)).toBe(5);
    expect(pageCount(26, 5)).toBe(6);
    expect(pageCount(1, 1)).toBe(1);
  });

  it('treats negative, fractional, NaN or infinite item counts sensibly', () => {
    expect(pageCount(-5)).toBe(0);
    expect(pageCount(10.9)).toBe(1);
    expect(pageCount(Number.NaN)).toBe(0);
    expect(pageCount(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a page size of %d as a programming error',
    (size) => {
      expect(() => pageCount(10, size)).toThrow(RangeError);
    },
  );
});

describe('pagination: offset of a page', () => {
  it.each([
    [1, 0],
    [2, 10],
    [3, 20],
    [10, 90],
  ])('skips, for page %i, %i rows', (page, offset) => {
    expect(pageOffset(page)).toBe(offset);
  });

  it('honours another page size', () => {
    expect(pageOffset(3, 25)).toBe(50);
  });

  it('treats pages below 1, NaN or infinite pages as page 1', () => {
    for (const page of [0, -3, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]) {
      expect(pageOffset(page)).toBe(0);
    }
  });

  it('floors a fractional page', () => {
    expect(pageOffset(2.9)).toBe(10);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => pageOffset(1, 0)).toThrow(RangeError);
  });
});

describe('pagination: the window of page links', () => {
  it.each<[number, number, TPageToken[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
    [4, 6, [1, 2, 3, 4, 5, 6]],
    [6, 6, [1, 2, 3, 4, 5, 6]],
    [1, 7, [1, 2, 3, 4, 5, 'ellipsis-end', 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 'ellipsis-start', 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'ellipsis-end', 8]],
    [4, 8, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 8]],
    [5, 8, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 8]],
    [8, 8, [1, 'ellipsis-start', 4, 5, 6, 7, 8]],
    [1, 20, [1, 2, 3, 4, 5, 'ellipsis-end', 20]],
    [3, 20, [1, 2, 3, 4, 5, 'ellipsis-end', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]],
    [5, 20, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 20]],
    [10, 20, [1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]],
    [16, 20, [1, 'ellipsis-start', 14, 15, 16, 17, 18, 'ellipsis-end', 20]],
    [17, 20, [1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'ellipsis-start', 16, 17, 18, 19, 20]],
  ])('shows page %i of %i as %j', (page, total, expected) => {
    expect(paginationWindow(page, total)).toEqual(expected);
  });

  it('puts no ellipsis between page 1 and a window starting on page 2, nor before the last page', () => {
    expect(paginationWindow(4, 20).slice(0, 2)).toEqual([1, 2]);
    expect(paginationWindow(17, 20).slice(-2)).toEqual([19, 20]);
  });

  it('uses an ellipsis even when it stands for a single page', () => {
    expect(paginationWindow(5, 20).slice(0, 3)).toEqual([1, 'ellipsis-start', 3]);
    expect(paginationWindow(1, 7).slice(-3)).toEqual([5, 'ellipsis-end', 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(5, 0)).toEqual([]);
    expect(paginationWindow(1, -3)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
    expect(paginationWindow(1, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('clamps a page outside the range to the nearest end', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(-7, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(Number.NaN, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
    expect(paginationWindow(Number.POSITIVE_INFINITY, 20)).toEqual(paginationWindow(20, 20));
  });

  it('floors fractional pages', () => {
    expect(paginationWindow(10.7, 20)).toEqual(paginationWindow(10, 20));
    expect(paginationWindow(1, 7.9)).toEqual(paginationWindow(1, 7));
  });

  it('honours another window size, keeping an even window one page ahead of the current one', () => {
    expect(paginationWindow(10, 20, 3)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationWindow(10, 20, 4)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(paginationWindow(10, 20, 1)).toEqual([1, 'ellipsis-start', 10, 'ellipsis-end', 20]);
    expect(paginationWindow(2, 3, 1)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 20, 50)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses a window size of %d as a programming error', (size) => {
    expect(() => paginationWindow(1, 10, size)).toThrow(RangeError);
  });
});

describe('pagination: properties of every window up to 40 pages', () => {
  const cases: [number, number, number][] = [];
  for (const windowSize of [1, 2, 3, 4, 5, 6, 7]) {
    for (let total = 0; total <= 40; total += 1) {
      for (let page = 1; page <= total; page += 1) cases.push([page, total, windowSize]);
    }
  }
  const numbersOf = (tokens: TPageToken[]) => tokens.filter((t): t is number => typeof t === 'number');

  it('covers every page of every page count', () => {
    expect(cases.filter(([, , w]) => w === PAGINATION_WINDOW)).toHaveLength((40 * 41) / 2);
  });

  it('is empty for 0 pages and never empty otherwise', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    for (const [page, total, windowSize] of cases) {
      expect(paginationWindow(page, total, windowSize).length).toBeGreaterThan(0);
    }
  });

  it('always contains the current page', () => {
    for (const [page, total, windowSize] of cases) {
      expect(paginationWindow(page, total, windowSize)).toContain(page);
    }
  });

  it('starts with page 1 and ends with the last page', () => {
    for (const [page, total, windowSize] of cases) {
      const tokens = paginationWindow(page, total, windowSize);
      expect(tokens[0]).toBe(1);
      expect(tokens[tokens.length - 1]).toBe(total);
    }
  });

  it('lists page numbers strictly increasing, so none repeats', () => {
    for (const [page, total, windowSize] of cases) {
      const numbers = numbersOf(paginationWindow(page, total, windowSize));
      numbers.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(numbers[i] ?? Number.NaN));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('never puts two ellipses in a row, and each kind at most once in its place', () => {
    for (const [page, total, windowSize] of cases) {
      const tokens = paginationWindow(page, total, windowSize);
      tokens.slice(1).forEach((t, i) => {
        expect(typeof t === 'string' && typeof tokens[i] === 'string').toBe(false);
      });
      const startAt = tokens.indexOf('ellipsis-start');
      const endAt = tokens.indexOf('ellipsis-end');
      expect(tokens.lastIndexOf('ellipsis-start')).toBe(startAt);
      expect(tokens.lastIndexOf('ellipsis-end')).toBe(endAt);
      if (startAt !== -1) expect(startAt).toBe(1);
      if (endAt !== -1) expect(endAt).toBe(tokens.length - 2);
    }
  });

  it('puts an ellipsis exactly where pages are skipped', () => {
    for (const [page, total, windowSize] of cases) {
      const tokens = paginationWindow(page, total, windowSize);
      tokens.slice(1).forEach((t, i) => {
        const before = tokens[i];
        if (typeof t === 'number' && typeof before === 'number') expect(t).toBe(before + 1);
        if (typeof t === 'string') {
          const after = tokens[i + 2];
          expect(typeof before === 'number' && typeof after === 'number' && after - before).toBeGreaterThan(1);
        }
      });
    }
  });

  it('shows a run of windowSize consecutive pages around the current one, or every page when fewer', () => {
    for (const [page, total, windowSize] of cases) {
      const numbers = numbersOf(paginationWindow(page, total, windowSize));
      let from = numbers.indexOf(page);
      let to = from;
      while (numbers[from - 1] === (numbers[from] ?? 0) - 1) from -= 1;
      while (numbers[to + 1] === (numbers[to] ?? 0) + 1) to += 1;
      expect(to - from + 1).toBeGreaterThanOrEqual(Math.min(windowSize, total));
      expect(numbers.length).toBeLessThanOrEqual(Math.min(windowSize, total) + 2);
    }
  });

  it('centres the window on the current page when it is far from both ends', () => {
    for (const [page, total, windowSize] of cases) {
      const half = Math.floor((windowSize - 1) / 2);
      if (page - half <= 2 || page + (windowSize - 1 - half) >= total - 1) continue;
      const tokens = paginationWindow(page, total, windowSize);
      expect(tokens.indexOf(page) - tokens.indexOf('ellipsis-start')).toBe(half + 1);
    }
  });
});

describe('listPageMeta', () => {
  it('says whether a page follows', () => {
    expect(listPageMeta(25, 2, 10)).toEqual({ total_items_count: 25, has_next_page: true, page: 2, page_size: 10 });
    expect(listPageMeta(25, 3, 10).has_next_page).toBe(false);
    expect(listPageMeta(20, 2, 10).has_next_page).toBe(false);
    expect(listPageMeta(0, 1, 10)).toEqual({ total_items_count: 0, has_next_page: false, page: 1, page_size: 10 });
  });
});
