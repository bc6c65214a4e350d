import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: whose X-Forwarded-For the server believes (docs/deploy.md "Reverse proxy").
 * - `false`: nobody's; the client is the address of the connection (the default).
 * - a number: that many proxies in front; the client is the right-most address they did not add.
 * - addresses and CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`): the client is the
 *   right-most address in the chain that is not one of them.
 */
export type TTrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const ZTrustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): TTrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          '`true` would believe any X-Forwarded-For a client makes up; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxies` });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies, or comma-separated IP addresses/CIDRs (not ${invalid.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting as Fastify's `trustProxy` option. A hop count is given as a function: Fastify 5 takes a
 * bare number to trust no one (it cannot tell a proxy from a direct client), while here the operator
 * says the server is reachable only through that many proxies.
 */
export function fastifyTrustProxy(
  setting: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
