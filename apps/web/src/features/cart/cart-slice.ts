import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TCart } from '@launchpad/shared/domain/cart';

/*
 * SPEC §3/§4: the cart kept in the browser (local storage). This is the minimal slice the
 * marketplace needs to add items and show a count; the cart page, the server cart and the other
 * transitions of SPEC §4 arrive with the checkout work (issue 5). The rules themselves are the pure
 * functions of packages/shared/src/domain/cart*.ts: reducers only store their result.
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
  selectors: {
    selectCart: (cart) => cart,
    /** The header badge: the sum of the lines' quantities (SPEC §3 totalQuantity). */
    selectCartCount: (cart) => cart.totalQuantity,
  },
});

export const { cartReplaced, cartCleared } = cartSlice.actions;
export const { selectCart, selectCartCount } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
