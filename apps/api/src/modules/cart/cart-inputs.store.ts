// Issue 5 "unknown items": what a customer asks to add, checked against the catalogue and turned
// into the input of the shared cart rules, priced now. A product or pack must be on sale, an add-on
// sold with its product, a service offered with its product (any SSL or ID Protect with a domain),
// and every quantity and number of years within what the catalogue allows.
import {
  type TAddCartItemRequest,
  type TAddDomainRequest,
  type TCartItem,
  type TCartItemInput,
  type TCartItemServiceInput,
  type TServiceChoice,
  certificateDomain,
  isDomainItem,
  isSslProduct,
} from '@launchpad/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { catalogServices, registeredDomains } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getProductDetail, listGroups } from '../catalog';
import { isUuid } from '../../lib/ids';
import { assertRegistrationYears, parseDomainName, requireTldPrice } from '../domains';
import { type TCatalogServiceEntry, assertServiceYears, toCatalogService } from './cart-catalog.service';

export type TNewLine = Omit<TCartItemInput, 'id'>;

const PACK_NOT_FOUND = 'We could not find that pack. It may have been withdrawn; please browse our packs.';

function serviceInput(service: TCatalogServiceEntry, choice: TServiceChoice): TCartItemServiceInput {
  const duration = choice.duration ?? service.minYears;
  assertServiceYears(service, duration);
  return {
    serviceId: service.id,
    serviceName: service.name,
    serviceType: service.serviceType,
    price: service.pricePerYearPence,
    duration,
    quantity: choice.quantity ?? 1,
  };
}

/** The services offered with one product, as the product page lists them. */
async function productServicesOf(deps: Pick<TDeps, 'db'>, productId: string) {
  const product = await getProductDetail(deps, { id: productId });
  return { name: product.name, services: product.services.map((s) => ({ ...s, id: s.id.toLowerCase() })) };
}

/** Services for a domain: any SSL or ID Protect on sale. */
async function domainServices(deps: Pick<TDeps, 'db'>, ids: string[]): Promise<Map<string, TCatalogServiceEntry>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(catalogServices)
    .where(and(inArray(catalogServices.id, wanted), eq(catalogServices.isActive, true)));
  return new Map(rows.map((row) => [row.id, toCatalogService(row)]));
}

/** The checked services for a line (SPEC §9: duration and quantity default to 1, or the service's minimum). */
export async function servicesFor(
  deps: Pick<TDeps, 'db'>,
  item: Pick<TCartItem, 'productId' | 'isGroup' | 'domain' | 'tld'>,
  choices: readonly TServiceChoice[],
): Promise<TCartItemServiceInput[]> {
  if (choices.length === 0) return [];
  if (isDomainItem(item)) {
    const offered = await domainServices(
      deps,
      choices.map((c) => c.serviceId),
    );
    return choices.map((choice) => {
      const service = offered.get(choice.serviceId.toLowerCase());
      if (!service) throw new AppError('NOT_FOUND', 'We could not find that service: it may have been withdrawn.');
      return serviceInput(service, choice);
    });
  }
  if (item.isGroup || !item.productId) {
    throw new AppError('BAD_REQUEST', 'A pack has no services of its own: add SSL or ID Protect to a domain.');
  }
  const product = await productServicesOf(deps, item.productId);
  return choices.map((choice) => {
    const service = product.services.find((s) => s.id === choice.serviceId.toLowerCase());
    if (!service) {
      const names = product.services.map((s) => s.name);
      throw new AppError(
        'BAD_REQUEST',
        `That service is not offered with ${product.name}.${names.length > 0 ? ` Choose from: ${names.join(', ')}.` : ''}`,
      );
    }
    return serviceInput(service, choice);
  });
}

/**
 * The domain an SSL certificate on its own is for (issue 20 §8): a valid name, either one of the
 * buyer's domains here or an outside domain; a domain registered here to another account is refused.
 */
export async function certificateDomainFor(
  deps: Pick<TDeps, 'db'>,
  userId: string | null,
  typed: string | null | undefined,
): Promise<string> {
  const checked = certificateDomain(typed);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  const [held] = await deps.db
    .select({ userId: registeredDomains.userId })
    .from(registeredDomains)
    .where(and(eq(registeredDomains.name, checked.name), notInArray(registeredDomains.status, ['failed', 'cancelled'])))
    .limit(1);
  if (held && held.userId !== userId) {
    throw new AppError(
      'BAD_REQUEST',
      `${checked.name} is registered with us to another account: only its owner can buy a certificate for it.`,
    );
  }
  return checked.name;
}

