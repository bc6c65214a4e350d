import {
  type TNamecheapClient,
  type TNamecheapParams,
  attr,
  child,
  children,
  isTrue,
  splitDomain,
  text,
} from './namecheap.client';
import { RegistrarError, type TRegistrarDns, type TRegistrarRecord } from './registrar.provider';

/**
 * The record types `namecheap.domains.dns.setHosts` accepts. SRV is not among them: Namecheap's documented
 * API has no SRV host records (its dashboard has them; the API calls for them are undocumented).
 */
const HOST_RECORD_TYPES = new Set([
  'A',
  'AAAA',
  'ALIAS',
  'CAA',
  'CNAME',
  'MX',
  'MXE',
  'NS',
  'TXT',
  'URL',
  'URL301',
  'FRAME',
]);

/** Types whose value is a host name: Namecheap returns it fully qualified (`mail.acme.com.`), we keep it bare. */
const HOSTNAME_VALUES = new Set(['CNAME', 'MX', 'NS', 'ALIAS']);

const DEFAULT_TTL = 1800; // Namecheap's "Automatic"

function byHostThenType(a: TRegistrarRecord, b: TRegistrarRecord): number {
  return (
    a.host.localeCompare(b.host) ||
    a.type.localeCompare(b.type) ||
    (a.priority ?? 0) - (b.priority ?? 0) ||
    a.value.localeCompare(b.value)
  );
}

export function createNamecheapDns(client: TNamecheapClient): TRegistrarDns {
  return {
    async getNameservers(domain) {
      const response = await client.call('namecheap.domains.dns.getList', splitDomain(domain));
      const result = child(response, 'DomainDNSGetListResult');
      if (isTrue(attr(result, 'IsUsingOurDNS'))) return [];
      return children(result, 'Nameserver').map((node) => text(node).toLowerCase());
    },

    async setNameservers(domain, nameservers) {
      if (nameservers.length === 0) {
        // Answers Updated="false" when the domain already uses the defaults: the outcome is the same.
        await client.call('namecheap.domains.dns.setDefault', splitDomain(domain));
        return;
      }
      const response = await client.call('namecheap.domains.dns.setCustom', {
        ...splitDomain(domain),
        Nameservers: nameservers.map((ns) => ns.toLowerCase()).join(','),
      });
      if (!isTrue(attr(child(response, 'DomainDNSSetCustomResult'), 'Update'))) {
        throw new RegistrarError(`Namecheap did not change the nameservers of ${domain}.`);
      }
    },

    async getRecords(domain) {
      const response = await client.call('namecheap.domains.dns.getHosts', splitDomain(domain));
      const hosts = children(child(response, 'DomainDNSGetHostsResult'), 'Host');
      const records = hosts.map((node): TRegistrarRecord => {
        const type = (attr(node, 'Type') ?? '').toUpperCase();
        const address = attr(node, 'Address') ?? '';
        const ttl = Number(attr(node, 'TTL'));
        const preference = Number(attr(node, 'MXPref'));
        return {
          host: attr(node, 'Name') || '@',
          type,
          value: HOSTNAME_VALUES.has(type) ? address.replace(/\.$/, '') : address,
          ttl: Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_TTL,
          // Namecheap reports an MXPref on every host; it only means something for MX.
          priority: type === 'MX' && Number.isFinite(preference) ? preference : null,
          weight: null,
          port: null,
        };
      });
      return records.sort(byHostThenType);
    },

    async setRecords(domain, records) {
      const unsupported = [
        ...new Set(records.map((r) => r.type.toUpperCase()).filter((t) => !HOST_RECORD_TYPES.has(t))),
      ];
      if (unsupported.length > 0) {
        // Refuse the whole set: setHosts replaces everything, so sending the rest would drop these silently.
        throw new RegistrarError(
          `The registrar's API cannot store ${unsupported.join(', ')} records for ${domain}; ` +
            'nothing was changed. Remove them or manage them at the registrar.',
        );
      }
      const params: TNamecheapParams = { ...splitDomain(domain) };
      records.forEach((record, index) => {
        const n = index + 1;
        const type = record.type.toUpperCase();
        params[`HostName${n}`] = record.host || '@';
        params[`RecordType${n}`] = type;
        params[`Address${n}`] = record.value;
        params[`TTL${n}`] = record.ttl;
        if (type === 'MX') params[`MXPref${n}`] = record.priority ?? 10;
      });
      // Namecheap ignores MX host records unless the domain's mail mode is "MX" (custom mail servers).
      if (records.some((record) => record.type.toUpperCase() === 'MX')) params.EmailType = 'MX';

      // setHosts replaces every host record of the zone in one call: the atomic replace the interface asks for.
      const response = await client.call('namecheap.domains.dns.setHosts', params);
      if (!isTrue(attr(child(response, 'DomainDNSSetHostsResult'), 'IsSuccess'))) {
        throw new RegistrarError(`Namecheap did not save the DNS records of ${domain}.`);
      }
    },
  };
}
