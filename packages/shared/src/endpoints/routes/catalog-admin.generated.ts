// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { catalogAdminEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const catalogAdminRoutes: TRoutesOf<typeof catalogAdminEndpoints> = {
  add: { method: 'POST', path: '/api/products/add' },
  update: { method: 'PUT', path: '/api/products/:id' },
  remove: { method: 'DELETE', path: '/api/products/:id' },
  upload: { method: 'POST', path: '/api/admin/upload/product' },
  products: { method: 'POST', path: '/api/admin/products' },
  product: { method: 'POST', path: '/api/admin/products/:id' },
  quotations: { method: 'POST', path: '/api/admin/quotations' },
};
