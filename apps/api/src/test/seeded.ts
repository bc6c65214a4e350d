import { afterAll, beforeAll } from 'vitest';
import { type TSeeded, seededCatalog } from '../modules/cart/cart.test-helpers';
import { type TTestContext, type TTestContextOptions, createTestContext } from './context';

/**
 * A stand-in for a value the file's beforeAll fills in: reading a property reads the value's, so it can be
 * handed to helpers (cartApi(ctx), checkoutApi(ctx)) at the top of a file and used in every test.
 */
function filledLater<T extends object>(name: string, current: () => T | undefined): T {
  const value = (): T => {
    const filled = current();
    if (!filled) throw new Error(`${name} is ready only inside tests and hooks, after beforeAll`);
    return filled;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    set: (_target, key, next) => Reflect.set(value(), key, next),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/** This file's test context (its own seeded database and app), opened before its tests and closed after. */
export function useTestContext(options: TTestContextOptions = {}): TTestContext {
  let ctx: TTestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  });
  afterAll(() => ctx?.close());
  return filledLater('the test context', () => ctx);
}

/** This file's test context and the seeded catalogue's products, add-ons, services, packs and plans. */
export function useSeededContext(options: TTestContextOptions = {}): { ctx: TTestContext; seed: TSeeded } {
  let seed: TSeeded | undefined;
  const ctx = useTestContext(options);
  beforeAll(async () => {
    seed = await seededCatalog(ctx);
  });
  return { ctx, seed: filledLater('the seeded catalogue', () => seed) };
}
