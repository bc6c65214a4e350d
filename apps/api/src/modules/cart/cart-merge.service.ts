// Issue 5 "On sign-in the local cart merges into the server cart with the same rules; server prices
// are authoritative". The browser's cart is read for what was chosen, never for what it costs.
import { randomUUID } from 'node:crypto';
import {
  type TCart,
  type TCartData,
  type TCartItem,
  type TClientCart,
  type TNewUserWithCartRequest,
  type TSession,
  cartEndpoints,
  emptyCart,
  isDomainItem,
  isSslProduct,
  mergeCarts,
} from '@launchpad/shared';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { partialRegister, type TClientInfo } from '../auth';
import { isUuid } from '../../lib/ids';
import { normaliseTld, parseDomainName } from '../domains';
import {
  type TCartCatalog,
  assertWithinCatalogLimits,
  loadCatalogFor,
  mergeCatalogs,
  priceOfFrom,
  refsOf,
} from './cart-catalog.service';
import { readCartCouponCode, storeCartCouponCode } from './cart-coupon.store';
import { certificateDomainFor } from './cart-inputs.store';
import { cartRuleToAppError, changeCart } from './cart.service';
import { lockCart } from './cart.store';

const id = (value: string | null | undefined) => {
  if (!value) return null;
  return isUuid(value) ? value.toLowerCase() : value;
};

type TClientLine = TClientCart['CartItems'][number];

/**
 * One browser line as a TCartItem for the shared rules: its kind made explicit (a domain keeps only
 * domain fields, a pack only its groupId), ids in canonical form, service names and types from the
 * catalogue and every price 0 (the catalogue's replaces it). Quantities and years pass through
 * unchanged: the shared rules check them and say what is wrong.
 */
function toCartItem(line: TClientLine, catalog: TCartCatalog): TCartItem {
  const isDomain = Boolean(line.domain || line.tld);
  let domain: string | null = null;
  let tld: string | null = null;
  if (isDomain) {
    if (!line.domain || !line.tld)
      throw new AppError('BAD_REQUEST', 'A domain in your cart needs both its name and its tld.');
    tld = normaliseTld(line.tld);
    const name = parseDomainName(line.domain, tld);
    if (!name.ok) throw new AppError('BAD_REQUEST', name.message);
    domain = name.name;
  }
  const isGroup = !isDomain && (line.isGroup ?? (Boolean(line.groupId) && !line.productId));
  return {
    id: line.id,
    productId: !isDomain && !isGroup ? id(line.productId) : null,
    groupId: isGroup ? id(line.groupId) : null,
    isGroup,
    quantity: line.quantity ?? 1,
    tld,
    domain,
    price: 0,
    selected_years: isDomain ? (line.selected_years ?? catalog.tlds.get(tld ?? '')?.minYears ?? 1) : null,
    // A product bought for a domain (an SSL certificate) keeps it; sslDomainsChecked checks it.
    domain_details: isDomain
      ? { domain: `${domain}.${tld}` }
      : !isGroup && line.domain_details
        ? { domain: line.domain_details.domain }
        : null,
    isProductSelected: line.isProductSelected ?? false,
    onlyAddOns: line.onlyAddOns ?? false,
    CartItemAddOns: (line.CartItemAddOns ?? []).map((addOn) => ({
      addOnId: id(addOn.addOnId) ?? addOn.addOnId,
      quantity: addOn.quantity ?? 1,
      price: 0,
    })),
    CartItemServices: (line.CartItemServices ?? []).map((service) => {
      const serviceId = id(service.serviceId) ?? service.serviceId;
      const entry = catalog.services.get(serviceId);
      return {
        serviceId,
        serviceName: entry?.name ?? '',
        serviceType: entry?.serviceType ?? 'SSL',
        price: 0,
        duration: service.duration ?? 1,
        quantity: service.quantity ?? 1,
      };
    }),
  };
}

/**
 * Browser lines of an SSL certificate on its own: each must name its domain (a valid one, not held by
 * another account), written as the CA writes it; other products carry no domain.
 */
