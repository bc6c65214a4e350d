import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import { DEFAULT_DOMAIN_MAX_YEARS } from '../domain/cart';
import { PAGE_SIZE } from '../domain/pagination';
import { ZCatalogService, ZPage, ZPageSize } from './catalog';
import { ZCountryCode } from './fields';

/**
 * Domains: search, portfolio, contacts and services (SPEC §7 "Domains", issue 6). Every call is POST.
 * DNS calls are in ./dns, SSL calls in ./ssl; the endpoints in ../endpoints/domains. Money is integer pence.
 */

/** Suggestions come 8 at a time (SPEC §9). */
export const DOMAIN_SUGGESTIONS_STEP = 8;

/** `sld` is the name before the tld (`acme`), `tld` without its dot (`com`, `co.uk`). */
export const ZSldTld = z
  .object({
    sld: z.string({ error: 'SLD is required' }).trim().min(1, 'SLD is required').max(253, 'SLD is too long'),
    tld: z.string({ error: 'TLD is required' }).trim().min(1, 'TLD is required').max(63, 'TLD is too long'),
  })
  .strict();
export type TSldTld = z.infer<typeof ZSldTld>;

export const ZNameSuggestionsRequest = z
  .object({
    query: z.string({ error: 'Query is required' }).trim().min(1, 'Type a name to search for.').max(253),
    offset: z.coerce.number().int().min(0).max(200).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(DOMAIN_SUGGESTIONS_STEP),
  })
  .strict();
export type TNameSuggestionsRequest = z.input<typeof ZNameSuggestionsRequest>;

/** SPEC §3 "Domain suggestion": `_` the full name, `Prices.Registration` pence per year, the tld and year bounds. */
export const ZDomainSuggestion = z.object({
  _: z.string(),
  tld: z.string(),
  available: z.boolean(),
  premium: z.boolean(),
  Prices: z.object({ Registration: z.number().int(), Renewal: z.number().int() }),
  Properties: z.object({ MinRegYear: z.number().int(), MaxRegYear: z.number().int() }),
  /** Why it cannot be registered (null when available). */
  reason: z.string().nullable(),
  /** `_` as a person reads it: internationalised names in their own letters (`bücher.de` for `xn--bcher-kva.de`). */
  display: z.string(),
});
export type TDomainSuggestion = z.infer<typeof ZDomainSuggestion>;

export const ZNameSuggestions = z.object({
  query: z.string(),
  suggestions: z.array(ZDomainSuggestion),
  offset: z.number().int(),
  hasMore: z.boolean(),
});
export type TNameSuggestions = z.infer<typeof ZNameSuggestions>;

/** `check-single-domain`: either `domain` (`acme.com`) or `sld` + `tld`. */
export const ZCheckSingleDomainRequest = z
  .object({
    domain: z.string().trim().min(1).max(253).optional(),
    sld: z.string().trim().min(1).max(253).optional(),
    tld: z.string().trim().min(1).max(63).optional(),
    /** Registration years to price; checked against the tld's bounds (SPEC §5). Default: the tld's minimum. */
    years: z.number({ error: 'Years must be a number' }).int('Years must be a whole number').optional(),
  })
  .strict()
  .refine((body) => body.domain !== undefined || (body.sld !== undefined && body.tld !== undefined), {
    message: 'Send domain (acme.com), or sld and tld.',
  });
export type TCheckSingleDomainRequest = z.input<typeof ZCheckSingleDomainRequest>;
/** One name's availability and price for `years` (`totalPence` = yearly price × years). */
export const ZCheckSingleDomain = ZDomainSuggestion.extend({
  years: z.number().int(),
  totalPence: z.number().int(),
});
export type TCheckSingleDomain = z.infer<typeof ZCheckSingleDomain>;

export const ZDomainServicesRequest = z.object({}).strict().nullish();
export const ZDomainServices = z.array(ZCatalogService);

export const DOMAIN_STATUSES = ['pending', 'active', 'expired', 'failed', 'cancelled'] as const;
export type TDomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A domain in the customer's portfolio (`alldomains`, `portfoliodomaininfo`). Dates are ISO strings. */
export const ZPortfolioDomain = z.object({
  id: z.string(),
  name: z.string(),
  sld: z.string(),
  tld: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  registeredAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  autoRenew: z.boolean(),
  locked: z.boolean(),
  whoisPrivacy: z.boolean(),
  /** Empty when the registrar's default nameservers are used. */
  nameservers: z.array(z.string()),
  registrar: z.string(),
  failureReason: z.string().nullable(),
});
export type TPortfolioDomain = z.infer<typeof ZPortfolioDomain>;

export const ZAllDomainsRequest = z
  .object({
    page: ZPage.default(1),
    pageSize: ZPageSize.default(PAGE_SIZE),
    search: z.string().trim().max(253).optional(),
    status: z.enum(DOMAIN_STATUSES).optional(),
  })
  .strict()
  .nullish();
export type TAllDomainsRequest = z.input<typeof ZAllDomainsRequest>;

