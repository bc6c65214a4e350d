import { z } from 'zod';

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/** An absolute http(s) address, or '' for "same origin as the page". */
const ZOptionalOrigin = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) address or empty' })])
  .default('')
  .transform(withoutTrailingSlash);

/** Every variable the web app reads (all VITE_*, fixed when the app is built). */
export const ZEnv = z.object({
  /** Where the api lives; '' (the default) means the same origin that served the page. */
  VITE_API_URL: ZOptionalOrigin,
  /** Cloud-storage CDN that serves relative profile images (SPEC §3); '' means same origin. */
  VITE_CDN_URL: ZOptionalOrigin,
});
export type TEnv = z.infer<typeof ZEnv>;

/** Parses the variables once; on failure names every bad variable so the mistake is obvious. */
export function parseEnv(source: Record<string, unknown>): TEnv {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid web environment: ${problems}`);
  }
  return result.data;
}
