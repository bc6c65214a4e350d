// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { seoEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const seoRoutes: TRoutesOf<typeof seoEndpoints> = {
  pageSeo: { method: 'POST', path: '/api/products/page-seo' },
};
