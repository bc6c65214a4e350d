/**
 * Storage keys are the only part of a file's address a caller controls, so they are checked the same
 * way by every adapter: lower-case letters, digits, `_`, `-` and `.`, in `/`-separated segments that
 * never start with a dot. That rules out `..`, hidden files, absolute paths, empty segments and
 * anything a URL or a file system would reinterpret, so a key can never leave its folder or bucket.
 */
const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** A MIME type, optionally with parameters; never anything that could break a header line. */
const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=[a-z0-9!#$&^_.+"-]+)*$/i;

export function assertContentType(contentType: string): void {
  if (contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 100))}`);
  }
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  webp: 'image/webp',
};

/** The content type a key's extension implies, for files stored without a recorded type. */
export function contentTypeFromKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (extension && TYPES_BY_EXTENSION[extension]) ?? 'application/octet-stream';
}

/** Keys under this prefix hold files only their owners may read (order documents): never served publicly. */
export const PRIVATE_KEY_PREFIX = 'private/';
export const isPrivateStorageKey = (key: string) => key.startsWith(PRIVATE_KEY_PREFIX);
