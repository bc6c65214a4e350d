import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TContentListRequest, TContentSort } from '@launchpad/shared/contracts/content';
import { PAGE_SIZE } from '@launchpad/shared/domain/pagination';
import type { TContentArea } from './areas';

/** The address's query keys for a list's search, filters, sort and page. */
export const LIST_KEYS = [
  'q',
  'sector',
  'stage',
  'location',
  'category',
  'from',
  'to',
  'past',
  'sort',
  'page',
] as const;
export type TListKey = (typeof LIST_KEYS)[number];
const FILTER_KEYS: TListKey[] = ['q', 'sector', 'stage', 'location', 'category', 'from', 'to', 'past'];

/** The api request for a list page's address (also what the server renders the page with). */
export function listRequestFrom(area: TContentArea, params: URLSearchParams): TContentListRequest {
  const value = (key: TListKey) => params.get(key)?.trim() || '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const request: TContentListRequest = { page, pageSize: PAGE_SIZE };
  const search = value('q');
  if (search) request.search = search;
  const sort = value('sort');
  if (sort) request.sort = sort as TContentSort;
  const { filters } = area;
  if (filters.includes('sector') && value('sector')) request.sector = value('sector');
  if (filters.includes('stage') && value('stage')) request.stage = value('stage') as TContentListRequest['stage'];
  if (filters.includes('location') && value('location')) request.location = value('location');
  if (filters.includes('category') && value('category')) request.category = value('category');
  if (filters.includes('dates')) {
    if (value('from')) request.from = value('from');
    if (value('to')) request.to = value('to');
    if (value('past') === '1') request.past = true;
  }
  return request;
}

/**
 * A list page's state lives in the address (SPEC §9), so back/forward, reload and a shared link show
 * the same list. Each change is a history entry; any change but the page itself goes back to page 1.
 * Values are sent to the api as they are: the api says what is out of range (400) and the page shows it.
 */
export function useListParams(area: TContentArea) {
  const [params, setParams] = useSearchParams();
  const value = (key: TListKey) => params.get(key)?.trim() || '';
  const request = listRequestFrom(area, params);
  const page = request.page ?? 1;

  const update = useCallback(
    (changes: Partial<Record<TListKey, string | null>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, val] of Object.entries(changes)) {
          if (val && val.trim()) next.set(key, val.trim());
          else next.delete(key);
        }
        if (!('page' in changes) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of LIST_KEYS) next.delete(key);
      return next;
    });
  }, [setParams]);

  const filtered = FILTER_KEYS.some((key) => value(key) !== '');
  return { value, page, request, update, clear, filtered };
}
