import type { TDeps } from '../../core';
import type { TStoredObject } from '../../providers/storage';
import { isPrivateStorageKey, isValidStorageKey } from '../../providers/storage';
import { AppError } from '../../lib/app-error';

const NOT_FOUND = 'File not found.';

/**
 * A public upload by its key; a key that could not have been stored, or a private one (served only
 * through its owner's authorised route), is simply not found.
 */
export async function readMedia(deps: Pick<TDeps, 'storage'>, options: { key: string }): Promise<TStoredObject> {
  if (!isValidStorageKey(options.key) || isPrivateStorageKey(options.key)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const object = await deps.storage.get(options.key);
  if (!object) throw new AppError('NOT_FOUND', NOT_FOUND);
  return object;
}
