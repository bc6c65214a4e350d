import { env } from '@/config/env';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * SPEC §3: a profile image stored as a relative path is served from the cloud-storage CDN; an
 * absolute address (http(s), data:, blob:) is used as is. Empty means "no image".
 */
export function resolveCdnUrl(path: string | null | undefined, cdnBase: string = env.VITE_CDN_URL): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value)) return value;
  return `${cdnBase.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
