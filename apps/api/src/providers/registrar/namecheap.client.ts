import { XMLParser } from 'fast-xml-parser';
import { RegistrarError } from './registrar.provider';

/**
 * Namecheap's XML API (https://www.namecheap.com/support/api/): one URL, the command in `Command`, the
 * credentials in ApiUser / ApiKey / UserName / ClientIp, every answer an `<ApiResponse Status="OK|ERROR">`
 * envelope with `<Errors><Error Number="…">text</Error></Errors>` and the result under `<CommandResponse>`.
 */
export type TNamecheapOptions = { apiUrl: string; apiUser: string; apiKey: string; userName: string; clientIp: string };

/** Transport tuning, mainly for tests. */
export type TNamecheapTuning = { timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * An ERROR answer that is not the customer's to act on: our credentials or whitelisted IP (Namecheap's
 * 1xxxxxx numbers) or an unhandled failure inside Namecheap (5xxxxxx). Not a RegistrarError, so the
 * service treats it as a failure of ours; Namecheap's number is kept for the logs.
 */
export class NamecheapApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'NamecheapApiError';
  }
}

// ---------------------------------------------------------------------------------------------------
// XML: every element is parsed into an array of nodes, attributes prefixed with `@_`, text in `#text`,
// so lookups are uniform. Namecheap spells some names inconsistently (`Host`/`host`,
// `DomainName`/`Domainname`), so every lookup ignores case.

export type TXmlNode = { [key: string]: TXmlNode[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  alwaysCreateTextNode: true,
  isArray: (_name, _jpath, _isLeaf, isAttribute) => !isAttribute,
});

export function parseXml(body: string): TXmlNode {
  return parser.parse(body) as TXmlNode;
}

function keyOf(node: TXmlNode, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(node).find((key) => key.toLowerCase() === lower);
}

/** The child elements called `name`. */
export function children(node: TXmlNode | undefined, name: string): TXmlNode[] {
  if (!node) return [];
  const key = keyOf(node, name);
  const value = key === undefined ? undefined : node[key];
  return Array.isArray(value) ? value : [];
}

export function child(node: TXmlNode | undefined, name: string): TXmlNode | undefined {
  return children(node, name)[0];
}

/** Every element called `name` at any depth below `node`, in document order. */
export function descendants(node: TXmlNode | undefined, name: string): TXmlNode[] {
  if (!node) return [];
  const found: TXmlNode[] = [];
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(node)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (key.toLowerCase() === lower) found.push(item);
      found.push(...descendants(item, name));
    }
  }
  return found;
}

export function attr(node: TXmlNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const key = keyOf(node, `@_${name}`);
  const value = key === undefined ? undefined : node[key];
  return typeof value === 'string' ? value : undefined;
}

export function text(node: TXmlNode | undefined): string {
  const value = node?.['#text'];
  return typeof value === 'string' ? value.trim() : '';
}

/** The text of the child `name`, or of the attribute `name` when there is no such child (both occur). */
export function field(node: TXmlNode | undefined, name: string): string {
  const element = child(node, name);
  return element ? text(element) : (attr(node, name) ?? '').trim();
}

export function isTrue(value: string | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'true';
}

/** Namecheap dates are US style, `MM/DD/YYYY`, sometimes followed by a time; we keep the day (UTC). */
export function parseNamecheapDate(value: string | undefined): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value ?? '');
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  if (year < 1900) return null; // `1/1/0001` means "no date"
  return new Date(Date.UTC(year, month - 1, day));
}

/** Namecheap addresses a domain as SLD + TLD: `acme.co.uk` is SLD `acme`, TLD `co.uk`. */
export function splitDomain(domain: string): { SLD: string; TLD: string } {
  const dot = domain.indexOf('.');
  if (dot <= 0 || dot === domain.length - 1) throw new Error(`Not a registrable domain name: ${domain}`);
  return { SLD: domain.slice(0, dot), TLD: domain.slice(dot + 1) };
}

// ---------------------------------------------------------------------------------------------------

export type TNamecheapParams = Record<string, string | number | boolean | null | undefined>;

export type TNamecheapClient = {
  /** Runs `command`; resolves with the `<CommandResponse>` element, rejects on an ERROR answer. */
  call(command: string, params?: TNamecheapParams): Promise<TXmlNode>;
};

export function createNamecheapClient(options: TNamecheapOptions, tuning: TNamecheapTuning = {}): TNamecheapClient {
  const timeoutMs = tuning.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Never let the key reach a message, whatever a lower layer puts in its error.
  const redact = (message: string) => (options.apiKey ? message.split(options.apiKey).join('[redacted]') : message);

  return {
    async call(command, params = {}) {
      const form = new URLSearchParams({
        ApiUser: options.apiUser,
        ApiKey: options.apiKey,
        UserName: options.userName,
        ClientIp: options.clientIp,
        Command: command,
      });
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null) form.set(key, String(value));
      }

      // POST with a form body (Namecheap recommends it for create and setHosts, and it keeps the key out of URLs).
      let response: Response;
      let body: string;
      try {
        response = await fetch(options.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml, text/xml' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new Error(`The Namecheap API did not answer ${command} within ${timeoutMs} ms.`);
        }
        const cause =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        throw new Error(redact(`Could not reach the Namecheap API for ${command}: ${cause || 'network error'}.`));
      }
      if (!response.ok) throw new Error(`The Namecheap API answered HTTP ${response.status} to ${command}.`);

      let envelope: TXmlNode | undefined;
      try {
        envelope = child(parseXml(body), 'ApiResponse');
      } catch {
        envelope = undefined;
      }
      if (!envelope) throw new Error(`The Namecheap API sent an answer to ${command} that is not its XML format.`);

      if ((attr(envelope, 'Status') ?? '').toUpperCase() !== 'OK') {
        const error = child(child(envelope, 'Errors'), 'Error');
        const number = attr(error, 'Number') ?? '';
        const message = redact(text(error) || `Namecheap refused ${command}.`);
        throw errorForNumber(message, number);
      }
      const result = child(envelope, 'CommandResponse');
      if (!result) throw new Error(`The Namecheap API answered ${command} without a CommandResponse.`);
      return result;
    },
  };
}

/**
 * Namecheap's 1xxxxxx numbers are about the API call itself (credentials, whitelisted IP, global
 * parameters) and 5xxxxxx are its unhandled failures: ours to fix, not the customer's. Every other
 * number is a refusal of the request's values (invalid contact, name not available, bad CSR…).
 */
function errorForNumber(message: string, number: string): Error {
  if (number.startsWith('1') || number.startsWith('5')) {
    return new NamecheapApiError(`The Namecheap API refused the call (error ${number}): ${message}`, number);
  }
  return new RegistrarError(message, number || null);
}
