// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { publishingEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const publishingRoutes: TRoutesOf<typeof publishingEndpoints> = {
  sites: { method: 'GET', path: '/api/publishing/sites' },
  publish: { method: 'POST', path: '/api/publishing/sites' },
  site: { method: 'GET', path: '/api/publishing/sites/:id' },
  unpublish: { method: 'DELETE', path: '/api/publishing/sites/:id' },
  check: { method: 'POST', path: '/api/publishing/sites/:id/check' },
  preview: { method: 'GET', path: '/api/publishing/sites/:id/preview' },
  publishChanges: { method: 'PUT', path: '/api/publishing/sites/:id/content' },
  versions: { method: 'GET', path: '/api/publishing/sites/:id/versions' },
  restore: { method: 'POST', path: '/api/publishing/sites/:id/versions/:version/restore' },
  waitlist: { method: 'GET', path: '/api/publishing/sites/:id/waitlist' },
  waitlistCsv: { method: 'GET', path: '/api/publishing/sites/:id/waitlist.csv' },
  ideaPreview: { method: 'GET', path: '/api/publishing/preview' },
  tlsAllowed: { method: 'GET', path: '/api/publishing/tls-allowed' },
};
