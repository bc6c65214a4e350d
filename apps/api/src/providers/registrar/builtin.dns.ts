import type { TBuiltinRegistrarDeps } from './index';
import type { TRegistrarDns } from './registrar.provider';

const notYet = (): never => {
  throw new Error('built-in registrar: not implemented yet');
};

/** The built-in registrar's part for issue 6 (to be written). */
export function createBuiltinDns(_deps: TBuiltinRegistrarDeps): TRegistrarDns {
  return new Proxy({} as TRegistrarDns, { get: () => notYet });
}
