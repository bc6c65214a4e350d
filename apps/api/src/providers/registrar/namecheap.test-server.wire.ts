// Test helper (not a test): the wire format and in-memory state shared by the Namecheap test server's
// command handlers (namecheap.test-server.domains.ts, namecheap.test-server.ssl.ts).

/** Request parameters by lower-case name: Namecheap treats parameter names case-insensitively. */
export type TParams = Map<string, string>;

/** An ERROR answer: `<Error Number="…">message</Error>`. */
export class NamecheapFault extends Error {
  constructor(
    readonly number: string,
    message: string,
  ) {
    super(message);
  }
}

// Error numbers in Namecheap's scheme: the middle digits say what kind (x010xxx "is missing",
// x011xxx "is invalid", x019/x016 "not found / not yours"), the last three which object.
export const ERR = {
  missing: '2010324',
  invalid: '2011324',
  domainNotFound: '2019166',
  domainNotYours: '2016166',
  notAvailable: '3019166',
  tldNotSupported: '2030280',
  yearsInvalid: '2015167',
  phoneInvalid: '2015182',
  nameserversInvalid: '2011168',
  premiumMismatch: '2515623',
  premiumPriceMismatch: '2515610',
  domainExpired: '2020166',
  domainNotExpired: '2020167',
  notUsingOurDns: '2030288',
  whoisguardState: '2011331',
  whoisguardEmail: '2011369',
  certNotFound: '2011330',
  certStatus: '2011332',
  csrInvalid: '4011337',
  approverInvalid: '2011333',
  sslTypeInvalid: '2011297',
} as const;

export function param(params: TParams, name: string): string | undefined {
  const value = params.get(name.toLowerCase());
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function required(params: TParams, ...names: string[]): string[] {
  return names.map((name) => {
    const value = param(params, name);
    if (value === undefined) throw new NamecheapFault(ERR.missing, `Parameter ${name} is missing`);
    return value;
  });
}

export function integer(params: TParams, name: string, min: number, max: number, code: string = ERR.invalid): number {
  const [raw] = required(params, name);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new NamecheapFault(code, `Parameter ${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------
// XML output

export type TXml = string;

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<name a="1">…</name>`; string content is escaped, arrays are already-built elements. */
export function el(
  name: string,
  attrs: Record<string, string | number | boolean> = {},
  content?: string | TXml[],
): TXml {
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
    .join('');
  if (content === undefined || (Array.isArray(content) && content.length === 0)) return `<${name}${attributes} />`;
  const inner = Array.isArray(content) ? content.join('') : escape(content);
  return `<${name}${attributes}>${inner}</${name}>`;
}

/** Namecheap wraps free text such as CSRs, certificates and DCV values in CDATA. */
export function cdata(name: string, value: string): TXml {
  return `<${name}><![CDATA[${value}]]></${name}>`;
}

export function envelope(command: string, body: { ok: TXml } | { error: NamecheapFault }): string {
  const ok = 'ok' in body;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<ApiResponse Status="${ok ? 'OK' : 'ERROR'}" xmlns="http://api.namecheap.com/xml.response">`,
    ok ? '<Errors />' : `<Errors>${el('Error', { Number: body.error.number }, body.error.message)}</Errors>`,
    '<Warnings />',
    el('RequestedCommand', {}, command),
    ok ? `<CommandResponse Type="${escape(command)}">${body.ok}</CommandResponse>` : '',
    '<Server>TEST-SERVER</Server><GMTTimeDifference>--0:00</GMTTimeDifference><ExecutionTime>0.001</ExecutionTime>',
    '</ApiResponse>',
  ].join('');
}

/** Namecheap's US date style. */
export function usDate(date: Date | null): string {
  if (!date) return '';
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

export function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

// ---------------------------------------------------------------------------------------------------
// State

export const CONTACT_PREFIXES = ['Registrant', 'Tech', 'Admin', 'AuxBilling'] as const;
export type TContactPrefix = (typeof CONTACT_PREFIXES)[number];
/** One contact as getContacts returns it (FirstName, Organization, EmailAddress, …). */
export type TStoredContact = Record<string, string>;

export type TStoredHost = { id: number; name: string; type: string; address: string; mxPref: number; ttl: number };

export type TStoredDomain = {
  name: string;
  id: number;
  created: Date;
  expires: Date;
  locked: boolean;
  autoRenew: boolean;
  premium: boolean;
  contacts: Record<TContactPrefix, TStoredContact>;
  /** null: Namecheap's own DNS (and its host records) is in use. */
  nameservers: string[] | null;
  hosts: TStoredHost[];
  emailType: string;
  whoisguardId: number | null;
};

export type TStoredWhoisguard = {
  id: number;
  domain: string;
  status: 'enabled' | 'disabled' | 'unused';
  forwardedTo: string | null;
  created: Date;
  expires: Date;
};

export type TStoredDcv =
  | { kind: 'EMAIL'; approverEmail: string }
  | { kind: 'HTTP'; fileName: string; fileContent: string }
  | { kind: 'CNAME'; host: string; target: string };

export type TStoredCertificate = {
  id: number;
  type: string;
  years: number;
  /** newpurchase → purchased (activation started, awaiting DCV) → active. */
  status: string;
  purchased: Date;
  csr: string | null;
  commonName: string | null;
  adminEmail: string | null;
  dcv: TStoredDcv | null;
  issuedOn: Date | null;
  expires: Date | null;
  replacedBy: number;
  pem: string | null;
  approverEmailsSent: number;
  fulfillmentEmailsSent: number;
};

export type TTestServerState = {
  userName: string;
  tlds: Set<string>;
  /** Names registered elsewhere (not in this account). */
  taken: Set<string>;
  /** Premium names and their registration price in US dollars. */
  premium: Map<string, number>;
  domains: Map<string, TStoredDomain>;
  whoisguards: Map<number, TStoredWhoisguard>;
  certificates: Map<number, TStoredCertificate>;
  nextId: () => number;
};

export const NAMECHEAP_DNS = ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'];

export function ownedDomain(state: TTestServerState, name: string): TStoredDomain {
  const domain = state.domains.get(name.toLowerCase());
  if (domain) return domain;
  if (state.taken.has(name.toLowerCase())) {
    throw new NamecheapFault(ERR.domainNotYours, 'Domain name is not associated with your account');
  }
  throw new NamecheapFault(ERR.domainNotFound, 'Domain name not found');
}

export const domainByName = (state: TTestServerState, params: TParams) =>
  ownedDomain(state, required(params, 'DomainName')[0] as string);

export function domainBySldTld(state: TTestServerState, params: TParams): TStoredDomain {
  const [sld, tld] = required(params, 'SLD', 'TLD');
  return ownedDomain(state, `${sld}.${tld}`);
}
