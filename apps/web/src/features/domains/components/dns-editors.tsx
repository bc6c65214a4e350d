import type { THostRecordType, TSrvProtocol } from '@launchpad/shared/domain/dns';
import {
  DNS_DEFAULT_TTL,
  HOST_RECORD_TYPES,
  SRV_PROTOCOLS,
  srvHost,
  validateHostRecords,
  validateSpfRecords,
  validateSrvRecords,
} from '@launchpad/shared/domain/dns';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import {
  useGetHostsQuery,
  useGetSpfHostsQuery,
  useGetSrvHostsQuery,
  useSetHostsMutation,
  useSetSpfHostsMutation,
  useSetSrvHostsMutation,
} from '../dns-api';
import { RecordSetEditor, type TColumn, type TDraftRow } from './record-set-editor';

/** '' stays NaN so the shared rules refuse it with their own message. */
const num = (value: string | undefined) => (value === undefined || value.trim() === '' ? Number.NaN : Number(value));
const ttlColumn: TColumn = { field: 'ttl', label: 'TTL (s)', width: '6rem', inputMode: 'numeric' };

// ---- host records ---------------------------------------------------------------------------------------

const HOST_COLUMNS: TColumn[] = [
  { field: 'type', label: 'Type', width: '7.5rem', options: HOST_RECORD_TYPES },
  { field: 'host', label: 'Host', width: '9rem', placeholder: '@ or www' },
  { field: 'value', label: 'Value', width: 'minmax(0,1fr)', placeholder: '203.0.113.10' },
  {
    field: 'priority',
    label: 'Priority',
    width: '5.5rem',
    inputMode: 'numeric',
    appliesTo: (row) => row.type === 'MX',
  },
  ttlColumn,
];

export const toHostRecords = (rows: TDraftRow[]) =>
  rows.map((row) => ({
    host: (row.host ?? '').trim(),
    type: row.type as THostRecordType,
    value: (row.value ?? '').trim(),
    ttl: num(row.ttl),
    priority: row.type === 'MX' ? num(row.priority) : null,
  }));

function SectionSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-ink-100 p-6">
      <span className="sr-only">Loading records…</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-full" />
    </div>
  );
}

/** A, AAAA, CNAME, MX, TXT, URL redirects and CAA (SPEC §7 setHosts: the whole set replaced). */
export function HostRecordsEditor({ domain }: { domain: TDomainRef }) {
  const { data, error, fulfilledTimeStamp } = useGetHostsQuery(domain);
  const srv = useGetSrvHostsQuery(domain).data;
  const spf = useGetSpfHostsQuery(domain).data;
  const [setHosts] = useSetHostsMutation();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <SectionSkeleton />;
  // A CNAME may not share a host with the zone's SRV or SPF records either.
  const others = [
    ...(srv?.hosts ?? []).map((record) => ({ host: srvHost(record), type: 'SRV' })),
    ...(spf?.hosts ?? []).map((record) => ({ host: record.host, type: 'TXT' })),
  ];
  return (
    <RecordSetEditor
      key={fulfilledTimeStamp}
      title="Host records"
      description="Where your domain and its subdomains point. MX records need a priority; lower is tried first."
      columns={HOST_COLUMNS}
      initialRows={data.hosts.map((record) => ({
        type: record.type,
        host: record.host,
        value: record.value,
        priority: record.priority === null ? '' : String(record.priority),
        ttl: String(record.ttl),
      }))}
      newRow={() => ({ type: 'A', host: '@', value: '', priority: '10', ttl: String(DNS_DEFAULT_TTL) })}
      validate={(rows) => validateHostRecords(toHostRecords(rows), others)}
      save={(rows) => setHosts({ ...domain, hosts: toHostRecords(rows) }).unwrap()}
      savedMessage="Host records saved."
      saveLabel="Save host records"
      emptyText="No host records yet. Add an A record to point your domain at a server."
      addLabel="Add record"
      notice={
        !data.usingDefaultNameservers && (
          <Alert tone="warning" className="mt-4">
            This domain uses custom nameservers, so these records are kept but not served. Switch back to the registrar
            defaults for them to take effect.
          </Alert>
        )
      }
    />
  );
}