/** A certificate or ID Protect the customer owns (`allservices`). */
export const ZOwnedService = z.object({
  id: z.string(),
  serviceType: z.enum(['SSL', 'ID Protect']),
  name: z.string(),
  domain: z.string().nullable(),
  status: z.string(),
  /** The SSL CertID, null for ID Protect. */
  certId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  enabled: z.boolean(),
});
export type TOwnedService = z.infer<typeof ZOwnedService>;
export const ZAllServices = z.array(ZOwnedService);
export const ZAllServicesRequest = z.object({}).strict().nullish();

/** `portfoliodomaininfo` (sld, tld, status): the domain's details; `status` filters when given. */
export const ZPortfolioInfoRequest = ZSldTld.extend({ status: z.enum(DOMAIN_STATUSES).optional() }).strict();
export const ZPortfolioInfo = ZPortfolioDomain.extend({
  eppRequestedAt: z.string().nullable(),
  services: z.array(ZOwnedService),
  /** The registrar's default nameservers, shown when `nameservers` is empty. */
  defaultNameservers: z.array(z.string()),
});
export type TPortfolioInfo = z.infer<typeof ZPortfolioInfo>;

/** `setreglock` (sld, tld, status): status true locks the domain against transfer. */
export const ZSetRegLockRequest = ZSldTld.extend({
  status: z.boolean({ error: 'Status must be true or false' }),
}).strict();
export const ZSetAutoRenewRequest = ZSldTld.extend({
  autoRenew: z.boolean({ error: 'Auto renew must be true or false' }),
}).strict();
export const ZRequestEppRequest = ZSldTld;
/** The code itself is never in a response: it is mailed to the registrant (`sentTo`, partly hidden). */
export const ZEppRequested = z.object({ sentTo: z.string(), requestedAt: z.string() });
export type TEppRequested = z.infer<typeof ZEppRequested>;

const contactText = (label: string, max: number) =>
  z
    .string({ error: `${fieldLabel(label)} is required` })
    .trim()
    .min(1, `${fieldLabel(label)} is required`)
    .max(max, `${fieldLabel(label)} must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A domain contact: phone in the registry format +CC.NUMBER (e.g. +44.2071234567). */
export const ZDomainContact = z
  .object({
    firstName: contactText('first name', 60),
    lastName: contactText('last name', 60),
    organisation: optionalText(100),
    email: z.email('Email must be a valid email address').max(254),
    phone: z
      .string({ error: 'Phone is required' })
      .trim()
      .regex(/^\+\d{1,3}\.\d{4,14}$/, 'Phone must look like +44.2071234567 (country code, dot, number)'),
    address1: contactText('address', 120),
    address2: optionalText(120),
    city: contactText('city', 60),
    stateProvince: optionalText(60),
    postalCode: contactText('postcode', 16),
    country: ZCountryCode,
  })
  .strict();
export type TDomainContactInput = z.input<typeof ZDomainContact>;
export const DOMAIN_CONTACT_ROLES = ['registrant', 'admin', 'tech', 'billing'] as const;
export const ZDomainContacts = z
  .object({
    registrant: ZDomainContact,
    admin: ZDomainContact,
    tech: ZDomainContact,
    billing: ZDomainContact,
  })
  .strict();
export type TDomainContacts = z.infer<typeof ZDomainContacts>;
export const ZGetContactsRequest = ZSldTld;
export const ZUpdateContactsRequest = ZSldTld.extend({ contacts: ZDomainContacts }).strict();

/**
 * A contact as shown (`getcontacts`): the stored one, or defaults built from the account profile, in
 * which fields the profile does not have are empty strings until the customer fills them in.
 */
export const ZDomainContactView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  organisation: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  stateProvince: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});
export const ZDomainContactsView = z.object({
  registrant: ZDomainContactView,
  admin: ZDomainContactView,
  tech: ZDomainContactView,
  billing: ZDomainContactView,
});
export type TDomainContactsView = z.infer<typeof ZDomainContactsView>;
export const ZDomainContactsData = z.object({
  domain: z.string(),
  contacts: ZDomainContactsView,
  /** False: nothing stored yet, these are defaults from the account profile. */
  stored: z.boolean(),
  /** Fields still to fill in, as `registrant.address1`. */
  missing: z.array(z.string()),
});
export type TDomainContactsData = z.infer<typeof ZDomainContactsData>;

/** `enabledisableService`: ID Protect (WHOIS privacy) on or off for a domain. */
export const ZEnableDisableServiceRequest = ZSldTld.extend({
  service: z.literal('ID Protect', { error: 'Service must be ID Protect' }),
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
}).strict();

/** `orders`: the customer's orders with a domain or a domain service (SSL, ID Protect), newest first. */
export const ZDomainOrdersRequest = z
  .object({ page: ZPage.default(1), pageSize: ZPageSize.default(PAGE_SIZE) })
  .strict()
  .nullish();

export const ZDomainYearsInput = z.coerce.number().int().min(1).max(DEFAULT_DOMAIN_MAX_YEARS);
