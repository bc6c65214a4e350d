// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { contentEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const contentRoutes: TRoutesOf<typeof contentEndpoints> = {
  highlights: { method: 'POST', path: '/api/content/highlights' },
  list: { method: 'POST', path: '/api/content/:type/list' },
  detail: { method: 'POST', path: '/api/content/:type/:id' },
  eventIcs: { method: 'GET', path: '/api/content/event/:id/ics' },
  relatedCommunities: { method: 'POST', path: '/api/community/relatedcommunities' },
  community: { method: 'POST', path: '/api/community/:id' },
};
