import type { TBuiltinRegistrarDeps } from './index';
import type { TRegistrarSsl } from './registrar.provider';

const notYet = (): never => {
  throw new Error('built-in registrar: not implemented yet');
};

/** The built-in registrar's part for issue 6 (to be written). */
export function createBuiltinSsl(_deps: TBuiltinRegistrarDeps): TRegistrarSsl {
  return new Proxy({} as TRegistrarSsl, { get: () => notYet });
}
