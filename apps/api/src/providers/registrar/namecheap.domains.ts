import type { TDomainContacts } from '@launchpad/shared';
import {
  type TNamecheapClient,
  type TNamecheapParams,
  type TXmlNode,
  attr,
  child,
  children,
  field,
  isTrue,
  parseNamecheapDate,
  text,
} from './namecheap.client';
import {
  RegistrarError,
  type TAvailability,
  type TRegistrarDomainInfo,
  type TRegistrarDomains,
} from './registrar.provider';

/** Namecheap's own nameservers (its "Namecheap BasicDNS"), used when a domain has no custom ones. */
export const NAMECHEAP_DEFAULT_NAMESERVERS = ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'];

const CHECK_BATCH = 50;

/** Our contact roles and Namecheap's parameter prefixes: our billing contact is its AuxBilling. */
const CONTACT_ROLES = { registrant: 'Registrant', tech: 'Tech', admin: 'Admin', billing: 'AuxBilling' } as const;
type TContact = TDomainContacts['registrant'];

/**
 * Namecheap requires a state/province for every contact; ours is optional (many countries have none).
 * We send this placeholder and read it back as "none".
 */
const NO_STATE = 'N/A';

export function contactParams(contacts: TDomainContacts): TNamecheapParams {
  const params: TNamecheapParams = {};
  for (const [role, prefix] of Object.entries(CONTACT_ROLES) as [keyof TDomainContacts, string][]) {
    const contact = contacts[role];
    Object.assign(params, {
      [`${prefix}FirstName`]: contact.firstName,
      [`${prefix}LastName`]: contact.lastName,
      [`${prefix}OrganizationName`]: contact.organisation ?? undefined,
      [`${prefix}Address1`]: contact.address1,
      [`${prefix}Address2`]: contact.address2 ?? undefined,
      [`${prefix}City`]: contact.city,
      [`${prefix}StateProvince`]: contact.stateProvince ?? NO_STATE,
      [`${prefix}PostalCode`]: contact.postalCode,
      [`${prefix}Country`]: contact.country,
      [`${prefix}Phone`]: contact.phone,
      [`${prefix}EmailAddress`]: contact.email,
    });
  }
  return params;
}

function readContact(node: TXmlNode | undefined, domain: string, role: string): TContact {
  if (!node) throw new Error(`Namecheap returned no ${role} contact for ${domain}.`);
  const optional = (name: string) => {
    const value = field(node, name);
    return value && value !== NO_STATE ? value : null;
  };
  return {
    firstName: field(node, 'FirstName'),
    lastName: field(node, 'LastName'),
    organisation: optional('Organization'),
    email: field(node, 'EmailAddress'),
    phone: field(node, 'Phone'),
    address1: field(node, 'Address1'),
    address2: optional('Address2'),
    city: field(node, 'City'),
    stateProvince: optional('StateProvince'),
    postalCode: field(node, 'PostalCode'),
    country: field(node, 'Country').toUpperCase(),
  };
}

type TCheckResult = TAvailability & { premiumPrice: string | null };

/** A Namecheap price (US dollars, decimal string) in minor units. */
function toMinorUnits(price: string | undefined): number | null {
  const value = Number.parseFloat(price ?? '');
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
}

