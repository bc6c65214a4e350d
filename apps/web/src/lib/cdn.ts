import { env } from '@/config/env';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * SPEC §3: a profile image stored as a relative path is served from the cloud-storage CDN; an
 * absolute address (http(s), data:, blob:) is used as is. The api applies the same rule itself and,
 * without a CDN, answers with a path on its own host (`/media/<key>`): a path from the root is
 * therefore resolved against the api, not the CDN. Empty means "no image".
 */
export function resolveCdnUrl(
  path: string | null | undefined,
  cdnBase: string = env.VITE_CDN_URL,
  apiBase: string = env.VITE_API_URL,
): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value)) return value;
  if (value.startsWith('/')) return `${apiBase.replace(/\/+$/, '')}${value}`;
  return `${cdnBase.replace(/\/+$/, '')}/${value}`;
}
