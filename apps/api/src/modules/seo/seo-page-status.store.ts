import { SERVICE_PAGE_TYPES, matchAppRoute, resolvePlace } from '@launchpad/shared';
import type { TDeps } from '../../core';
import { productPageState } from '../catalog';
import { CONTENT_DETAIL_PAGES, findPublishedItem, wasDeleted } from '../content';

/** 200: a page; 404: no such page (or item); 410: an item that was there and has been deleted. */
export type TPageStatus = 200 | 404 | 410;

/**
 * The HTTP status of a web page (issue 22 "HTTP status"): what a crawler should learn before any script runs.
 * A path is a page when the web's router has a route for it (APP_ROUTE_PATTERNS) and, for a detail page of
 * public content or a product, when that item is published. Pages for one signed-in person (an idea, an email
 * confirmation) cannot be checked without the person and are pages.
 */
export async function pageStatus(deps: Pick<TDeps, 'db'>, path: string): Promise<TPageStatus> {
  const match = matchAppRoute(path);
  if (!match || match.pattern === '/404') return 404;
  const [, area] = match.pattern.split('/');
  const { id, countryName, state } = match.params;
  // Every tool has its own route; `/tools/{slug}` only catches the names of tools that do not exist.
  if (match.pattern === '/tools/:slug') return 404;
  if (match.pattern === '/services/:id' && id !== undefined) {
    const product = await productPageState(deps, id);
    return product === 'live' ? 200 : product === 'gone' ? 410 : 404;
  }
  const pageType = SERVICE_PAGE_TYPES.find((type) => match.pattern.startsWith(`/services/${type}/`));
  if (pageType && countryName !== undefined) return resolvePlace(pageType, countryName, state).ok ? 200 : 404;
  const contentType = area ? CONTENT_DETAIL_PAGES[area] : undefined;
  if (contentType && id !== undefined) {
    if (await findPublishedItem(deps, contentType, id)) return 200;
    return (await wasDeleted(deps, contentType, id)) ? 410 : 404;
  }
  return 200;
}
