import type { TDomainContacts } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * The TLDs the built-in registrar sells, with yearly prices and registration bounds (SPEC §3 domain
 * suggestion: Prices.Registration, Properties.MinRegYear / MaxRegYear). Owned by the domains module
 * (issue 6); the cart prices domain lines from it.
 */
export const domainTlds = pgTable('domain_tlds', {
  tld: text('tld').primaryKey(),
  registrationPricePence: integer('registration_price_pence').notNull(),
  renewalPricePence: integer('renewal_price_pence').notNull(),
  minYears: integer('min_years').notNull().default(1),
  maxYears: integer('max_years').notNull().default(10),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const registryNameKindEnum = pgEnum('registry_name_kind', ['registered', 'reserved', 'premium']);

/**
 * The built-in registrar's registry list: names held by someone outside Launchpad (`registered`), names
 * no one may register (`reserved`) and names sold at a premium price. `tld` null means every tld.
 */
export const registryNames = pgTable(
  'registry_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    tld: text('tld'),
    kind: registryNameKindEnum('kind').notNull(),
    premiumPricePence: integer('premium_price_pence'),
  },
  (t) => [uniqueIndex('registry_names_label_tld_idx').on(t.label, sql`coalesce(${t.tld}, '')`)],
);

export const registeredDomainStatusEnum = pgEnum('registered_domain_status', [
  'pending',
  'active',
  'expired',
  'failed',
  'cancelled',
]);

/**
 * A domain a customer owns through Launchpad, whichever registrar holds it (`registrar`). With the
 * built-in registrar this row is the registry itself; with Namecheap it mirrors what the API returned.
 * `nameservers` empty means the registrar's default nameservers (and, for the built-in one, our DNS).
 */
export const registeredDomains = pgTable(
  'registered_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sld: text('sld').notNull(),
    tld: text('tld').notNull(),
    /** `sld.tld`, lower-case ASCII (punycode for IDNs). */
    name: text('name').notNull().unique(),
    registrar: text('registrar').notNull().default('builtin'),
    status: registeredDomainStatusEnum('status').notNull().default('pending'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    autoRenew: boolean('auto_renew').notNull().default(true),
    locked: boolean('locked').notNull().default(true),
    whoisPrivacy: boolean('whois_privacy').notNull().default(false),
    nameservers: jsonb('nameservers').$type<string[]>().notNull().default([]),
    /** The current transfer (EPP) code, hashed; the plain code is only ever mailed to the registrant. */
    eppCodeHash: text('epp_code_hash'),
    eppRequestedAt: timestamp('epp_requested_at', { withTimezone: true }),
    contacts: jsonb('contacts').$type<TDomainContacts>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    registrationAttempts: integer('registration_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registered_domains_user_idx').on(t.userId, t.name),
    index('registered_domains_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * A DNS record of a zone the built-in registrar hosts. `host` is relative to the zone (`@` for the apex);
 * `priority` for MX and SRV; `weight` and `port` for SRV; URL redirects are `URL` / `URL301` / `FRAME`
 * (answered by our web tier, not DNS). SPF is a TXT record starting with `v=spf1`.
 */
export const dnsRecords = pgTable(
  'dns_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => registeredDomains.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    ttl: integer('ttl').notNull().default(1800),
    priority: integer('priority'),
    weight: integer('weight'),
    port: integer('port'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('dns_records_domain_idx').on(t.domainId, t.type, t.host)],
);

/** Every change to a domain's DNS (hosts, SRV, SPF, nameservers): who, when, before and after, for revert. */
export const dnsChanges = pgTable(
  'dns_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => registeredDomains.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** hosts | srv | spf | nameservers | zone_import | revert */
    section: text('section').notNull(),
    before: jsonb('before').$type<unknown>().notNull(),
    after: jsonb('after').$type<unknown>().notNull(),
    revertedChangeId: uuid('reverted_change_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dns_changes_domain_idx').on(t.domainId, t.createdAt)],
);

/** Expiry reminders sent (60, 30 and 7 days before): one row per domain, expiry and step, so each is sent once. */
export const domainReminders = pgTable(
  'domain_reminders',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => registeredDomains.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.expiresAt, t.daysBefore] })],
);

export const sslStatusEnum = pgEnum('ssl_status', [
  'purchased',
  'csr_submitted',
  'awaiting_approval',
  'issued',
  'reissued',
  'expired',
  'cancelled',
]);
export const dvAuthMethodEnum = pgEnum('dv_auth_method', ['EMAIL', 'HTTP', 'CNAME']);

/**
 * An SSL certificate bought through Launchpad and its lifecycle (purchased → CSR submitted → awaiting
 * approval → issued → reissued / expired). `certId` is the registrar's CertID (SPEC §7 certPurchaseCert).
 * `validation` holds what the chosen DV method needs shown (approver email, HTTP file, CNAME record).
 */
export const sslCertificates = pgTable(
  'ssl_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certId: bigint('cert_id', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    domainId: uuid('domain_id').references(() => registeredDomains.id, { onDelete: 'set null' }),
    /** The domain name it is for when that domain is not registered here (bought on its own for an outside domain). */
    domainName: text('domain_name'),
    registrar: text('registrar').notNull().default('builtin'),
    /** The registrar's own id for the certificate when it is not ours (Namecheap CertificateID). */
    providerCertId: text('provider_cert_id'),
    productName: text('product_name').notNull(),
    years: integer('years').notNull().default(1),
    status: sslStatusEnum('status').notNull().default('purchased'),
    commonName: text('common_name'),
    sans: jsonb('sans').$type<string[]>().notNull().default([]),
    csr: text('csr'),
    keyType: text('key_type'),
    keySize: integer('key_size'),
    approverEmail: text('approver_email'),
    dvAuthMethod: dvAuthMethodEnum('dv_auth_method'),
    validation: jsonb('validation').$type<Record<string, string>>(),
    /** Hash of the token in the approval link mailed to the approver (built-in registrar). */
    approvalTokenHash: text('approval_token_hash'),
    certificatePem: text('certificate_pem'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ssl_certificates_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The built-in registrar's local test CA (SSL work, issue 6): the key pair that signs the certificates it
 * issues, created on first use and kept so certificates issued before a restart still chain to it. The
 * private key is PKCS#8 encrypted with AES-256-GCM under a key derived from JWT_SECRET; when it cannot be
 * decrypted (the secret changed) a new CA is made. This CA is trusted by nothing but our own tests.
 */
export const sslAuthorities = pgTable('ssl_authorities', {
  id: uuid('id').primaryKey().defaultRandom(),
  certificatePem: text('certificate_pem').notNull(),
  /** base64(iv ‖ ciphertext ‖ tag) of the PKCS#8 private key. */
  encryptedPrivateKey: text('encrypted_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
