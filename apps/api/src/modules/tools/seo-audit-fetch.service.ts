import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { AppError } from '../../lib/app-error';
import { isPublicAddress } from '../../lib/public-address';

/**
 * The SEO audit's fetcher: it only ever connects to addresses it has checked. For each hop it resolves
 * the host itself, refuses the whole request if ANY answer is not a public unicast address, and connects
 * to the vetted address through a pinned `lookup` (so a second DNS answer cannot swap it: no rebinding).
 * Redirects are followed by hand and every hop is checked again; bodies stop at a size limit and the whole
 * fetch (all hops) shares one deadline.
 */

/** Decides whether an address may be connected to; tests inject their own (e.g. exact host:port). */
export type TAddressCheck = (address: string, port: number) => boolean;

export type TSafeFetchOptions = {
  method?: 'GET' | 'HEAD';
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  isAllowed: TAddressCheck;
  /** For tests: resolve host names differently (defaults to the system resolver). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

export type TSafeResponse = {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** The body was longer than maxBytes; reading stopped there. */
  truncated: boolean;
  /** Every URL redirected from, in order. */
  redirects: string[];
};

export const publicAddressesOnly: TAddressCheck = (address) => isPublicAddress(address);
export const anyAddress: TAddressCheck = () => true;

const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const failed = (message: string) => new AppError('UNPROCESSABLE', message);

const systemResolve = async (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The vetted address for a URL: an IP literal as is, else every DNS answer checked. */
async function vet(
  url: URL,
  isAllowed: TAddressCheck,
  resolve: NonNullable<TSafeFetchOptions['resolve']>,
): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(`Only http and https addresses can be audited, not ${url.protocol.replace(':', '')}.`);
  }
  if (url.username || url.password) throw refuse('Addresses with a user name or password cannot be audited.');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (isIP(host)) {
    answers = [{ address: host, family: isIP(host) }];
  } else {
    try {
      answers = await resolve(host);
    } catch {
      throw failed(`We could not find ${host}. Check the address is spelt correctly.`);
    }
  }
  if (answers.length === 0) throw failed(`We could not find ${host}. Check the address is spelt correctly.`);
  for (const answer of answers) {
    if (!isIP(answer.address) || !isAllowed(answer.address, port)) {
      throw refuse(
        `${host} points to a private or internal network address (${answer.address}); only public websites can be audited.`,
      );
    }
  }
  const first = answers[0]!;
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

type TOneResponse = Omit<TSafeResponse, 'redirects' | 'url'> & { location: string | null };

/** One request to one vetted address; the socket can only go there. */
function requestOnce(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  method: 'GET' | 'HEAD',
  maxBytes: number,
  signal: AbortSignal,
): Promise<TOneResponse> {
  return new Promise((resolvePromise, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const lookup = (_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void): void => {
      if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
      else callback(null, pinned.address, pinned.family);
    };
    const req = client.request(
      url,
      {
        method,
        signal,
        lookup: lookup as never,
        agent: false,
        headers: {
          'user-agent': 'LaunchpadSEOAudit/1.0 (+https://launchpad.example/tools/seo-audit)',
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5',
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        const location = status >= 300 && status < 400 ? (res.headers.location ?? null) : null;
        const declared = Number(res.headers['content-length'] ?? NaN);
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          resolvePromise({ status, contentType, location, body: Buffer.concat(chunks), truncated });
        };
        if (method === 'HEAD' || location !== null) {
          res.resume();
          finish(false);
          req.destroy();
          return;
        }
        if (Number.isFinite(declared) && declared > maxBytes) {
          finish(true);
          req.destroy();
          return;
        }
        res.on('data', (chunk: Buffer) => {
          if (done) return;
          const room = maxBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size = maxBytes;
            finish(true);
            req.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => finish(false));
        res.on('error', (error) => (done ? undefined : reject(error)));
        res.on('close', () => (done ? undefined : reject(new Error('The connection closed early.'))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Fetch a URL with every SSRF rule; throws AppError with a message a person can read. */
export async function safeFetch(input: string, options: TSafeFetchOptions): Promise<TSafeResponse> {
  const method = options.method ?? 'GET';
  const maxRedirects = options.maxRedirects ?? 5;
  const resolve = options.resolve ?? systemResolve;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const redirects: string[] = [];
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refuse('That is not a web address.');
  }
  for (;;) {
    const pinned = await vet(url, options.isAllowed, resolve);
    let res: TOneResponse;
    try {
      res = await requestOnce(url, pinned, method, options.maxBytes, signal);
    } catch (error) {
      if (signal.aborted) {
        throw failed(`${url.host} took longer than ${Math.round(options.timeoutMs / 1000)} seconds to answer.`);
      }
      const code = (error as NodeJS.ErrnoException).code;
      throw failed(`We could not connect to ${url.host}${code ? ` (${code})` : ''}.`);
    }
    if (res.location === null) {
      return {
        url: url.toString(),
        status: res.status,
        contentType: res.contentType,
        body: res.body,
        truncated: res.truncated,
        redirects,
      };
    }
    if (redirects.length >= maxRedirects) throw failed(`The page redirected more than ${maxRedirects} times.`);
    redirects.push(url.toString());
    try {
      url = new URL(res.location, url);
    } catch {
      throw failed('The page redirected to an address that is not valid.');
    }
  }
}
