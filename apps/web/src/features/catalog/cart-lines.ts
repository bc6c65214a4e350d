import type { TNewCartLine } from '@/features/cart';

/** A product line: its total (fee + filing fee) per unit; selected, so adding it again replaces it (SPEC §4). */
export function productLine(
  product: { id: string; totalPence: number },
  extras: Pick<TNewCartLine, 'CartItemAddOns' | 'CartItemServices' | 'domain_details'> = {},
): TNewCartLine {
  return { productId: product.id, price: product.totalPence, isProductSelected: true, ...extras };
}

export function groupLine(group: { id: string; pricePence: number }): TNewCartLine {
  return { groupId: group.id, isGroup: true, price: group.pricePence, isProductSelected: true };
}