export function createNamecheapDomains(client: TNamecheapClient): TRegistrarDomains {
  async function checkBatch(domains: string[]): Promise<TCheckResult[]> {
    const response = await client.call('namecheap.domains.check', { DomainList: domains.join(',') });
    const results = new Map(
      children(response, 'DomainCheckResult').map((node) => [(attr(node, 'Domain') ?? '').toLowerCase(), node]),
    );
    return domains.map((domain) => {
      const node = results.get(domain.toLowerCase());
      if (!node) throw new Error(`Namecheap did not answer the availability of ${domain}.`);
      const available = isTrue(attr(node, 'Available'));
      const premium = isTrue(attr(node, 'IsPremiumName'));
      const description = (attr(node, 'Description') ?? '').trim();
      return {
        domain,
        available,
        premium,
        premiumRegistrationPence: premium ? toMinorUnits(attr(node, 'PremiumRegistrationPrice')) : null,
        premiumPrice: premium ? (attr(node, 'PremiumRegistrationPrice') ?? null) : null,
        reason: available ? null : description || 'already registered',
      };
    });
  }

  async function readInfo(domain: string) {
    const response = await client.call('namecheap.domains.getInfo', { DomainName: domain });
    const result = child(response, 'DomainGetInfoResult');
    const details = child(result, 'DomainDetails');
    const registeredAt = parseNamecheapDate(field(details, 'CreatedDate'));
    const expiresAt = parseNamecheapDate(field(details, 'ExpiredDate'));
    if (!result || !registeredAt || !expiresAt) throw new Error(`Namecheap returned no dates for ${domain}.`);
    const status = (attr(result, 'Status') ?? '').toLowerCase();
    const whoisguard = child(result, 'Whoisguard');
    const dns = child(result, 'DnsDetails');
    const usingOurDns =
      isTrue(attr(dns, 'IsUsingOurDNS')) || (attr(dns, 'ProviderType') ?? '').toUpperCase() === 'FREE';
    return {
      registeredAt,
      expiresAt,
      expired: status === 'expired' || expiresAt.getTime() < Date.now(),
      pending: status.includes('pending') || status.includes('hold'),
      whoisPrivacy: isTrue(attr(whoisguard, 'Enabled')),
      nameservers: usingOurDns ? [] : children(dns, 'Nameserver').map((ns) => text(ns).toLowerCase()),
    };
  }

  async function readLock(domain: string): Promise<boolean> {
    const response = await client.call('namecheap.domains.getRegistrarLock', { DomainName: domain });
    return isTrue(attr(child(response, 'DomainGetRegistrarLockResult'), 'RegistrarLockStatus'));
  }

  /** Auto-renew is only reported by getList; search for the one domain. */
  async function readAutoRenew(domain: string): Promise<boolean> {
    const response = await client.call('namecheap.domains.getList', { SearchTerm: domain, PageSize: 20 });
    const entry = children(child(response, 'DomainGetListResult'), 'Domain').find(
      (node) => (attr(node, 'Name') ?? '').toLowerCase() === domain,
    );
    return isTrue(attr(entry, 'AutoRenew'));
  }

  async function getContacts(domain: string): Promise<TDomainContacts> {
    const response = await client.call('namecheap.domains.getContacts', { DomainName: domain });
    const result = child(response, 'DomainContactsResult');
    return {
      registrant: readContact(child(result, 'Registrant'), domain, 'registrant'),
      admin: readContact(child(result, 'Admin'), domain, 'admin'),
      tech: readContact(child(result, 'Tech'), domain, 'tech'),
      billing: readContact(child(result, 'AuxBilling'), domain, 'billing'),
    };
  }

  /** The WhoisGuard subscription attached to `domain`, looked up page by page. */
  async function findWhoisguard(domain: string): Promise<{ id: string; enabled: boolean } | null> {
    const pageSize = 100;
    for (let page = 1; ; page += 1) {
      const response = await client.call('namecheap.whoisguard.getList', {
        ListType: 'ALL',
        Page: page,
        PageSize: pageSize,
      });
      const entries = children(child(response, 'WhoisguardGetListResult'), 'Whoisguard');
      const match = entries.find((node) => (attr(node, 'DomainName') ?? '').toLowerCase() === domain);
      if (match) {
        return {
          id: attr(match, 'ID') ?? '',
          enabled: (attr(match, 'Status') ?? '').toLowerCase().startsWith('enable'),
        };
      }
      const total = Number(field(child(response, 'Paging'), 'TotalItems'));
      const seen = page * pageSize;
      if (entries.length < pageSize || !Number.isFinite(total) || seen >= total) return null;
    }
  }

  function expectSuccess(result: TXmlNode | undefined, flag: string, what: string) {
    if (!isTrue(attr(result, flag))) throw new RegistrarError(`Namecheap did not ${what}.`);
  }

  return {
    async check(domains) {
      const answers: TAvailability[] = [];
      for (let start = 0; start < domains.length; start += CHECK_BATCH) {
        const batch = await checkBatch(domains.slice(start, start + CHECK_BATCH));
        answers.push(...batch.map(({ premiumPrice: _price, ...availability }) => availability));
      }
      return answers;
    },

    async register(input) {
      const [availability] = await checkBatch([input.domain]);
      if (!availability?.available) {
        throw new RegistrarError(`${input.domain} is not available: ${availability?.reason ?? 'already registered'}.`);
      }
      const response = await client.call('namecheap.domains.create', {
        DomainName: input.domain,
        Years: input.years,
        ...contactParams(input.contacts),
        Nameservers: input.nameservers.length > 0 ? input.nameservers.join(',') : undefined,
        // The privacy subscription is free: always attach it, switch it on as asked.
        AddFreeWhoisguard: 'yes',
        WGEnabled: input.whoisPrivacy ? 'yes' : 'no',
        IsPremiumDomain: availability.premium ? 'true' : undefined,
        PremiumPrice: availability.premium ? (availability.premiumPrice ?? undefined) : undefined,
      });
      expectSuccess(child(response, 'DomainCreateResult'), 'Registered', `register ${input.domain}`);
      const registeredAt = new Date();
      try {
        const info = await readInfo(input.domain);
        return { domain: input.domain, registeredAt: info.registeredAt, expiresAt: info.expiresAt };
      } catch {
        // Non-real-time TLDs are not in getInfo straight away: the registration stands, the dates are the terms.
        const expiresAt = new Date(registeredAt);
        expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + input.years);
        return { domain: input.domain, registeredAt, expiresAt };
      }
    },

    async renew(domain, years) {
      const info = await readInfo(domain);
      if (info.expired) {
        // Namecheap renews an expired domain by reactivating it.
        const response = await client.call('namecheap.domains.reactivate', { DomainName: domain, YearsToAdd: years });
        expectSuccess(child(response, 'DomainReactivateResult'), 'IsSuccess', `reactivate ${domain}`);
        return { expiresAt: (await readInfo(domain)).expiresAt };
      }
      const response = await client.call('namecheap.domains.renew', { DomainName: domain, Years: years });
      const result = child(response, 'DomainRenewResult');
      expectSuccess(result, 'Renew', `renew ${domain}`);
      const expiresAt = parseNamecheapDate(field(child(result, 'DomainDetails'), 'ExpiredDate'));
      return { expiresAt: expiresAt ?? (await readInfo(domain)).expiresAt };
    },

    async getInfo(domain): Promise<TRegistrarDomainInfo> {
      const [info, locked, autoRenew] = await Promise.all([readInfo(domain), readLock(domain), readAutoRenew(domain)]);
      return {
        domain,
        status: info.expired ? 'expired' : info.pending ? 'pending' : 'active',
        registeredAt: info.registeredAt,
        expiresAt: info.expiresAt,
        locked,
        whoisPrivacy: info.whoisPrivacy,
        autoRenew,
        nameservers: info.nameservers,
      };
    },

    async setLock(domain, locked) {
      const response = await client.call('namecheap.domains.setRegistrarLock', {
        DomainName: domain,
        LockAction: locked ? 'LOCK' : 'UNLOCK',
      });
      expectSuccess(
        child(response, 'DomainSetRegistrarLockResult'),
        'IsSuccess',
        `${locked ? 'lock' : 'unlock'} ${domain}`,
      );
    },

    async requestEppCode(domain) {
      // Namecheap has no API call for auth codes: its support states the code can only be requested in
      // the account dashboard (Sharing & Transfer → Auth Code), which mails it to the registrant.
      throw new RegistrarError(
        `The transfer code for ${domain} cannot be requested through the registrar's API. ` +
          'Unlock the domain, then request the code from the registrar, which emails it to the registrant.',
      );
    },

    getContacts,

    async setContacts(domain, contacts) {
      const response = await client.call('namecheap.domains.setContacts', {
        DomainName: domain,
        ...contactParams(contacts),
      });
      expectSuccess(child(response, 'DomainSetContactResult'), 'IsSuccess', `update the contacts of ${domain}`);
    },

    async setWhoisPrivacy(domain, enabled) {
      const subscription = await findWhoisguard(domain);
      if (!subscription) {
        throw new RegistrarError(`${domain} has no ID Protect (WhoisGuard) subscription at the registrar.`);
      }
      if (subscription.enabled === enabled) return;
      if (enabled) {
        // Privacy mail is forwarded to the registrant.
        const { registrant } = await getContacts(domain);
        const response = await client.call('namecheap.whoisguard.enable', {
          WhoisguardID: subscription.id,
          ForwardedToEmail: registrant.email,
        });
        expectSuccess(child(response, 'WhoisguardEnableResult'), 'IsSuccess', `turn on ID Protect for ${domain}`);
      } else {
        const response = await client.call('namecheap.whoisguard.disable', { WhoisguardID: subscription.id });
        expectSuccess(child(response, 'WhoisguardDisableResult'), 'IsSuccess', `turn off ID Protect for ${domain}`);
      }
    },
  };
}
