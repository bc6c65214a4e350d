// Test-only: the seeded catalogue's ids and the cart endpoints, called as the web calls them.
import type { TCartData } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { catalogServices, plans, productAddOns, productGroups, products } from '../../db/schema';
import type { TTestContext } from '../../test/context';

type THeaders = Record<string, string>;
type TMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Ids of seeded products, add-ons, services, packs and plans, looked up by slug and name. */
export async function seededCatalog(ctx: TTestContext) {
  const db = ctx.database.db;
  const product = async (slug: string) => {
    const [row] = await db.select().from(products).where(eq(products.slug, slug));
    if (!row) throw new Error(`no seeded product ${slug}`);
    return row;
  };
  const addOn = async (productId: string, name: string) => {
    const [row] = await db
      .select()
      .from(productAddOns)
      .where(and(eq(productAddOns.productId, productId), eq(productAddOns.name, name)));
    if (!row) throw new Error(`no seeded add-on ${name}`);
    return row;
  };
  const service = async (slug: string) => {
    const [row] = await db.select().from(catalogServices).where(eq(catalogServices.slug, slug));
    if (!row) throw new Error(`no seeded service ${slug}`);
    return row;
  };
  const group = async (slug: string) => {
    const [row] = await db.select().from(productGroups).where(eq(productGroups.slug, slug));
    if (!row) throw new Error(`no seeded pack ${slug}`);
    return row;
  };
  const plan = async (slug: string) => {
    const [row] = await db.select().from(plans).where(eq(plans.slug, slug));
    if (!row) throw new Error(`no seeded plan ${slug}`);
    return row;
  };

  const ukTradeMark = await product('uk-trade-mark');
  const euTradeMark = await product('eu-trade-mark');
  const sslProduct = await product('ssl-certificates');
  return {
    ukLtd: await product('uk-ltd-formation'),
    ukTradeMark,
    extraClass: await addOn(ukTradeMark.id, 'Additional class'),
    euTradeMark,
    euSecondClass: await addOn(euTradeMark.id, 'Second class'),
    sslProduct,
    positiveSsl: await service('positive-ssl'),
    evSsl: await service('ev-ssl'),
    idProtect: await service('id-protect'),
    ukPack: await group('uk-launch-pack'),
    growth: await plan('growth'),
    scale: await plan('scale'),
  };
}
export type TSeeded = Awaited<ReturnType<typeof seededCatalog>>;

/** The cart endpoints of SPEC §7 as functions; each returns the raw response. */
export function cartApi(ctx: TTestContext) {
  const call = (method: TMethod, url: string, headers: THeaders, payload?: unknown) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    read: (h: THeaders) => call('POST', '/api/cart', h, {}),
    addItem: (h: THeaders, body: unknown) => call('POST', '/api/cart/add-item', h, body),
    addDomain: (h: THeaders, body: unknown) => call('POST', '/api/cart/add-item-domain', h, body),
    setQuantity: (h: THeaders, itemId: string, body: unknown) => call('PATCH', `/api/cart/items/${itemId}`, h, body),
    deleteItem: (h: THeaders, body: unknown) => call('DELETE', '/api/cart/items/delete', h, body),
    deleteDomain: (h: THeaders, body?: unknown) => call('DELETE', '/api/cart/items/delete-domain', h, body),
    toggleAddOn: (h: THeaders, itemId: string, addOnId: string) =>
      call('PUT', `/api/cart/items/${itemId}/addons/toggle`, h, { addOnId }),
    setAddOnQuantity: (h: THeaders, itemId: string, addOnId: string, body: unknown) =>
      call('PATCH', `/api/cart/items/${itemId}/addons/${addOnId}`, h, body),
    clear: (h: THeaders, id: string) => call('DELETE', `/api/cart/${id}`, h),
    updateServices: (h: THeaders, body: unknown) => call('PUT', '/api/cart/update-services', h, body),
    updateDuration: (h: THeaders, body: unknown) => call('PUT', '/api/cart/update-duration', h, body),
    updateQuantity: (h: THeaders, body: unknown) => call('PUT', '/api/cart/update-quantity', h, body),
    updateDomainDuration: (h: THeaders, body: unknown) => call('PUT', '/api/cart/update-domain-duration', h, body),
    merge: (h: THeaders, cart: unknown) => call('POST', '/api/cart/newcartwithuser', h, { cart }),
  };
}

/** The cart from a 200 answer (failing the test with the body otherwise). */
export function cartOf(res: { statusCode: number; body: string; json: () => unknown }): TCartData {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TCartData }).data;
}

/** A failure's status and message. */
export function failureOf(res: { statusCode: number; json: () => unknown }) {
  const body = res.json() as { success: boolean; message: string };
  expect(body.success).toBe(false);
  return { status: res.statusCode, message: body.message };
}
