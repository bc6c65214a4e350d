import { ZSession } from '../contracts/auth';
import {
  ZAddCartItemRequest,
  ZAddDomainRequest,
  ZAddOnQuantityRequest,
  ZCartAddOnParams,
  ZCartCouponRequest,
  ZCartData,
  ZCartItemParams,
  ZClearCartParams,
  ZDeleteCartItemRequest,
  ZDeleteDomainRequest,
  ZItemQuantityRequest,
  ZMergeCartRequest,
  ZNewUserWithCartRequest,
  ZReadCartRequest,
  ZToggleAddOnRequest,
  ZUpdateDomainDurationRequest,
  ZUpdateServiceDurationRequest,
  ZUpdateServiceQuantityRequest,
  ZUpdateServicesRequest,
} from '../contracts/cart';
import { type TEndpointSpec, defineEndpoint } from './define';

/** Every cart call needs a signed-in account and answers with the whole cart, priced now. */
const cartCall = <const TSpec extends Omit<TEndpointSpec, 'access' | 'data' | 'tags'>>(spec: TSpec) =>
  defineEndpoint({ ...spec, access: 'signed-in', data: ZCartData, tags: ['cart'] as const });

/** SPEC §7 "Cart": the signed-in user's server cart; every answer is the whole cart, priced from the catalogue now. */
export const cartEndpoints = {
  read: cartCall({ method: 'POST', path: '/api/cart', summary: 'Cart: read the cart', body: ZReadCartRequest }),
  addItem: cartCall({
    method: 'POST',
    path: '/api/cart/add-item',
    summary: 'Cart: add a product or a pack, with add-ons and services',
    message: 'Product added to cart!',
    body: ZAddCartItemRequest,
  }),
  addDomain: cartCall({
    method: 'POST',
    path: '/api/cart/add-item-domain',
    summary: 'Cart: add a domain registration',
    message: 'Domain added to cart!',
    body: ZAddDomainRequest,
  }),
  setQuantity: cartCall({
    method: 'PATCH',
    path: '/api/cart/items/:cartItemId',
    summary: "Cart: change a line's quantity",
    message: 'Quantity updated.',
    params: ZCartItemParams,
    body: ZItemQuantityRequest,
  }),
  deleteItem: cartCall({
    method: 'DELETE',
    path: '/api/cart/items/delete',
    summary: 'Cart: remove a product or pack line',
    message: 'Item removed.',
    body: ZDeleteCartItemRequest,
  }),
  deleteDomain: cartCall({
    method: 'DELETE',
    path: '/api/cart/items/delete-domain',
    summary: 'Cart: remove domain lines',
    message: 'Domain removed.',
    body: ZDeleteDomainRequest,
  }),
  toggleAddOn: cartCall({
    method: 'PUT',
    path: '/api/cart/items/:cartItemId/addons/toggle',
    summary: 'Cart: add or remove an add-on on a line',
    message: 'Add-ons updated.',
    params: ZCartItemParams,
    body: ZToggleAddOnRequest,
  }),
  setAddOnQuantity: cartCall({
    method: 'PATCH',
    path: '/api/cart/items/:cartItemId/addons/:addOnId',
    summary: "Cart: change an add-on's quantity",
    message: 'Add-on quantity updated.',
    params: ZCartAddOnParams,
    body: ZAddOnQuantityRequest,
  }),
  /** `:id` is `cartId` from any cart answer, or `current` (CURRENT_CART). */
  clear: cartCall({
    method: 'DELETE',
    path: '/api/cart/:id',
    summary: 'Cart: empty the cart',
    message: 'Your cart is empty.',
    params: ZClearCartParams,
  }),
  updateServices: cartCall({
    method: 'PUT',
    path: '/api/cart/update-services',
    summary: "Cart: replace a line's services",
    message: 'Services updated.',
    body: ZUpdateServicesRequest,
  }),
  updateDuration: cartCall({
    method: 'PUT',
    path: '/api/cart/update-duration',
    summary: "Cart: change a service's years",
    message: 'Duration updated.',
    body: ZUpdateServiceDurationRequest,
  }),
  updateQuantity: cartCall({
    method: 'PUT',
    path: '/api/cart/update-quantity',
    summary: "Cart: change a service's quantity",
    message: 'Quantity updated.',
    body: ZUpdateServiceQuantityRequest,
  }),
  updateDomainDuration: cartCall({
    method: 'PUT',
    path: '/api/cart/update-domain-duration',
    summary: "Cart: change a domain's registration years",
    message: 'Registration years updated.',
    body: ZUpdateDomainDurationRequest,
  }),
  /** Kept with the cart, checked again on every read. */
  applyCoupon: cartCall({
    method: 'PUT',
    path: '/api/cart/coupon',
    summary: 'Cart: apply a coupon',
    body: ZCartCouponRequest,
  }),
  removeCoupon: cartCall({
    method: 'DELETE',
    path: '/api/cart/coupon',
    summary: 'Cart: remove the coupon',
    message: 'Coupon removed.',
  }),
  /** Sign-in: the browser's cart merges into the server's (domain/cart-merge). */
  merge: cartCall({
    method: 'POST',
    path: '/api/cart/newcartwithuser',
    summary: "Cart: merge the browser's cart into the account's",
    message: 'Your cart is saved to your account.',
    body: ZMergeCartRequest,
  }),
  /** Checkout sign-up: a new account (as partial-register) with the browser's cart; limited per address. */
  newUserWithCart: defineEndpoint({
    method: 'POST',
    path: '/api/user/newuserwithcart',
    summary: "User: create an account with the browser's cart",
    access: 'public',
    /** Like register: creating accounts is limited per address. */
    rateLimit: { max: 5, timeWindow: '1 minute' },
    body: ZNewUserWithCartRequest,
    data: ZSession.extend({ cart: ZCartData }),
    tags: ['user'],
  }),
};
