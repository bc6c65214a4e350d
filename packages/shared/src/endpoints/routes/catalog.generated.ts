// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { catalogEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const catalogRoutes: TRoutesOf<typeof catalogEndpoints> = {
  list: { method: 'POST', path: '/api/products/list' },
  marketplace: { method: 'POST', path: '/api/products/marketplace' },
  groupList: { method: 'POST', path: '/api/products/grouplist' },
  sectionData: { method: 'POST', path: '/api/products/sectionData' },
  related: { method: 'POST', path: '/api/products/relatedproducts' },
  bySlug: { method: 'POST', path: '/api/products/slug/:id' },
  product: { method: 'POST', path: '/api/products/:id' },
  plans: { method: 'POST', path: '/api/plan/getstartupPackages' },
  planByName: { method: 'POST', path: '/api/plan/planbyname' },
  raiseQuotation: { method: 'POST', path: '/api/orders/raise-quotation' },
};