async function sslDomainsChecked(
  db: TDb,
  userId: string | null,
  cart: TCart,
  catalog: TCartCatalog,
  fromBrowser: (item: TCartItem) => boolean,
): Promise<TCart> {
  const items: TCartItem[] = [];
  for (const item of cart.CartItems) {
    const product = isDomainItem(item) || item.isGroup ? undefined : catalog.products.get(item.productId ?? '');
    if (!fromBrowser(item) || !product) {
      items.push(item);
      continue;
    }
    const forDomain = isSslProduct(product)
      ? await certificateDomainFor({ db }, userId, item.domain_details?.domain)
      : null;
    items.push({ ...item, domain_details: forDomain ? { domain: forDomain } : null });
  }
  return { ...cart, CartItems: items };
}

function toLocalCart(client: TClientCart, catalog: TCartCatalog): TCart {
  const items = client.CartItems.map((line) => toCartItem(line, catalog));
  return { CartItems: items, totalQuantity: 0 };
}

/**
 * The browser's cart priced from the catalogue (anonymous coupon checks): checked by the shared
 * rules, whatever is not on sale dropped, and within the catalogue's limits.
 */
export async function priceClientCart(db: TDb, client: TClientCart): Promise<{ cart: TCart; catalog: TCartCatalog }> {
  const catalog = await loadCatalogFor(db, refsOf(client.CartItems));
  try {
    const cart = await sslDomainsChecked(
      db,
      null,
      mergeCarts(emptyCart(), toLocalCart(client, catalog), { priceOf: priceOfFrom(catalog) }),
      catalog,
      () => true,
    );
    for (const item of cart.CartItems) assertWithinCatalogLimits(item, catalog);
    return { cart, catalog };
  } catch (error) {
    throw cartRuleToAppError(error);
  }
}

/**
 * `newcartwithuser`: the browser's cart merged into the user's server cart (domain/cart-merge.ts):
 * every server line is kept; a browser line replaces the server line it matches and keeps that
 * line's id, otherwise joins with a new id. Prices come from the catalogue.
 */
export async function mergeLocalCart(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; cart: TClientCart; couponCode?: string | undefined },
): Promise<TCartData> {
  const browserCatalog = await loadCatalogFor(deps.db, refsOf(options.cart.CartItems));
  return changeCart(deps, options.userId, async (state, tx) => {
    // The visitor's coupon joins the account's cart unless that cart has one already (read checks it).
    if (options.couponCode && !(await readCartCouponCode(tx, options.userId))) {
      await storeCartCouponCode(tx, await lockCart(tx, options.userId), options.couponCode);
    }
    const catalog = mergeCatalogs(state.catalog, browserCatalog);
    // Lines the server already had are as they were; what came from the browser must fit the catalogue.
    const before = new Set(state.cart.CartItems.map((item) => JSON.stringify(item)));
    const merged = await sslDomainsChecked(
      tx,
      options.userId,
      mergeCarts(state.cart, toLocalCart(options.cart, catalog), {
        priceOf: priceOfFrom(catalog),
        newId: () => randomUUID(),
      }),
      catalog,
      (item) => !before.has(JSON.stringify(item)),
    );
    for (const item of merged.CartItems) {
      if (!before.has(JSON.stringify(item))) assertWithinCatalogLimits(item, catalog);
    }
    return merged;
  });
}

/**
 * `POST /api/user/newuserwithcart`: an account exactly as partial-register makes it, then its cart
 * from the browser's. The cart is checked first, so a cart the rules refuse creates no account.
 */
export async function registerWithCart(
  deps: Pick<TDeps, 'db' | 'config' | 'mailer'>,
  input: TNewUserWithCartRequest,
  client: TClientInfo = {},
): Promise<TSession & { cart: TCartData }> {
  const { cart, couponCode, ...account } = input;
  await priceClientCart(deps.db, cart);
  const session = await partialRegister(deps, account, client);
  return { ...session, cart: await mergeLocalCart(deps, { userId: session.user.id, cart, couponCode }) };
}

/** Sign-in's cart merge answers through this module's service endpoints (cart.routes.ts). */
export const cartMergeServices = serviceEndpoints(cartEndpoints, { merge: mergeLocalCart });
