import type { TConfig } from '../../config/env';
import type { TStorageProvider } from './storage.provider';

// Placeholder until the local-disk and S3 adapters land (issue 3).
export function createStorageProvider(_config: TConfig): TStorageProvider {
  const missing = async (): Promise<never> => {
    throw new Error('storage provider not implemented yet');
  };
  return { name: 'local', put: missing, get: missing, delete: missing };
}
