// Test helper (not a test): the test server's namecheap.domains.dns.* commands: nameservers and the host
// records of Namecheap's own DNS (which only exist while the domain uses it).
import { isIPv4, isIPv6 } from 'node:net';
import { readNameservers } from './namecheap.test-server.domains';
import {
  ERR,
  NAMECHEAP_DNS,
  NamecheapFault,
  type TParams,
  type TStoredDomain,
  type TStoredHost,
  type TTestServerState,
  type TXml,
  domainBySldTld,
  el,
  integer,
  param,
  required,
} from './namecheap.test-server.wire';

const HOST_TYPES = new Set(['A', 'AAAA', 'ALIAS', 'CAA', 'CNAME', 'MX', 'MXE', 'NS', 'TXT', 'URL', 'URL301', 'FRAME']);

export function createZoneCommands(state: TTestServerState) {
  const bySldTld = (params: TParams) => domainBySldTld(state, params);

  function hostsOf(domain: TStoredDomain): TStoredHost[] {
    if (domain.nameservers) {
      throw new NamecheapFault(
        ERR.notUsingOurDns,
        'Cannot complete this command as this domain is not using proper DNS servers',
      );
    }
    return domain.hosts;
  }

  const commands: Record<string, (params: TParams) => TXml> = {
    'namecheap.domains.dns.getList': (params) => {
      const domain = bySldTld(params);
      return el(
        'DomainDNSGetListResult',
        { Domain: domain.name, IsUsingOurDNS: domain.nameservers === null, IsPremiumDNS: false, IsUsingFreeDNS: false },
        (domain.nameservers ?? NAMECHEAP_DNS).map((ns) => el('Nameserver', {}, ns)),
      );
    },

    'namecheap.domains.dns.setDefault': (params) => {
      const domain = bySldTld(params);
      const updated = domain.nameservers !== null;
      domain.nameservers = null;
      return el('DomainDNSSetDefaultResult', { Domain: domain.name, Updated: updated });
    },

    'namecheap.domains.dns.setCustom': (params) => {
      const domain = bySldTld(params);
      const [raw] = required(params, 'Nameservers') as [string];
      domain.nameservers = readNameservers(raw);
      return el('DomainDNSSetCustomResult', { Domain: domain.name, Update: true });
    },

    'namecheap.domains.dns.getHosts': (params) => {
      const domain = bySldTld(params);
      const hosts = hostsOf(domain).map((host) =>
        el('host', {
          HostId: host.id,
          Name: host.name,
          Type: host.type,
          // The real API returns host-name targets fully qualified.
          Address: ['CNAME', 'MX', 'NS', 'ALIAS'].includes(host.type) ? `${host.address}.` : host.address,
          MXPref: host.mxPref,
          TTL: host.ttl,
          AssociatedAppTitle: '',
          FriendlyName: '',
          IsActive: true,
          IsDDNSEnabled: false,
        }),
      );
      return el(
        'DomainDNSGetHostsResult',
        { Domain: domain.name, EmailType: domain.emailType, IsUsingOurDNS: true },
        hosts,
      );
    },

    // setHosts replaces every host record: whatever is not in the call is deleted.
    'namecheap.domains.dns.setHosts': (params) => {
      const domain = bySldTld(params);
      hostsOf(domain);
      const emailType = (param(params, 'EmailType') ?? '').toUpperCase();
      // Numbered parameters (HostName1, RecordType1, Address1, …): every index used needs all three.
      const indexes = [...params.keys()]
        .map((key) => /^(?:hostname|recordtype|address|mxpref|ttl)(\d+)$/.exec(key)?.[1])
        .filter((index): index is string => index !== undefined)
        .map(Number);
      const count = Math.max(0, ...indexes);
      const hosts: TStoredHost[] = [];
      for (let n = 1; n <= count; n += 1) {
        const [name, rawType, address] = required(params, `HostName${n}`, `RecordType${n}`, `Address${n}`) as [
          string,
          string,
          string,
        ];
        const type = rawType.toUpperCase();
        if (!HOST_TYPES.has(type)) throw new NamecheapFault(ERR.invalid, `RecordType${n} is invalid: ${rawType}`);
        if (type === 'A' && !isIPv4(address))
          throw new NamecheapFault(ERR.invalid, `Address${n} is not a valid IPv4 address`);
        if (type === 'AAAA' && !isIPv6(address)) {
          throw new NamecheapFault(ERR.invalid, `Address${n} is not a valid IPv6 address`);
        }
        const ttl = param(params, `TTL${n}`) === undefined ? 1800 : integer(params, `TTL${n}`, 60, 60000);
        const mxPref = type === 'MX' ? integer(params, `MXPref${n}`, 0, 65535) : 10;
        if (type === 'MX' && emailType !== 'MX') {
          throw new NamecheapFault(ERR.invalid, 'MX records need EmailType=MX');
        }
        hosts.push({ id: state.nextId(), name, type, address: address.replace(/\.$/, ''), mxPref, ttl });
      }
      domain.hosts = hosts;
      if (emailType) domain.emailType = emailType;
      return el('DomainDNSSetHostsResult', { Domain: domain.name, IsSuccess: true });
    },
  };
  return commands;
}
