// Checkout (issue 5): the signed-in customer's server cart, priced now, with the coupon and VAT, as
// the draft of the order that flows/checkout.ts pays (see flows/pay-for-order.ts for the once-only
// guarantees).
import {
  type TCart,
  type TCartItem,
  type TCheckoutRequest,
  allocateProportionally,
  cartSubtotal,
  isDomainItem,
  lineTotals,
  priceSummary,
} from '@launchpad/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { cartItems, carts, productAddOns, productGroups, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { evaluateCoupon } from '../coupons';
import { composeOrderDraft, type TDraftLine, type TOrderDraft } from '../orders';
import { readCartCouponCode } from './cart-coupon.store';
import { loadPricedCart } from './cart.service';

type TNames = { products: Map<string, string>; groups: Map<string, string>; addOns: Map<string, string> };

async function namesFor(db: TDb, cart: TCart): Promise<TNames> {
  const ids = (pick: (item: TCartItem) => (string | null)[]) => [
    ...new Set(cart.CartItems.flatMap(pick).filter((id): id is string => !!id)),
  ];
  const productIds = ids((item) => [item.isGroup ? null : item.productId]);
  const groupIds = ids((item) => [item.isGroup ? item.groupId : null]);
  const addOnIds = ids((item) => item.CartItemAddOns.map((addOn) => addOn.addOnId));
  const [productRows, groupRows, addOnRows] = await Promise.all([
    productIds.length
      ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds))
      : [],
    groupIds.length
      ? db
          .select({ id: productGroups.id, name: productGroups.name })
          .from(productGroups)
          .where(inArray(productGroups.id, groupIds))
      : [],
    addOnIds.length
      ? db
          .select({ id: productAddOns.id, name: productAddOns.name })
          .from(productAddOns)
          .where(inArray(productAddOns.id, addOnIds))
      : [],
  ]);
  const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { products: byId(productRows), groups: byId(groupRows), addOns: byId(addOnRows) };
}

/**
 * One cart item as order lines: the product, pack or domain, then its add-ons and services as lines
 * of their own (linked to it), each with its share of the item's discount. An add-on-only item has no
 * product line: its add-ons stand alone.
 */
function itemLines(item: TCartItem, names: TNames, discount: number): TDraftLine[] {
  const domain = isDomainItem(item);
  // A product bought for a domain (an SSL certificate on its own) names it on its line.
  const forDomain = !domain && !item.isGroup ? (item.domain_details?.domain ?? null) : null;
  const productName = names.products.get(item.productId ?? '') ?? 'Service';
  const name = domain
    ? (item.domain_details?.domain ?? `${item.domain}.${item.tld}`)
    : item.isGroup
      ? (names.groups.get(item.groupId ?? '') ?? 'Startup pack')
      : forDomain
        ? `${productName} for ${forDomain}`
        : productName;
  const lines: TDraftLine[] = [];
  const parentKey = item.onlyAddOns ? null : item.id;
  if (!item.onlyAddOns) {
    lines.push({
      key: item.id,
      parentKey: null,
      kind: domain ? 'domain' : item.isGroup ? 'group' : 'product',
      refId: domain ? name : item.isGroup ? item.groupId : item.productId,
      description: domain ? `Domain registration: ${name}` : name,
      quantity: item.quantity,
      years: domain ? (item.selected_years ?? 1) : null,
      unitPricePence: item.price,
      amountPence: lineTotals(item).product,
      discountPence: 0,
      forDomain,
    });
  }
  for (const addOn of item.CartItemAddOns) {
    const addOnName = names.addOns.get(addOn.addOnId) ?? 'Add-on';
    lines.push({
      key: `${item.id}:add-on:${addOn.addOnId}`,
      parentKey,
      kind: 'add_on',
      refId: addOn.addOnId,
      description: parentKey ? addOnName : `${name}: ${addOnName}`,
      quantity: addOn.quantity,
      years: null,
      unitPricePence: addOn.price,
      amountPence: addOn.price * addOn.quantity,
      discountPence: 0,
    });
  }
  for (const service of item.CartItemServices) {
    lines.push({
      key: `${item.id}:service:${service.serviceId}`,
      parentKey,
      kind: 'service',
      refId: service.serviceId,
      description: `${service.serviceName} for ${forDomain ?? name}`,
      quantity: service.quantity,
      years: service.duration,
      unitPricePence: service.price,
      amountPence: service.price * service.duration * service.quantity,
      discountPence: 0,
      forDomain,
    });
  }
  const shares = allocateProportionally(
    discount,
    lines.map((line) => line.amountPence),
  );
  return lines.map((line, index) => ({ ...line, discountPence: shares[index] ?? 0 }));
}

export async function cartDraft(
  deps: Pick<TDeps, 'db' | 'payments'>,
  options: TCheckoutRequest & { userId: string; now: Date },
): Promise<TOrderDraft> {
  const { cart } = await loadPricedCart(deps, { userId: options.userId });
  if (cart.CartItems.length === 0)
    throw new AppError('BAD_REQUEST', 'Your cart is empty. Add something before checking out.');
  const subtotal = cartSubtotal(cart);

  let coupon: TOrderDraft['coupon'] = null;
  const discountOf = new Map<string, number>();
  // The code sent, else the one kept with the cart (issue 20): the order is what the cart showed.
  const code = options.couponCode ?? (await readCartCouponCode(deps.db, options.userId));
  if (code) {
    const result = await evaluateCoupon(deps, { code, cart, plan: null, userId: options.userId, now: options.now });
    if (result.ok) {
      coupon = { id: result.coupon.id, name: result.coupon.name };
      for (const line of result.discountPerLine) discountOf.set(line.lineId, line.discount);
    } else if (options.couponCode) {
      throw new AppError('BAD_REQUEST', result.message);
    }
    // A kept code that stopped applying takes nothing off, as the cart already says in words.
  }
  const discount = [...discountOf.values()].reduce((sum, value) => sum + value, 0);
  const summary = priceSummary(subtotal, discount);

  const names = await namesFor(deps.db, cart);
  const lines = cart.CartItems.flatMap((item) => itemLines(item, names, discountOf.get(item.id) ?? 0));
  if (lines.reduce((sum, line) => sum + line.amountPence, 0) !== subtotal) {
    throw new Error('order lines do not add up to the cart subtotal');
  }
  return composeOrderDraft(deps, {
    userId: options.userId,
    idempotencyKey: options.idempotencyKey,
    buyer: options.buyer,
    coupon,
    summary,
    lines,
    subscriptionIntent: null,
  });
}

/**
 * A cart with a service that renews (bookkeeping; see subscriptionInterval) saves the card it is paid
 * with: its renewals charge that card.
 */
export async function cartRenews(db: TDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(carts.userId, userId), eq(products.billing, 'recurring'), ne(products.category, 'domain_service')))
    .limit(1);
  return !!row;
}
