import type { TBuiltinRegistrarDeps } from './index';
import type { TRegistrarDomains } from './registrar.provider';

const notYet = (): never => {
  throw new Error('built-in registrar: not implemented yet');
};

/** The built-in registrar's part for issue 6 (to be written). */
export function createBuiltinDomains(_deps: TBuiltinRegistrarDeps): TRegistrarDomains {
  return new Proxy({} as TRegistrarDomains, { get: () => notYet });
}
