export type { TDeps } from './deps';
