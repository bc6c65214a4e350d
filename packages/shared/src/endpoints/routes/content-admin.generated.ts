// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { contentAdminEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const contentAdminRoutes: TRoutesOf<typeof contentAdminEndpoints> = {
  list: { method: 'POST', path: '/api/admin/content/:type/list' },
  item: { method: 'POST', path: '/api/admin/content/:type/:id' },
  remove: { method: 'DELETE', path: '/api/admin/content/:type/:id' },
};
