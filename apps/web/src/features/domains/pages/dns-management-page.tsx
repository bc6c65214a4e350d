import { PageHeader } from '@/components/ui/panel';
import { paths, type TDomainRef } from '@/config/paths';
import { HostRecordsEditor, SpfRecordsEditor, SrvRecordsEditor } from '../components/dns-editors';
import { DnsHistory } from '../components/dns-history';
import { DomainNav } from '../components/domain-nav';
import { DomainPicker } from '../components/domain-picker';
import { NameserversPanel } from '../components/nameservers-panel';
import { ZoneFilePanel } from '../components/zone-file-panel';
import { domainName, useDomainParam } from '../use-domain-param';

function DnsSections({ domain }: { domain: TDomainRef }) {
  return (
    <div className="space-y-6">
      <NameserversPanel domain={domain} />
      <HostRecordsEditor domain={domain} />
      <SrvRecordsEditor domain={domain} />
      <SpfRecordsEditor domain={domain} />
      <DnsHistory domain={domain} />
      <ZoneFilePanel domain={domain} />
    </div>
  );
}

/** /domain/dnsmanagement?sld=&tld= (SPEC §2): nameservers, records, history and zone files. */
export default function DnsManagementPage() {
  const domain = useDomainParam();
  if (!domain) {
    return (
      <>
        <PageHeader title="DNS management" description="Nameservers and records for your domains." />
        <DomainPicker title="Which domain?" linkTo={paths.domainDnsFor} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={domainName(domain)} description="Nameservers and DNS records." />
      <DomainNav domain={domain} />
      <DnsSections key={domainName(domain)} domain={domain} />
    </>
  );
}
