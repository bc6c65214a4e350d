// Derived values of a cart (SPEC §3 totalQuantity; issue 5 totals). Integer pence throughout; catalogue
// prices exclude VAT, which pricing.ts adds at checkout.
import { type TCart, type TCartItem, isDomainItem } from './cart';

/** The cart badge count: the sum of every line's quantity (a domain counts 1). */
export function totalQuantity(cart: Pick<TCart, 'CartItems'>): number {
  return cart.CartItems.reduce((sum, item) => sum + item.quantity, 0);
}

/** The cart with `totalQuantity` recomputed from its lines. */
export function withTotals(items: TCartItem[]): TCart {
  return { CartItems: items, totalQuantity: totalQuantity({ CartItems: items }) };
}

export type TLineTotals = { product: number; addOns: number; services: number; total: number };

/**
 * What a line costs, in pence, split as an order summary shows it:
 * product = price × quantity (a domain: price per year × selected_years; an add-on-only line: 0),
 * addOns = Σ price × quantity, services = Σ price per year × duration × quantity.
 * Add-on and service quantities are their own counts, not multiplied by the line's quantity.
 */
export function lineTotals(item: TCartItem): TLineTotals {
  const product = item.onlyAddOns
    ? 0
    : isDomainItem(item)
      ? item.price * (item.selected_years ?? 1) * item.quantity
      : item.price * item.quantity;
  const addOns = item.CartItemAddOns.reduce((sum, addOn) => sum + addOn.price * addOn.quantity, 0);
  const services = item.CartItemServices.reduce((sum, s) => sum + s.price * s.duration * s.quantity, 0);
  return { product, addOns, services, total: product + addOns + services };
}

export function lineTotal(item: TCartItem): number {
  return lineTotals(item).total;
}

/** Σ line totals, before any coupon and before VAT (catalogue prices exclude VAT: see pricing.ts). */
export function cartSubtotal(cart: Pick<TCart, 'CartItems'>): number {
  return cart.CartItems.reduce((sum, item) => sum + lineTotal(item), 0);
}