// ---- SRV ------------------------------------------------------------------------------------------------

const SRV_COLUMNS: TColumn[] = [
  { field: 'service', label: 'Service', width: '7rem', placeholder: '_sip' },
  { field: 'protocol', label: 'Protocol', width: '6.5rem', options: SRV_PROTOCOLS },
  { field: 'priority', label: 'Priority', width: '5rem', inputMode: 'numeric' },
  { field: 'weight', label: 'Weight', width: '5rem', inputMode: 'numeric' },
  { field: 'port', label: 'Port', width: '5rem', inputMode: 'numeric' },
  { field: 'target', label: 'Target', width: 'minmax(0,1fr)', placeholder: 'sip.example.com' },
  ttlColumn,
];

const toSrvRecords = (rows: TDraftRow[]) =>
  rows.map((row) => ({
    service: (row.service ?? '').trim(),
    protocol: row.protocol as TSrvProtocol,
    priority: num(row.priority),
    weight: num(row.weight),
    port: num(row.port),
    target: (row.target ?? '').trim(),
    ttl: num(row.ttl),
  }));

export function SrvRecordsEditor({ domain }: { domain: TDomainRef }) {
  const { data, error, fulfilledTimeStamp } = useGetSrvHostsQuery(domain);
  const [setSrv] = useSetSrvHostsMutation();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <SectionSkeleton />;
  return (
    <RecordSetEditor
      key={fulfilledTimeStamp}
      title="SRV records"
      description="Services such as SIP, XMPP or Microsoft 365 find their servers through these."
      columns={SRV_COLUMNS}
      initialRows={data.hosts.map((record) => ({
        service: record.service,
        protocol: record.protocol,
        priority: String(record.priority),
        weight: String(record.weight),
        port: String(record.port),
        target: record.target,
        ttl: String(record.ttl),
      }))}
      newRow={() => ({
        service: '',
        protocol: '_tcp',
        priority: '10',
        weight: '5',
        port: '',
        target: '',
        ttl: String(DNS_DEFAULT_TTL),
      })}
      validate={(rows) => validateSrvRecords(toSrvRecords(rows))}
      save={(rows) => setSrv({ ...domain, hosts: toSrvRecords(rows) }).unwrap()}
      savedMessage="SRV records saved."
      saveLabel="Save SRV records"
      emptyText="No SRV records."
      addLabel="Add SRV record"
    />
  );
}

// ---- SPF ------------------------------------------------------------------------------------------------

const SPF_COLUMNS: TColumn[] = [
  { field: 'host', label: 'Host', width: '8rem', placeholder: '@' },
  { field: 'value', label: 'Policy', width: 'minmax(0,1fr)', placeholder: 'v=spf1 include:_spf.example.com ~all' },
  ttlColumn,
];

const toSpfRecords = (rows: TDraftRow[]) =>
  rows.map((row) => ({ host: (row.host ?? '').trim(), value: (row.value ?? '').trim(), ttl: num(row.ttl) }));

export function SpfRecordsEditor({ domain }: { domain: TDomainRef }) {
  const { data, error, fulfilledTimeStamp } = useGetSpfHostsQuery(domain);
  const [setSpf] = useSetSpfHostsMutation();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <SectionSkeleton />;
  return (
    <RecordSetEditor
      key={fulfilledTimeStamp}
      title="SPF records"
      description="Which servers may send email for your domain. One policy per host, at most 10 DNS lookups."
      columns={SPF_COLUMNS}
      initialRows={data.hosts.map((record) => ({ host: record.host, value: record.value, ttl: String(record.ttl) }))}
      newRow={() => ({ host: '@', value: 'v=spf1 mx ~all', ttl: String(DNS_DEFAULT_TTL) })}
      validate={(rows) => validateSpfRecords(toSpfRecords(rows))}
      save={(rows) => setSpf({ ...domain, hosts: toSpfRecords(rows) }).unwrap()}
      savedMessage="SPF records saved."
      saveLabel="Save SPF records"
      emptyText="No SPF policy. Add one so other mail servers trust email sent for your domain."
      addLabel="Add SPF record"
    />
  );
}
