import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import {
  DEFAULT_DOMAIN_MAX_YEARS,
  MAX_ADD_ONS_PER_ITEM,
  MAX_CART_ITEMS,
  MAX_CART_QUANTITY,
  MAX_SERVICES_PER_ITEM,
  MAX_SERVICE_YEARS,
  type TCart,
} from '../domain/cart';
import { BILLING_INTERVALS, DOMAIN_SERVICE_TYPES } from '../domain/catalog';
import type { TPriceSummary } from '../domain/pricing';
import { ZCountryCode, ZEmail, ZPersonName } from './fields';

/**
 * SPEC §7 "Cart": the signed-in customer's server cart (endpoints/cart.ts). Every endpoint needs a signed-in
 * user and answers with the whole cart, priced from the catalogue now (ZCartData). Client prices are never
 * read: a price in a request is ignored.
 */

// ---- fields ------------------------------------------------------------------------------------------

/** A whole number from min to max, with one message a person can act on. */
const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${fieldLabel(label)} is required` : message) })
    .int(message)
    .min(min, message)
    .max(max, message);
};
const ZQuantity = wholeNumber('quantity', 1, MAX_CART_QUANTITY);
const ZServiceYears = wholeNumber('duration', 1, MAX_SERVICE_YEARS);
const ZDomainYears = wholeNumber('years', 1, DEFAULT_DOMAIN_MAX_YEARS);

const id = (label: string) =>
  z
    .string({ error: `${fieldLabel(label)} is required` })
    .trim()
    .min(1, `${fieldLabel(label)} is required`)
    .max(120, `${fieldLabel(label)} must be at most 120 characters`);
/** A product or a pack: its id or its slug. */
const ZCatalogRef = (label: string) => id(label);

export const ZAddOnChoice = z.object({ addOnId: id('addOnId'), quantity: ZQuantity.optional() }).strict();
/** A service (SSL, ID Protect) on a line; duration (years) and quantity default to 1 (SPEC §9). */
export const ZServiceChoice = z
  .object({ serviceId: id('serviceId'), duration: ZServiceYears.optional(), quantity: ZQuantity.optional() })
  .strict();
export type TServiceChoice = z.infer<typeof ZServiceChoice>;

// ---- requests ----------------------------------------------------------------------------------------

/**
 * `add-item`: a product or a pack (exactly one of productId, groupId), with add-ons and services.
 * SPEC §4: when the cart already has it, it is replaced if `isProductSelected` or with add-ons,
 * otherwise removed (the toggle). `isProductSelected` and `onlyAddOns` default to false.
 */
export const ZAddCartItemRequest = z
  .object({
    productId: ZCatalogRef('productId').optional(),
    groupId: ZCatalogRef('groupId').optional(),
    quantity: ZQuantity.optional(),
    addOns: z.array(ZAddOnChoice).max(MAX_ADD_ONS_PER_ITEM, `At most ${MAX_ADD_ONS_PER_ITEM} add-ons`).optional(),
    services: z
      .array(ZServiceChoice)
      .max(MAX_SERVICES_PER_ITEM, `At most ${MAX_SERVICES_PER_ITEM} services`)
      .optional(),
    isProductSelected: z.boolean().optional(),
    onlyAddOns: z.boolean().optional(),
    /**
     * An SSL certificate on its own: the domain it is for (one of the account's, or an outside one);
     * kept on the line as `domain_details.domain`. Required for that product, refused for others.
     */
    forDomain: z.string().trim().max(253, 'For domain must be at most 253 characters').optional(),
  })
  .strict()
  .refine((body) => (body.productId === undefined) !== (body.groupId === undefined), {
    message: 'Send either productId or groupId',
  });
export type TAddCartItemRequest = z.infer<typeof ZAddCartItemRequest>;

/**
 * `add-item-domain`: `domain` is the name before the tld (`acme`; `acme.com` with tld `com` also
 * works), `tld` one we sell (`com`, `.co.uk`), `years` within the tld's bounds (default its minimum).
 */
export const ZAddDomainRequest = z
  .object({
    domain: z
      .string({ error: 'Domain is required' })
      .trim()
      .min(1, 'Domain is required')
      .max(253, 'Domain must be at most 253 characters'),
    tld: z
      .string({ error: 'TLD is required' })
      .trim()
      .min(1, 'TLD is required')
      .max(63, 'TLD must be at most 63 characters'),
    years: ZDomainYears.optional(),
    services: z
      .array(ZServiceChoice)
      .max(MAX_SERVICES_PER_ITEM, `At most ${MAX_SERVICES_PER_ITEM} services`)
      .optional(),
    isProductSelected: z.boolean().optional(),
  })
  .strict();
export type TAddDomainRequest = z.infer<typeof ZAddDomainRequest>;

export const ZCartItemParams = z.object({ cartItemId: id('cartItemId') });
export const ZCartAddOnParams = z.object({ cartItemId: id('cartItemId'), addOnId: id('addOnId') });
export const ZClearCartParams = z.object({ id: id('id') });

export const ZItemQuantityRequest = z.object({ quantity: ZQuantity }).strict();
export const ZAddOnQuantityRequest = ZItemQuantityRequest;
export const ZToggleAddOnRequest = z.object({ addOnId: id('addOnId') }).strict();

/** SPEC §7: both delete calls take the "same body", with null for the keys that are not used. */
const unusedOrId = (label: string) =>
  id(label)
    .nullish()
    .transform((value) => value ?? undefined);

/** `items/delete`: the line with this cartItemId, else the product's line, else the pack's line. */
export const ZDeleteCartItemRequest = z
  .object({
    cartItemId: unusedOrId('cartItemId'),
    productId: unusedOrId('productId'),
    groupId: unusedOrId('groupId'),
  })
  .strict()
  .refine((body) => Boolean(body.cartItemId ?? body.productId ?? body.groupId), {
    message: 'Send cartItemId, productId or groupId',
  });
export type TDeleteCartItemRequest = z.infer<typeof ZDeleteCartItemRequest>;
/** What a client sends to items/delete (nulls allowed). */
export type TDeleteCartItemBody = z.input<typeof ZDeleteCartItemRequest>;

/**
 * `items/delete-domain`: one domain (by cartItemId, or by domain and tld) with its SSL and ID Protect
 * services; with no fields, every domain-related item (SPEC §4: domains, and SSL and ID Protect
 * services wherever they are).
 */
export const ZDeleteDomainRequest = z
  .object({
    cartItemId: unusedOrId('cartItemId'),
    // The same body as items/delete: a domain line has no product or pack, so these are null or absent.
    productId: z.null({ error: 'Product ID must be null: a domain is removed by cartItemId' }).optional(),
    groupId: z.null({ error: 'Group ID must be null: a domain is removed by cartItemId' }).optional(),
    domain: z.string().trim().min(1).max(253).optional(),
    tld: z.string().trim().min(1).max(63).optional(),
  })
  .strict()
  .refine((body) => (body.domain === undefined) === (body.tld === undefined), {
    message: 'Send domain and tld together',
  })
  .nullish();
export type TDeleteDomainRequest = z.infer<typeof ZDeleteDomainRequest>;
/** What a client sends to items/delete-domain (nulls allowed). */
export type TDeleteDomainBody = z.input<typeof ZDeleteDomainRequest>;

export const ZUpdateServicesRequest = z
  .object({
    cartItemId: id('cartItemId'),
    services: z.array(ZServiceChoice).max(MAX_SERVICES_PER_ITEM, `At most ${MAX_SERVICES_PER_ITEM} services`),
  })
  .strict();
export const ZUpdateServiceDurationRequest = z
  .object({ cartItemId: id('cartItemId'), serviceId: id('serviceId'), duration: ZServiceYears })
  .strict();
export const ZUpdateServiceQuantityRequest = z
  .object({ cartItemId: id('cartItemId'), serviceId: id('serviceId'), quantity: ZQuantity })
  .strict();
export const ZUpdateDomainDurationRequest = z.object({ cartItemId: id('cartItemId'), duration: ZDomainYears }).strict();

/** POST /api/cart reads the cart: no fields (an empty object or no body). */
export const ZReadCartRequest = z.object({}).strict().nullish();

// ---- the browser's cart (local storage), as sent at sign-in and coupon checks ------------------------

/**
 * A TCart as the browser keeps it. Prices in it are accepted and ignored (the server reprices every
 * line); quantities and years are checked by the shared cart rules, which name what is wrong.
 */
export const ZClientCartItem = z
  .object({
    id: id('id'),
    productId: z.string().max(120).nullish(),
    groupId: z.string().max(120).nullish(),
    isGroup: z.boolean().optional(),
    quantity: z.number().optional(),
    tld: z.string().max(63).nullish(),
    domain: z.string().max(253).nullish(),
    price: z.number().optional(),
    selected_years: z.number().nullish(),
    domain_details: z.object({ domain: z.string().max(253) }).nullish(),
    isProductSelected: z.boolean().optional(),
    onlyAddOns: z.boolean().optional(),
    CartItemAddOns: z
      .array(
        z.object({ addOnId: id('addOnId'), quantity: z.number().optional(), price: z.number().optional() }).strict(),
      )
      .max(MAX_ADD_ONS_PER_ITEM, `At most ${MAX_ADD_ONS_PER_ITEM} add-ons`)
      .optional(),
    CartItemServices: z
      .array(
        z
          .object({
            serviceId: id('serviceId'),
            serviceName: z.string().max(200).optional(),
            price: z.number().optional(),
            duration: z.number().optional(),
            quantity: z.number().optional(),
            serviceType: z.string().max(40).optional(),
          })
          .strict(),
      )
      .max(MAX_SERVICES_PER_ITEM, `At most ${MAX_SERVICES_PER_ITEM} services`)
      .optional(),
  })
  .strict();
export const ZClientCart = z
  .object({
    CartItems: z.array(ZClientCartItem).max(MAX_CART_ITEMS, `A cart holds at most ${MAX_CART_ITEMS} items`),
    totalQuantity: z.number().optional(),
  })
  .strict();
export type TClientCart = z.infer<typeof ZClientCart>;

/** `newcartwithuser`: merge rule in domain/cart-merge.ts (server lines kept; a browser line replaces its match). */
export const ZMergeCartRequest = z
  .object({
    cart: ZClientCart,
    /** The coupon the visitor applied in the browser: kept with the account's cart unless it has one. */
    couponCode: z.string().trim().min(1).max(64, 'Coupon code is at most 64 characters').optional(),
  })
  .strict();

/** `PUT /api/cart/coupon`. */
export const ZCartCouponRequest = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Enter a coupon code.')
      .max(64, 'A coupon code is at most 64 characters.'),
  })
  .strict();
export type TCartCouponRequest = z.infer<typeof ZCartCouponRequest>;

/** `POST /api/user/newuserwithcart`: partial-register's fields and the browser's cart. */
export const ZNewUserWithCartRequest = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    country: ZCountryCode.optional(),
    signupref: z.string().trim().max(64, 'Referral code must be at most 64 characters').optional(),
    cart: ZClientCart,
    /** The visitor's coupon: it joins the new account's cart with the lines (checked on every read). */
    couponCode: z.string().trim().min(1).max(64, 'Coupon code is at most 64 characters').optional(),
  })
  .strict();
export type TNewUserWithCartRequest = z.infer<typeof ZNewUserWithCartRequest>;

// ---- responses ---------------------------------------------------------------------------------------

export const ZCartItemAddOn = z.object({ addOnId: z.string(), quantity: z.number().int(), price: z.number().int() });
export const ZCartItemService = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  price: z.number().int(),
  duration: z.number().int(),
  quantity: z.number().int(),
  serviceType: z.enum(DOMAIN_SERVICE_TYPES),
});
/** SPEC §3 Cart item: the shared TCartItem, prices in pence from the catalogue. */
export const ZCartItem = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  groupId: z.string().nullable(),
  isGroup: z.boolean(),
  quantity: z.number().int(),
  tld: z.string().nullable(),
  domain: z.string().nullable(),
  price: z.number().int(),
  selected_years: z.number().int().nullable(),
  domain_details: z.object({ domain: z.string() }).nullable(),
  isProductSelected: z.boolean(),
  onlyAddOns: z.boolean(),
  CartItemAddOns: z.array(ZCartItemAddOn),
  CartItemServices: z.array(ZCartItemService),
});
export const ZCart = z.object({ CartItems: z.array(ZCartItem), totalQuantity: z.number().int() });

/** domain/pricing.ts priceSummary: subtotal, discount, net, VAT (20%) and total, in pence. */
export const ZPriceSummary = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});

/** What the cart page shows beside each line: names, limits and the line's totals (domain/cart-totals). */
export const ZCartLineDetail = z.object({
  /** The cart item id. */
  id: z.string(),
  kind: z.enum(['product', 'group', 'domain']),
  /** The product's or pack's name, or the full domain name. */
  name: z.string(),
  /** The product page (`/services/{slug}`); null for packs and domains. */
  path: z.string().nullable(),
  totals: z.object({
    product: z.number().int(),
    addOns: z.number().int(),
    services: z.number().int(),
    total: z.number().int(),
  }),
  addOns: z.array(z.object({ addOnId: z.string(), name: z.string(), maxQuantity: z.number().int() })),
  services: z.array(z.object({ serviceId: z.string(), minYears: z.number().int(), maxYears: z.number().int() })),
  /** Domains: the registration years the tld allows (SPEC §5). */
  years: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** A service priced per month or year (bookkeeping): it renews on the saved card until cancelled. */
  renews: z.enum(BILLING_INTERVALS).nullable().optional(),
});
export type TCartLineDetail = z.infer<typeof ZCartLineDetail>;

/**
 * The coupon kept with the cart, checked again on every read: `applies` false (with `message` saying
 * why: expired, used up, the cart no longer has what it covers or reaches its minimum) takes nothing off.
 */
export const ZCartCoupon = z.object({
  code: z.string(),
  applies: z.boolean(),
  /** The coupon's name and '10% off' / '£50.00 off'; null for a code not recognised. */
  name: z.string().nullable(),
  description: z.string().nullable(),
  /** Pence taken off the subtotal (0 when it does not apply). */
  discountPence: z.number().int(),
  message: z.string().nullable(),
});
export type TCartCoupon = z.infer<typeof ZCartCoupon>;

export const ZCartData = z.object({
  /** Null until the first change creates the cart. */
  cartId: z.string().nullable(),
  cart: ZCart,
  /** cartSubtotal(cart): pence, before any coupon and VAT. */
  subtotalPence: z.number().int(),
  /** priceSummary(subtotalPence, the coupon's discount when it applies): VAT shown separately. */
  summary: ZPriceSummary,
  lines: z.array(ZCartLineDetail),
  /** The coupon applied to this cart, or null. */
  coupon: ZCartCoupon.nullable(),
});
export type TCartData = z.infer<typeof ZCartData>;

// The response schemas describe the shared types exactly: a change to either fails to compile here.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cartMatches: TSame<z.infer<typeof ZCart>, TCart> = true;
const summaryMatches: TSame<z.infer<typeof ZPriceSummary>, TPriceSummary> = true;
void cartMatches;
void summaryMatches;
