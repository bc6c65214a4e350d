import {
  CURRENT_CART,
  cartRoutes as routes,
  catalogRoutes,
  couponRoutes,
  domainsRoutes,
  type TAddCartItemRequest,
  type TAddDomainRequest,
  type TCartData,
  type TClientCart,
  type TDeleteCartItemBody,
  type TDeleteDomainBody,
  type TServiceChoice,
  type TStartupPackageChoice,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TDefinitionOf, type TEndpointCall, fromEndpoint } from '@/lib/endpoint';
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

type TLifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: TCartData }> };
type TCartRoute = (typeof routes)[Exclude<keyof typeof routes, 'newUserWithCart'>];

/** A cart change: its call built from the route, the cart it answers stored as the read's answer. */
const change = <TRoute extends TCartRoute, TArg>(
  route: TRoute,
  toCall: (arg: TArg) => TEndpointCall<TDefinitionOf<TRoute>>,
  invalidate = false,
) => ({
  ...fromEndpoint(route, toCall),
  onQueryStarted: (_arg: TArg, lifecycle: TLifecycle) => storeCart(lifecycle, invalidate),
});

/** SPEC §7 "Cart": the signed-in customer's server cart, and the coupon check. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query({
      ...fromEndpoint(routes.read, (_: void) => ({ body: {} })),
      providesTags: ['Cart'],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        // A stand-in api (tests) may answer without a cart: only a real one is counted.
        if (result?.data?.cart) dispatch(serverCartReceived(result.data.cart));
      },
    }),
    addCartItem: build.mutation(change(routes.addItem, (body: TAddCartItemRequest) => ({ body }))),
    addCartDomain: build.mutation(change(routes.addDomain, (body: TAddDomainRequest) => ({ body }))),
    setCartItemQuantity: build.mutation(
      change(routes.setQuantity, ({ cartItemId, quantity }: { cartItemId: string; quantity: number }) => ({
        params: { cartItemId },
        body: { quantity },
      })),
    ),
    deleteCartItem: build.mutation(change(routes.deleteItem, (body: TDeleteCartItemBody) => ({ body }))),
    deleteCartDomain: build.mutation(change(routes.deleteDomain, (body: TDeleteDomainBody) => ({ body: body ?? {} }))),
    toggleCartAddOn: build.mutation(
      change(routes.toggleAddOn, ({ cartItemId, addOnId }: { cartItemId: string; addOnId: string }) => ({
        params: { cartItemId },
        body: { addOnId },
      })),
    ),
    setCartAddOnQuantity: build.mutation(
      change(
        routes.setAddOnQuantity,
        ({ cartItemId, addOnId, quantity }: { cartItemId: string; addOnId: string; quantity: number }) => ({
          params: { cartItemId, addOnId },
          body: { quantity },
        }),
      ),
    ),
    clearServerCart: build.mutation(
      change(routes.clear, (id: string | void) => ({ params: { id: id ?? CURRENT_CART } })),
    ),
    updateCartServices: build.mutation(
      change(routes.updateServices, (body: { cartItemId: string; services: TServiceChoice[] }) => ({ body })),
    ),
    setServiceDuration: build.mutation(
      change(routes.updateDuration, (body: { cartItemId: string; serviceId: string; duration: number }) => ({
        body,
      })),
    ),
    setServiceQuantity: build.mutation(
      change(routes.updateQuantity, (body: { cartItemId: string; serviceId: string; quantity: number }) => ({
        body,
      })),
    ),
    setDomainYears: build.mutation(
      change(routes.updateDomainDuration, (body: { cartItemId: string; duration: number }) => ({ body })),
    ),
    /** The coupon kept with the server cart: applied (when it applies now) or removed; the cart answers. */
    applyCartCoupon: build.mutation(change(routes.applyCoupon, (code: string) => ({ body: { code } }))),
    removeCartCoupon: build.mutation(change(routes.removeCoupon, (_: void) => ({}))),
    /** Sign-in: the browser's cart merges into the server's (domain/cart-merge). */
    mergeCart: build.mutation(
      change(
        routes.merge,
        ({ cart, couponCode }: { cart: TClientCart; couponCode?: string | undefined }) => ({
          body: { cart, ...(couponCode && { couponCode }) },
        }),
        true,
      ),
    ),
    /** `coupan-check`: signed in, the server cart is checked (the `cart` only says it is part of the purchase). */
    checkCoupon: build.mutation(
      fromEndpoint(
        couponRoutes.check,
        ({ code, ...body }: { code: string; cart?: TClientCart; startupPackage?: TStartupPackageChoice }) => ({
          params: { id: code },
          body,
        }),
      ),
    ),
    /** SSL and ID Protect: what a domain line can be bought with (`domain-services`). */
    getDomainServices: build.query(fromEndpoint(domainsRoutes.domainServices, (_: void) => ({ body: {} }))),
    /** Names for an anonymous visitor's lines (the browser's cart keeps ids and prices only). */
    getCartProduct: build.query(fromEndpoint(catalogRoutes.product, (id: string) => ({ params: { id }, body: {} }))),
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
