// Test-only. Builders for cart tests: small, readable lines built through the public operations.
import { type TCart, type TCartItemInput, type TCartItemServiceInput, emptyCart } from './cart';
import { addItem } from './cart-operations';

export const formation = (over: Partial<TCartItemInput> = {}): TCartItemInput => ({
  id: 'line-formation',
  productId: 'prod-formation',
  price: 9900,
  ...over,
});

export const starterPack = (over: Partial<TCartItemInput> = {}): TCartItemInput => ({
  id: 'line-pack',
  groupId: 'group-starter',
  isGroup: true,
  price: 29900,
  ...over,
});

export const exampleCom = (over: Partial<TCartItemInput> = {}): TCartItemInput => ({
  id: 'line-domain',
  domain: 'example',
  tld: 'com',
  price: 1200,
  selected_years: 1,
  ...over,
});

export const ssl: TCartItemServiceInput = {
  serviceId: 'svc-ssl',
  serviceName: 'PositiveSSL',
  price: 899,
  serviceType: 'SSL',
};

export const idProtect: TCartItemServiceInput = {
  serviceId: 'svc-idp',
  serviceName: 'ID Protect',
  price: 299,
  serviceType: 'ID Protect',
};

/** A cart holding `items`, added one by one (they must not match each other). */
export function cartOf(...items: TCartItemInput[]): TCart {
  return items.reduce(addItem, emptyCart());
}

/** Freezes a value and everything in it, so any write by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
