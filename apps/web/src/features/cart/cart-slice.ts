import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TCart } from '@launchpad/shared/domain/cart';
import { sessionExpired, sessionRevoked } from '@/lib/session-events';

/*
 * SPEC §3/§4: the cart. An anonymous visitor's cart lives here and in local storage (`cart`); a
 * signed-in customer's cart lives on the server (features/cart/api.ts, tag 'Cart') and is mirrored
 * here (`serverCart`) and in the same storage key (SPEC §6, §9: "kept on the server and locally"),
 * so the header badge, which is on the first load, needs no api code and shows the count at once.
 * The rules are the pure functions of packages/shared/src/domain/cart*.ts.
 */

export const emptyCartState: TCart = { CartItems: [], totalQuantity: 0 };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCartState,
  reducers: {
    /** The cart after a rule from domain/cart-operations ran (add, remove, …), or one read from storage. */
    cartReplaced: (_state, action: PayloadAction<TCart>) => action.payload,
    cartCleared: () => emptyCartState,
  },
  extraReducers: (builder) => {
    // SPEC §4: a refused refresh clears the cart (the storage key follows through persistCartChanges).
    builder.addCase(sessionRevoked, () => emptyCartState);
  },
  selectors: {
    selectCart: (cart) => cart,
    /** The header badge: the sum of the lines' quantities (SPEC §3 totalQuantity). */
    selectCartCount: (cart) => cart.totalQuantity,
  },
});

export type TServerCartState = { totalQuantity: number | null; cart: TCart | null };

export const unknownServerCart: TServerCartState = { totalQuantity: null, cart: null };

/** The signed-in customer's server cart as last read (null until read), and its count for the header. */
export const serverCartSlice = createSlice({
  name: 'serverCart',
  initialState: unknownServerCart,
  reducers: {
    serverCartReceived: (_state, action: PayloadAction<TCart>) => ({
      totalQuantity: action.payload.totalQuantity,
      cart: action.payload,
    }),
    serverCartForgotten: () => unknownServerCart,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => unknownServerCart);
    builder.addCase(sessionRevoked, () => unknownServerCart);
  },
  selectors: {
    selectServerCartCount: (state) => state.totalQuantity ?? 0,
  },
});

export const { cartReplaced, cartCleared } = cartSlice.actions;

/**
 * Whether the browser's own cart is known. Not on the server, which cannot see the visitor's storage, nor while
 * the browser hydrates a page the server rendered (it starts from the server's empty cart); the stored cart is put
 * in just after (src/app/app.tsx), and the cart page shows it loading until then rather than "empty".
 */
export const cartReadSlice = createSlice({
  name: 'cartRead',
  initialState: true,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => cartReplaced.match(action) || cartCleared.match(action) || sessionRevoked.match(action),
      () => true,
    );
  },
  selectors: { selectCartRead: (read) => read },
});
export const { selectCartRead } = cartReadSlice.selectors;
export const { selectCart, selectCartCount } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
export const { serverCartReceived, serverCartForgotten } = serverCartSlice.actions;
export const { selectServerCartCount } = serverCartSlice.selectors;
export const serverCartReducer = serverCartSlice.reducer;
