import { cartSubtotal } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, domainTlds, productAddOns, productGroups, products } from '../../db/schema';
import { createSignedInUser } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { clearCartInTransaction, loadPricedCart } from './cart.service';
import { cartApi, cartOf } from './cart.test-helpers';

const { ctx, seed } = useSeededContext();
const api = cartApi(ctx);

const deps = () => ({ db: ctx.database.db });

async function fullCart() {
  const { user, headers } = await createSignedInUser(ctx);
  cartOf(
    await api.addItem(headers, {
      productId: seed.ukTradeMark.id,
      addOns: [{ addOnId: seed.extraClass.id, quantity: 2 }],
    }),
  );
  cartOf(await api.addItem(headers, { groupId: seed.ukPack.id }));
  cartOf(await api.addDomain(headers, { domain: 'priced', tld: 'io', years: 2 }));
  return { user, headers };
}

describe('cart service: loadPricedCart (for checkout)', () => {
  it('answers an empty cart and no id for a user without one', async () => {
    const { user } = await createSignedInUser(ctx);
    expect(await loadPricedCart(deps(), { userId: user.id })).toEqual({
      cartId: null,
      cart: { CartItems: [], totalQuantity: 0 },
    });
  });

  it('is the cart the api shows, ready for cartSubtotal', async () => {
    const { user, headers } = await fullCart();
    const shown = cartOf(await api.read(headers));
    const loaded = await loadPricedCart(deps(), { userId: user.id });
    expect(loaded).toEqual({ cartId: shown.cartId, cart: shown.cart });
    expect(cartSubtotal(loaded.cart)).toBe(shown.subtotalPence);
  });

  it('reads every price now, so a price change after adding counts', async () => {
    const { user } = await fullCart();
    const db = ctx.database.db;
    await db.update(products).set({ pricePence: 20_000 }).where(eq(products.id, seed.ukTradeMark.id));
    await db.update(productAddOns).set({ pricePence: 9_000 }).where(eq(productAddOns.id, seed.extraClass.id));
    await db.update(domainTlds).set({ registrationPricePence: 4_500 }).where(eq(domainTlds.tld, 'io'));
    try {
      const { cart } = await loadPricedCart(deps(), { userId: user.id });
      expect(cart.CartItems.map((item) => item.price)).toEqual([
        20_000 + seed.ukTradeMark.filingFeePence,
        seed.ukPack.pricePence,
        4_500,
      ]);
      expect(cart.CartItems[0]?.CartItemAddOns[0]?.price).toBe(9_000);
    } finally {
      await db
        .update(products)
        .set({ pricePence: seed.ukTradeMark.pricePence })
        .where(eq(products.id, seed.ukTradeMark.id));
      await db
        .update(productAddOns)
        .set({ pricePence: seed.extraClass.pricePence })
        .where(eq(productAddOns.id, seed.extraClass.id));
      await db.update(domainTlds).set({ registrationPricePence: 3999 }).where(eq(domainTlds.tld, 'io'));
    }
  });

  it('leaves out what is no longer sold, and the next change deletes it', async () => {
    const { user, headers } = await fullCart();
    const db = ctx.database.db;
    const setSold = async (sold: boolean) => {
      await db.update(productAddOns).set({ isActive: sold }).where(eq(productAddOns.id, seed.extraClass.id));
      await db.update(productGroups).set({ isActive: sold }).where(eq(productGroups.id, seed.ukPack.id));
      await db.update(domainTlds).set({ isActive: sold }).where(eq(domainTlds.tld, 'io'));
    };
    await setSold(false);
    try {
      const { cart, cartId } = await loadPricedCart(deps(), { userId: user.id });
      expect(cart.CartItems.map((item) => [item.productId, item.CartItemAddOns])).toEqual([[seed.ukTradeMark.id, []]]);
      expect(cart.totalQuantity).toBe(1);
      // Still stored until the cart next changes.
      expect(
        await db
          .select()
          .from(cartItems)
          .where(eq(cartItems.cartId, cartId ?? '')),
      ).toHaveLength(3);
      cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
      expect(
        await db
          .select()
          .from(cartItems)
          .where(eq(cartItems.cartId, cartId ?? '')),
      ).toHaveLength(2);
    } finally {
      await setSold(true);
    }
  });

  it('reads inside a transaction and can lock the cart until it ends', async () => {
    const { user } = await fullCart();
    const inside = await ctx.database.db.transaction((tx) =>
      loadPricedCart(deps(), { userId: user.id, forUpdate: true }, tx),
    );
    expect(inside.cart.CartItems).toHaveLength(3);
  });
});

describe('cart service: clearCartInTransaction (a paid order empties the cart)', () => {
  it('empties the cart when the transaction commits', async () => {
    const { user, headers } = await fullCart();
    await ctx.database.db.transaction((tx) => clearCartInTransaction(tx, { userId: user.id }));
    expect(cartOf(await api.read(headers)).cart).toEqual({ CartItems: [], totalQuantity: 0 });
  });

  it('leaves the cart as it was when the transaction fails', async () => {
    const { user, headers } = await fullCart();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await clearCartInTransaction(tx, { userId: user.id });
        throw new Error('payment could not be recorded');
      }),
    ).rejects.toThrow('payment could not be recorded');
    expect(cartOf(await api.read(headers)).cart.CartItems).toHaveLength(3);
  });

  it('does nothing for a user without a cart', async () => {
    const { user } = await createSignedInUser(ctx);
    await ctx.database.db.transaction((tx) => clearCartInTransaction(tx, { userId: user.id }));
    expect((await loadPricedCart(deps(), { userId: user.id })).cartId).toBeNull();
  });
});
