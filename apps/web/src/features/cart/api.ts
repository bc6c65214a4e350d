import {
  CART_PATHS,
  DOMAINS_PATHS,
  CURRENT_CART,
  cartAddOnPath,
  cartAddOnTogglePath,
  cartItemPath,
  clearCartPath,
  couponEndpoints,
  productPath,
  type TAddCartItemRequest,
  type TAddDomainRequest,
  type TCartData,
  type TCatalogService,
  type TClientCart,
  type TDeleteCartItemBody,
  type TDeleteDomainBody,
  type TProductDetail,
  type TServiceChoice,
  type TStartupPackageChoice,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint, unwrap } from '@/lib/endpoint';
import { serverCartReceived } from './cart-slice';

/** Every cart change answers with the whole cart: store it as the read's answer and update the badge. */
async function storeCart(
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: TCartData }> },
  invalidate = false,
) {
  const result = await queryFulfilled.catch(() => null);
  if (!result?.data?.cart) return;
  dispatch(serverCartReceived(result.data.cart));
  dispatch(cartApi.util.upsertQueryData('getCart', undefined, result.data));
  if (invalidate) dispatch(cartApi.util.invalidateTags(['Cart']));
}

const change = <TArg>(request: (arg: TArg) => { url: string; method: string; body?: unknown }) => ({
  query: request,
  transformResponse: unwrap<TCartData>,
  onQueryStarted: (
    _arg: TArg,
    lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: TCartData }> },
  ) => storeCart(lifecycle),
});

/** SPEC §7 "Cart": the signed-in customer's server cart, and the coupon check. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<TCartData, void>({
      query: () => ({ url: CART_PATHS.read, method: 'POST', body: {} }),
      transformResponse: unwrap<TCartData>,
      providesTags: ['Cart'],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        // A stand-in api (tests) may answer without a cart: only a real one is counted.
        if (result?.data?.cart) dispatch(serverCartReceived(result.data.cart));
      },
    }),
    addCartItem: build.mutation<TCartData, TAddCartItemRequest>(
      change((body) => ({ url: CART_PATHS.addItem, method: 'POST', body })),
    ),
    addCartDomain: build.mutation<TCartData, TAddDomainRequest>(
      change((body) => ({ url: CART_PATHS.addDomain, method: 'POST', body })),
    ),
    setCartItemQuantity: build.mutation<TCartData, { cartItemId: string; quantity: number }>(
      change(({ cartItemId, quantity }) => ({ url: cartItemPath(cartItemId), method: 'PATCH', body: { quantity } })),
    ),
    deleteCartItem: build.mutation<TCartData, TDeleteCartItemBody>(
      change((body) => ({ url: CART_PATHS.deleteItem, method: 'DELETE', body })),
    ),
    deleteCartDomain: build.mutation<TCartData, TDeleteDomainBody>(
      change((body) => ({ url: CART_PATHS.deleteDomain, method: 'DELETE', body: body ?? {} })),
    ),
    toggleCartAddOn: build.mutation<TCartData, { cartItemId: string; addOnId: string }>(
      change(({ cartItemId, addOnId }) => ({ url: cartAddOnTogglePath(cartItemId), method: 'PUT', body: { addOnId } })),
    ),
    setCartAddOnQuantity: build.mutation<TCartData, { cartItemId: string; addOnId: string; quantity: number }>(
      change(({ cartItemId, addOnId, quantity }) => ({
        url: cartAddOnPath(cartItemId, addOnId),
        method: 'PATCH',
        body: { quantity },
      })),
    ),
    clearServerCart: build.mutation<TCartData, string | void>(
      change((id) => ({ url: clearCartPath(id ?? CURRENT_CART), method: 'DELETE' })),
    ),
    updateCartServices: build.mutation<TCartData, { cartItemId: string; services: TServiceChoice[] }>(
      change((body) => ({ url: CART_PATHS.updateServices, method: 'PUT', body })),
    ),
    setServiceDuration: build.mutation<TCartData, { cartItemId: string; serviceId: string; duration: number }>(
      change((body) => ({ url: CART_PATHS.updateDuration, method: 'PUT', body })),
    ),
    setServiceQuantity: build.mutation<TCartData, { cartItemId: string; serviceId: string; quantity: number }>(
      change((body) => ({ url: CART_PATHS.updateQuantity, method: 'PUT', body })),
    ),
    setDomainYears: build.mutation<TCartData, { cartItemId: string; duration: number }>(
      change((body) => ({ url: CART_PATHS.updateDomainDuration, method: 'PUT', body })),
    ),
    /** The coupon kept with the server cart: applied (when it applies now) or removed; the cart answers. */
    applyCartCoupon: build.mutation<TCartData, string>(
      change((code) => ({ url: CART_PATHS.coupon, method: 'PUT', body: { code } })),
    ),
    removeCartCoupon: build.mutation<TCartData, void>(change(() => ({ url: CART_PATHS.coupon, method: 'DELETE' }))),
    /** Sign-in: the browser's cart merges into the server's (domain/cart-merge). */
    mergeCart: build.mutation<TCartData, { cart: TClientCart; couponCode?: string | undefined }>({
      query: ({ cart, couponCode }) => ({
        url: CART_PATHS.merge,
        method: 'POST',
        body: { cart, ...(couponCode && { couponCode }) },
      }),
      transformResponse: unwrap<TCartData>,
      onQueryStarted: (_arg, lifecycle) => storeCart(lifecycle, true),
    }),
    /** `coupan-check`: signed in, the server cart is checked (the `cart` only says it is part of the purchase). */
    checkCoupon: build.mutation(
      fromEndpoint(
        couponEndpoints.check,
        ({ code, ...body }: { code: string; cart?: TClientCart; startupPackage?: TStartupPackageChoice }) => ({
          params: { id: code },
          body,
        }),
      ),
    ),
    /** SSL and ID Protect: what a domain line can be bought with (`domain-services`). */
    getDomainServices: build.query<TCatalogService[], void>({
      query: () => ({ url: DOMAINS_PATHS.domainServices, method: 'POST', body: {} }),
      transformResponse: unwrap<TCatalogService[]>,
    }),
    /** Names for an anonymous visitor's lines (the browser's cart keeps ids and prices only). */
    getCartProduct: build.query<TProductDetail, string>({
      query: (id) => ({ url: productPath(id), method: 'POST', body: {} }),
      transformResponse: unwrap<TProductDetail>,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddCartItemMutation,
  useSetCartItemQuantityMutation,
  useDeleteCartItemMutation,
  useDeleteCartDomainMutation,
  useToggleCartAddOnMutation,
  useSetCartAddOnQuantityMutation,
  useSetServiceDurationMutation,
  useSetServiceQuantityMutation,
  useSetDomainYearsMutation,
  useMergeCartMutation,
  useCheckCouponMutation,
  useApplyCartCouponMutation,
  useRemoveCartCouponMutation,
  useGetCartProductQuery,
  useGetDomainServicesQuery,
  useUpdateCartServicesMutation,
} = cartApi;
