// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { cartEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const cartRoutes: TRoutesOf<typeof cartEndpoints> = {
  read: { method: 'POST', path: '/api/cart' },
  addItem: { method: 'POST', path: '/api/cart/add-item' },
  addDomain: { method: 'POST', path: '/api/cart/add-item-domain' },
  setQuantity: { method: 'PATCH', path: '/api/cart/items/:cartItemId' },
  deleteItem: { method: 'DELETE', path: '/api/cart/items/delete' },
  deleteDomain: { method: 'DELETE', path: '/api/cart/items/delete-domain' },
  toggleAddOn: { method: 'PUT', path: '/api/cart/items/:cartItemId/addons/toggle' },
  setAddOnQuantity: { method: 'PATCH', path: '/api/cart/items/:cartItemId/addons/:addOnId' },
  clear: { method: 'DELETE', path: '/api/cart/:id' },
  updateServices: { method: 'PUT', path: '/api/cart/update-services' },
  updateDuration: { method: 'PUT', path: '/api/cart/update-duration' },
  updateQuantity: { method: 'PUT', path: '/api/cart/update-quantity' },
  updateDomainDuration: { method: 'PUT', path: '/api/cart/update-domain-duration' },
  applyCoupon: { method: 'PUT', path: '/api/cart/coupon' },
  removeCoupon: { method: 'DELETE', path: '/api/cart/coupon' },
  merge: { method: 'POST', path: '/api/cart/newcartwithuser' },
  newUserWithCart: { method: 'POST', path: '/api/user/newuserwithcart' },
};
