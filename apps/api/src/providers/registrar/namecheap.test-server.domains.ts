// Test helper (not a test): the test server's namecheap.domains.* and namecheap.whoisguard.* commands, answering like the real API (shapes from Namecheap's API docs).
import {
  CONTACT_PREFIXES,
  ERR,
  NAMECHEAP_DNS,
  NamecheapFault,
  type TContactPrefix,
  type TParams,
  type TStoredContact,
  type TStoredDomain,
  type TTestServerState,
  type TXml,
  addYears,
  domainByName,
  el,
  integer,
  param,
  required,
  usDate,
} from './namecheap.test-server.wire';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const DOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9-]{2,63}){1,2}$/;
const PHONE = /^\+\d{1,3}\.\d{4,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function tldOf(domain: string): string {
  return domain.slice(domain.indexOf('.') + 1);
}

/** The four contacts of create / setContacts, validated like the real API. */
function readContacts(params: TParams): Record<TContactPrefix, TStoredContact> {
  const entries = CONTACT_PREFIXES.map((prefix) => {
    const [firstName, lastName, address1, city, state, postalCode, country, phone, email] = required(
      params,
      ...[
        'FirstName',
        'LastName',
        'Address1',
        'City',
        'StateProvince',
        'PostalCode',
        'Country',
        'Phone',
        'EmailAddress',
      ].map((field) => `${prefix}${field}`),
    ) as [string, string, string, string, string, string, string, string, string];
    if (!PHONE.test(phone)) {
      throw new NamecheapFault(
        ERR.phoneInvalid,
        `${prefix}Phone is invalid. The phone number format is +NNN.NNNNNNNNNN`,
      );
    }
    if (!EMAIL.test(email)) throw new NamecheapFault(ERR.invalid, `${prefix}EmailAddress is invalid`);
    if (!/^[A-Z]{2}$/i.test(country)) throw new NamecheapFault(ERR.invalid, `${prefix}Country is invalid`);
    const contact: TStoredContact = {
      FirstName: firstName,
      LastName: lastName,
      Organization: param(params, `${prefix}OrganizationName`) ?? '',
      Address1: address1,
      Address2: param(params, `${prefix}Address2`) ?? '',
      City: city,
      StateProvince: state,
      PostalCode: postalCode,
      Country: country.toUpperCase(),
      Phone: phone,
      EmailAddress: email,
    };
    return [prefix, contact] as const;
  });
  return Object.fromEntries(entries) as Record<TContactPrefix, TStoredContact>;
}

export function readNameservers(raw: string): string[] {
  const list = raw.split(',').map((ns) => ns.trim().toLowerCase());
  if (list.length === 0 || list.length > 12 || list.some((ns) => !HOSTNAME.test(ns))) {
    throw new NamecheapFault(ERR.nameserversInvalid, 'Nameservers are not valid');
  }
  return list;
}

export function createDomainCommands(state: TTestServerState) {
  const byName = (params: TParams) => domainByName(state, params);
  const isExpired = (domain: TStoredDomain) => domain.expires.getTime() < Date.now();
  const isRegistered = (name: string) => state.domains.has(name) || state.taken.has(name);

  const commands: Record<string, (params: TParams) => TXml> = {
    'namecheap.domains.check': (params) => {
      const [list] = required(params, 'DomainList') as [string];
      const names = list.split(',').map((name) => name.trim().toLowerCase());
      if (names.length > 50) throw new NamecheapFault(ERR.invalid, 'DomainList can hold at most 50 domains');
      return names
        .map((name) => {
          const supported = DOMAIN.test(name) && state.tlds.has(tldOf(name));
          const premium = state.premium.get(name);
          return el('DomainCheckResult', {
            Domain: name,
            Available: supported && !isRegistered(name),
            ErrorNo: supported ? '0' : ERR.tldNotSupported,
            Description: supported ? '' : 'TLD is not supported',
            IsPremiumName: premium !== undefined,
            PremiumRegistrationPrice: (premium ?? 0).toFixed(4),
            PremiumRenewalPrice: (premium ?? 0).toFixed(4),
            PremiumRestorePrice: '0',
            PremiumTransferPrice: (premium ?? 0).toFixed(4),
            IcannFee: '0',
            EapFee: '0',
          });
        })
        .join('');
    },

    'namecheap.domains.create': (params) => {
      const [raw] = required(params, 'DomainName') as [string];
      const name = raw.toLowerCase();
      const years = integer(params, 'Years', 1, 10, ERR.yearsInvalid);
      if (!DOMAIN.test(name) || !state.tlds.has(tldOf(name))) {
        throw new NamecheapFault(ERR.tldNotSupported, 'TLD is not supported in API');
      }
      const contacts = readContacts(params);
      if (isRegistered(name)) throw new NamecheapFault(ERR.notAvailable, `Domain not available: ${name}`);
      const premium = state.premium.get(name);
      const saysPremium = (param(params, 'IsPremiumDomain') ?? '').toLowerCase() === 'true';
      if (saysPremium !== (premium !== undefined)) {
        throw new NamecheapFault(
          ERR.premiumMismatch,
          'Domain is premium while considered regular or is regular while considered premium',
        );
      }
      if (premium !== undefined && Number(param(params, 'PremiumPrice')) !== premium) {
        throw new NamecheapFault(ERR.premiumPriceMismatch, 'Prices do not match');
      }
      const nameservers = param(params, 'Nameservers');
      const created = new Date();
      const domain: TStoredDomain = {
        name,
        id: state.nextId(),
        created,
        expires: addYears(created, years),
        locked: true,
        autoRenew: false,
        premium: premium !== undefined,
        contacts,
        nameservers: nameservers ? readNameservers(nameservers) : null,
        hosts: [],
        emailType: 'FWD',
        whoisguardId: null,
      };
      if ((param(params, 'AddFreeWhoisguard') ?? '').toLowerCase() === 'yes') {
        const id = state.nextId();
        const enabled = (param(params, 'WGEnabled') ?? '').toLowerCase() === 'yes';
        state.whoisguards.set(id, {
          id,
          domain: name,
          status: enabled ? 'enabled' : 'disabled',
          forwardedTo: enabled ? (contacts.Registrant.EmailAddress ?? null) : null,
          created,
          expires: domain.expires,
        });
        domain.whoisguardId = id;
      }
      state.domains.set(name, domain);
      return el('DomainCreateResult', {
        Domain: name,
        Registered: true,
        ChargedAmount: (premium ?? 8.88 * years).toFixed(4),
        DomainID: domain.id,
        OrderID: state.nextId(),
        TransactionID: state.nextId(),
        WhoisguardEnable:
          domain.whoisguardId !== null && state.whoisguards.get(domain.whoisguardId)?.status === 'enabled',
        FreePositiveSSL: false,
        NonRealTimeDomain: false,
      });
    },

    'namecheap.domains.getInfo': (params) => {
      const domain = byName(params);
      const whoisguard = domain.whoisguardId === null ? undefined : state.whoisguards.get(domain.whoisguardId);
      return el(
        'DomainGetInfoResult',
        {
          Status: isExpired(domain) ? 'Expired' : 'Ok',
          ID: domain.id,
          DomainName: domain.name,
          OwnerName: state.userName,
          IsOwner: true,
          IsPremium: domain.premium,
        },
        [
          el('DomainDetails', {}, [
            el('CreatedDate', {}, usDate(domain.created)),
            el('ExpiredDate', {}, usDate(domain.expires)),
            el('NumYears', {}, '0'),
          ]),
          el('LockDetails'),
          whoisguard
            ? el('Whoisguard', { Enabled: whoisguard.status === 'enabled' ? 'True' : 'False' }, [
                el('ID', {}, String(whoisguard.id)),
                el('ExpiredDate', {}, usDate(whoisguard.expires)),
              ])
            : el('Whoisguard', { Enabled: 'NotAlloted' }),
          el(
            'DnsDetails',
            {
              ProviderType: domain.nameservers ? 'CUSTOM' : 'FREE',
              IsUsingOurDNS: domain.nameservers === null,
              HostCount: domain.hosts.length,
              EmailType: domain.emailType,
              DynamicDNSStatus: false,
              IsFailover: false,
            },
            (domain.nameservers ?? NAMECHEAP_DNS).map((ns) => el('Nameserver', {}, ns)),
          ),
          el('Modificationrights', { All: true }),
        ],
      );
    },

    'namecheap.domains.getList': (params) => {
      const term = (param(params, 'SearchTerm') ?? '').toLowerCase();
      const page = Number(param(params, 'Page') ?? 1);
      const size = Number(param(params, 'PageSize') ?? 20);
      const all = [...state.domains.values()].filter((domain) => domain.name.includes(term));
      const rows = all.slice((page - 1) * size, page * size).map((domain) => {
        const whoisguard = domain.whoisguardId === null ? undefined : state.whoisguards.get(domain.whoisguardId);
        return el('Domain', {
          ID: domain.id,
          Name: domain.name,
          User: state.userName,
          Created: usDate(domain.created),
          Expires: usDate(domain.expires),
          IsExpired: isExpired(domain),
          IsLocked: domain.locked,
          AutoRenew: domain.autoRenew,
          WhoisGuard: whoisguard ? whoisguard.status.toUpperCase() : 'NOTPRESENT',
          IsPremium: domain.premium,
          IsOurDNS: domain.nameservers === null,
        });
      });
      return (
        el('DomainGetListResult', {}, rows) +
        el('Paging', {}, [
          el('TotalItems', {}, String(all.length)),
          el('CurrentPage', {}, String(page)),
          el('PageSize', {}, String(size)),
        ])
      );
    },

    'namecheap.domains.renew': (params) => {
      const domain = byName(params);
      const years = integer(params, 'Years', 1, 10, ERR.yearsInvalid);
      if (isExpired(domain)) {
        throw new NamecheapFault(ERR.domainExpired, 'Domain has expired; use namecheap.domains.reactivate');
      }
      domain.expires = addYears(domain.expires, years);
      return el(
        'DomainRenewResult',
        {
          DomainName: domain.name,
          DomainID: domain.id,
          Renew: true,
          OrderID: state.nextId(),
          TransactionID: state.nextId(),
          ChargedAmount: (8.88 * years).toFixed(4),
        },
        [
          el('DomainDetails', {}, [
            el('ExpiredDate', {}, `${usDate(domain.expires)} 11:48:13 AM`),
            el('NumYears', {}, '0'),
          ]),
        ],
      );
    },

    'namecheap.domains.reactivate': (params) => {
      const domain = byName(params);
      const years =
        param(params, 'YearsToAdd') === undefined ? 1 : integer(params, 'YearsToAdd', 1, 10, ERR.yearsInvalid);
      if (!isExpired(domain)) throw new NamecheapFault(ERR.domainNotExpired, 'Domain is not expired');
      domain.expires = addYears(new Date(), years);
      return el('DomainReactivateResult', {
        Domain: domain.name,
        IsSuccess: true,
        ChargedAmount: (8.88 * years).toFixed(4),
        OrderID: state.nextId(),
        TransactionID: state.nextId(),
      });
    },

    'namecheap.domains.getRegistrarLock': (params) => {
      const domain = byName(params);
      return el('DomainGetRegistrarLockResult', { Domain: domain.name, RegistrarLockStatus: domain.locked });
    },

    'namecheap.domains.setRegistrarLock': (params) => {
      const domain = byName(params);
      const action = (param(params, 'LockAction') ?? 'LOCK').toUpperCase();
      if (action !== 'LOCK' && action !== 'UNLOCK') {
        throw new NamecheapFault(ERR.invalid, 'Parameter LockAction must be LOCK or UNLOCK');
      }
      domain.locked = action === 'LOCK';
      return el('DomainSetRegistrarLockResult', { Domain: domain.name, IsSuccess: true });
    },

    'namecheap.domains.getContacts': (params) => {
      const domain = byName(params);
      const block = (prefix: TContactPrefix) =>
        el(
          prefix,
          { ReadOnly: false },
          ['FirstName', 'LastName', 'Organization', 'JobTitle', 'Address1', 'Address2', 'City', 'StateProvince']
            .concat(['StateProvinceChoice', 'PostalCode', 'Country', 'Phone', 'Fax', 'EmailAddress', 'PhoneExt'])
            .map((field) => el(field, {}, domain.contacts[prefix][field] ?? '')),
        );
      return el('DomainContactsResult', { Domain: domain.name, DomainnameID: domain.id }, CONTACT_PREFIXES.map(block));
    },

    'namecheap.domains.setContacts': (params) => {
      const domain = byName(params);
      domain.contacts = readContacts(params);
      return el('DomainSetContactResult', { Domain: domain.name, IsSuccess: true });
    },

    'namecheap.whoisguard.getList': (params) => {
      const page = Number(param(params, 'Page') ?? 1);
      const size = Number(param(params, 'PageSize') ?? 20);
      if (!Number.isInteger(size) || size < 2 || size > 100) {
        throw new NamecheapFault(ERR.invalid, 'Parameter PageSize must be from 2 to 100');
      }
      const all = [...state.whoisguards.values()];
      const rows = all.slice((page - 1) * size, page * size).map((wg) =>
        el('Whoisguard', {
          ID: wg.id,
          DomainName: wg.domain,
          Created: usDate(wg.created),
          Expires: usDate(wg.expires),
          Status: wg.status,
        }),
      );
      return (
        el('WhoisguardGetListResult', {}, rows) +
        el('Paging', {}, [
          el('TotalItems', {}, String(all.length)),
          el('CurrentPage', {}, String(page)),
          el('PageSize', {}, String(size)),
        ])
      );
    },

    'namecheap.whoisguard.enable': (params) => {
      const [id, email] = required(params, 'WhoisguardID', 'ForwardedToEmail') as [string, string];
      const wg = state.whoisguards.get(Number(id));
      if (!wg || wg.status === 'enabled' || !wg.domain) {
        throw new NamecheapFault(
          ERR.whoisguardState,
          'Whoisguard does not exist, is already enabled or is not allotted',
        );
      }
      if (!EMAIL.test(email)) throw new NamecheapFault(ERR.whoisguardEmail, 'ForwardedToEmail is not valid');
      wg.status = 'enabled';
      wg.forwardedTo = email;
      return el('WhoisguardEnableResult', { DomainName: wg.domain, IsSuccess: true });
    },

    'namecheap.whoisguard.disable': (params) => {
      const [id] = required(params, 'WhoisguardID') as [string];
      const wg = state.whoisguards.get(Number(id));
      if (!wg || wg.status !== 'enabled') {
        throw new NamecheapFault(ERR.whoisguardState, 'Whoisguard does not exist or is already disabled');
      }
      wg.status = 'disabled';
      return el('WhoisguardDisableResult', { DomainName: wg.domain, IsSuccess: true });
    },
  };
  return commands;
}
