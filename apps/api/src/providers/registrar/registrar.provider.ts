import type { TDomainContacts } from '@launchpad/shared';

/**
 * The registrar behind domains, DNS and SSL (issue 6). Two implementations:
 * - the built-in registrar (default): a complete simulated registrar whose registry, zones and
 *   certificates live in our database (registry_names, registered_domains, dns_records,
 *   ssl_certificates), answering DNS for its zones when DNS_PORT is set;
 * - the Namecheap adapter (when NAMECHEAP_API_USER and NAMECHEAP_API_KEY are set), speaking
 *   `namecheap.domains.*`, `namecheap.domains.dns.*` and `namecheap.ssl.*` over its XML API.
 *
 * Domain names passed in are `sld.tld`, lower-case ASCII (punycode for IDNs), already validated by the
 * service. Ownership (which customer owns which domain) is the service's job, in registered_domains,
 * whichever adapter holds the registration. A refusal the customer can act on is a RegistrarError
 * with a readable message; anything else is a plain Error.
 */
export type TRegistrarProvider = TRegistrarDomains &
  TRegistrarDns &
  TRegistrarSsl & {
    name: TRegistrarName;
    /** The nameservers a domain uses when the customer has not set custom ones. */
    defaultNameservers: string[];
  };

export type TRegistrarName = 'builtin' | 'namecheap';

export class RegistrarError extends Error {
  constructor(
    message: string,
    /** The registrar's own error number (Namecheap's `Number`), when it gave one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'RegistrarError';
  }
}

export type TAvailability = {
  domain: string;
  available: boolean;
  /** Premium names cost more than the tld's price; the price is per year for registration. */
  premium: boolean;
  premiumRegistrationPence: number | null;
  /** Why it is not available, e.g. "already registered", "reserved by the registry". */
  reason: string | null;
};

export type TRegisterInput = {
  domain: string;
  years: number;
  contacts: TDomainContacts;
  /** Empty: the registrar's default nameservers. */
  nameservers: string[];
  whoisPrivacy: boolean;
};

export type TRegistrarDomainInfo = {
  domain: string;
  status: 'active' | 'expired' | 'pending';
  registeredAt: Date;
  expiresAt: Date;
  locked: boolean;
  whoisPrivacy: boolean;
  autoRenew: boolean;
  /** Empty when the registrar's defaults are used. */
  nameservers: string[];
};

export type TRegistrarDomains = {
  /** Availability of up to 50 names at once, in the order asked. */
  check(domains: string[]): Promise<TAvailability[]>;
  /** Register for `years`; refuses a name that is not available. Expiry is registration + years. */
  register(input: TRegisterInput): Promise<{ domain: string; registeredAt: Date; expiresAt: Date }>;
  /** Add `years` to the current expiry (from now when already expired). */
  renew(domain: string, years: number): Promise<{ expiresAt: Date }>;
  getInfo(domain: string): Promise<TRegistrarDomainInfo>;
  setLock(domain: string, locked: boolean): Promise<void>;
  /** A fresh transfer (EPP/auth) code; the caller mails it to the registrant and never stores it in plain. */
  requestEppCode(domain: string): Promise<string>;
  getContacts(domain: string): Promise<TDomainContacts>;
  setContacts(domain: string, contacts: TDomainContacts): Promise<void>;
  /** WHOIS privacy (ID Protect) on or off. */
  setWhoisPrivacy(domain: string, enabled: boolean): Promise<void>;
};

/** A DNS record as the registrar keeps it: `host` relative to the zone, `@` for the apex. */
export type TRegistrarRecord = {
  host: string;
  /** A, AAAA, CNAME, MX, TXT, CAA, NS, SRV, URL, URL301, FRAME. SPF is TXT starting with `v=spf1`. */
  type: string;
  value: string;
  ttl: number;
  /** MX and SRV. */
  priority: number | null;
  /** SRV only. */
  weight: number | null;
  port: number | null;
};

export type TRegistrarDns = {
  /** Empty: the registrar's default nameservers (and its DNS hosting). */
  getNameservers(domain: string): Promise<string[]>;
  /** Empty resets to the registrar's defaults. */
  setNameservers(domain: string, nameservers: string[]): Promise<void>;
  /** Every record of the zone, every type, in a stable order. */
  getRecords(domain: string): Promise<TRegistrarRecord[]>;
  /** Replace the whole record set atomically (all types): after this the zone holds exactly `records`. */
  setRecords(domain: string, records: TRegistrarRecord[]): Promise<void>;
};

export type TDvAuthMethod = 'EMAIL' | 'HTTP' | 'CNAME';

export type TCertificateStatus =
  'purchased' | 'csr_submitted' | 'awaiting_approval' | 'issued' | 'reissued' | 'expired' | 'cancelled';

export type TRegistrarCertificate = {
  /** The registrar's certificate id. */
  providerCertId: string;
  status: TCertificateStatus;
  commonName: string | null;
  approverEmail: string | null;
  dvAuthMethod: TDvAuthMethod | null;
  /** What the DV method needs shown: e.g. { fileName, fileContent } for HTTP, { host, target } for CNAME. */
  validation: Record<string, string> | null;
  issuedAt: Date | null;
  expiresAt: Date | null;
  certificatePem: string | null;
};

export type TActivateCertificateInput = {
  providerCertId: string;
  csr: string;
  domain: string;
  approverEmail: string;
  dvAuthMethod: TDvAuthMethod;
};

export type TRegistrarSsl = {
  /** Buy a certificate (on a paid order): returns the registrar's id, status purchased. */
  createCertificate(input: { productName: string; years: number }): Promise<{ providerCertId: string }>;
  /** The addresses that may approve a DV certificate for `domain`. */
  getApproverEmails(domain: string): Promise<string[]>;
  /** Submit the CSR and DV method: the certificate then awaits approval. */
  activateCertificate(input: TActivateCertificateInput): Promise<TRegistrarCertificate>;
  getCertificate(providerCertId: string): Promise<TRegistrarCertificate>;
  resendApproverEmail(providerCertId: string): Promise<void>;
  resendFulfillmentEmail(providerCertId: string): Promise<void>;
  /** A new certificate for a new CSR; the old one stays valid until it expires. */
  reissueCertificate(input: TActivateCertificateInput): Promise<TRegistrarCertificate>;
};