/** A product line: fee plus filing fee, its add-ons (each within its own limit) and its services. */
export async function productLine(
  deps: Pick<TDeps, 'db'>,
  request: TAddCartItemRequest & { productId: string; userId?: string },
): Promise<TNewLine> {
  const product = await getProductDetail(deps, { id: request.productId });
  let forDomain: string | null = null;
  if (isSslProduct(product)) {
    forDomain = await certificateDomainFor(deps, request.userId ?? null, request.forDomain);
  } else if (request.forDomain !== undefined) {
    throw new AppError('BAD_REQUEST', `${product.name} is not bought for a domain: send it without forDomain.`);
  }
  const addOns = (request.addOns ?? []).map((choice) => {
    const addOn = product.addOns.find((a) => a.id.toLowerCase() === choice.addOnId.toLowerCase());
    if (!addOn) {
      const names = product.addOns.map((a) => a.name);
      throw new AppError(
        'BAD_REQUEST',
        `That add-on is not sold with ${product.name}.${names.length > 0 ? ` Choose from: ${names.join(', ')}.` : ''}`,
      );
    }
    const quantity = choice.quantity ?? 1;
    if (quantity > addOn.maxQuantity) {
      throw new AppError(
        'BAD_REQUEST',
        `You can buy at most ${addOn.maxQuantity} of "${addOn.name}"; you chose ${quantity}.`,
      );
    }
    return { addOnId: addOn.id, price: addOn.pricePence, quantity };
  });
  const services = await servicesFor(
    deps,
    { productId: product.id, isGroup: false, domain: null, tld: null },
    request.services ?? [],
  );
  return {
    productId: product.id,
    isGroup: false,
    quantity: request.quantity ?? 1,
    price: product.totalPence,
    isProductSelected: request.isProductSelected ?? false,
    onlyAddOns: request.onlyAddOns ?? false,
    domain_details: forDomain ? { domain: forDomain } : null,
    CartItemAddOns: addOns,
    CartItemServices: services,
  };
}

/** A pack line, by id or slug: the pack's price; packs carry no add-ons or services. */
export async function groupLine(
  deps: Pick<TDeps, 'db'>,
  request: TAddCartItemRequest & { groupId: string },
): Promise<TNewLine> {
  const key = request.groupId.toLowerCase();
  const group = (await listGroups(deps)).find((g) => g.id === key || g.slug === key);
  if (!group) throw new AppError('NOT_FOUND', PACK_NOT_FOUND);
  if ((request.addOns ?? []).length > 0 || request.onlyAddOns) {
    throw new AppError('BAD_REQUEST', `${group.name} is a pack: add-ons are bought with a single product.`);
  }
  if ((request.services ?? []).length > 0) {
    throw new AppError('BAD_REQUEST', 'A pack has no services of its own: add SSL or ID Protect to a domain.');
  }
  if (request.forDomain !== undefined) {
    throw new AppError('BAD_REQUEST', `${group.name} is a pack: it is not bought for a domain.`);
  }
  return {
    groupId: group.id,
    isGroup: true,
    quantity: request.quantity ?? 1,
    price: group.pricePence,
    isProductSelected: request.isProductSelected ?? false,
  };
}

/** A domain line: a valid name under a tld we sell, for years within the tld's bounds (SPEC §5). */
export async function domainLine(deps: Pick<TDeps, 'db' | 'registrar'>, request: TAddDomainRequest): Promise<TNewLine> {
  const tld = await requireTldPrice(deps, request.tld);
  const name = parseDomainName(request.domain, tld.tld);
  if (!name.ok) throw new AppError('BAD_REQUEST', name.message);
  const years = request.years ?? tld.minYears;
  assertRegistrationYears(tld, years);
  // Only a name that can be registered goes in the cart, at the registry's price for it.
  const [availability] = await deps.registrar.check([name.fullName]);
  if (availability && !availability.available) {
    throw new AppError('CONFLICT', `${name.fullName} is not available: ${availability.reason ?? 'it is taken'}.`);
  }
  const services = await servicesFor(
    deps,
    { productId: null, isGroup: false, domain: name.name, tld: tld.tld },
    request.services ?? [],
  );
  return {
    domain: name.name,
    tld: tld.tld,
    domain_details: { domain: name.fullName },
    selected_years: years,
    quantity: 1,
    price: (availability?.premium ? availability.premiumRegistrationPence : null) ?? tld.registrationPricePence,
    isProductSelected: request.isProductSelected ?? false,
    CartItemServices: services,
  };
}
