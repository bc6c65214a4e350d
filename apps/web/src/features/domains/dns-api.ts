import {
  DNS_PATHS,
  type TDnsChange,
  type TDnsHistory,
  type TDnsNameservers,
  type THostRecordRow,
  type THostRecords,
  type TImportZoneResult,
  type TSldTld,
  type TSpfRecordRow,
  type TSpfRecords,
  type TSrvRecordRow,
  type TSrvRecords,
  type TZoneFile,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { domainTag, type TChangeResult } from './api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>) => response.data;
const changeResult = <T>(response: TEnvelope<T>): TChangeResult<T> => ({
  message: response.message ?? null,
  data: response.data,
});

type TDnsSection = 'ns' | 'hosts' | 'srv' | 'spf' | 'history';
const ALL_SECTIONS: TDnsSection[] = ['ns', 'hosts', 'srv', 'spf', 'history'];
/** One section of one domain's DNS: saving a section refreshes it and the history, not the others' drafts. */
const dnsTag = (section: TDnsSection, { sld, tld }: TSldTld) => ({
  type: 'Domains' as const,
  id: `dns-${section}:${sld}.${tld}`.toLowerCase(),
});
const post = (url: string, body: unknown) => ({ url, method: 'POST', body });
const provides = (section: TDnsSection) => (_result: unknown, _error: unknown, domain: TSldTld) => [
  dnsTag(section, domain),
];
const invalidates =
  (sections: TDnsSection[]) =>
  (_result: unknown, _error: unknown, { sld, tld }: TSldTld) => [
    ...sections.map((section) => dnsTag(section, { sld, tld })),
    dnsTag('history', { sld, tld }),
    domainTag({ sld, tld }),
  ];

/** SPEC §7 "Domains" DNS calls: nameservers, host/SRV/SPF records, history with revert, zone files. */
export const dnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNameservers: build.query<TDnsNameservers, TSldTld>({
      query: (domain) => post(DNS_PATHS.getDNS, domain),
      transformResponse: unwrap<TDnsNameservers>,
      providesTags: provides('ns'),
    }),
    /** `nameservers: []` returns to the registrar's defaults. */
    setNameservers: build.mutation<TChangeResult, TSldTld & { nameservers: string[] }>({
      query: (body) => post(DNS_PATHS.modifyNS, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(['ns']),
    }),
    getHosts: build.query<THostRecords, TSldTld>({
      query: (domain) => post(DNS_PATHS.getHosts, domain),
      transformResponse: unwrap<THostRecords>,
      providesTags: provides('hosts'),
    }),
    setHosts: build.mutation<TChangeResult, TSldTld & { hosts: THostRecordRow[] }>({
      query: (body) => post(DNS_PATHS.setHosts, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(['hosts']),
    }),
    getSrvHosts: build.query<TSrvRecords, TSldTld>({
      query: (domain) => post(DNS_PATHS.getSrvHosts, domain),
      transformResponse: unwrap<TSrvRecords>,
      providesTags: provides('srv'),
    }),
    setSrvHosts: build.mutation<TChangeResult, TSldTld & { hosts: TSrvRecordRow[] }>({
      query: (body) => post(DNS_PATHS.setSrvHosts, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(['srv']),
    }),
    getSpfHosts: build.query<TSpfRecords, TSldTld>({
      query: (domain) => post(DNS_PATHS.getSpfHosts, domain),
      transformResponse: unwrap<TSpfRecords>,
      providesTags: provides('spf'),
    }),
    setSpfHosts: build.mutation<TChangeResult, TSldTld & { hosts: TSpfRecordRow[] }>({
      query: (body) => post(DNS_PATHS.setSpfHosts, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(['spf']),
    }),
    dnsHistory: build.query<TDnsHistory, TSldTld>({
      query: (domain) => post(DNS_PATHS.dnsHistory, domain),
      transformResponse: unwrap<TDnsHistory>,
      providesTags: provides('history'),
    }),
    revertDnsChange: build.mutation<TChangeResult<{ change: TDnsChange }>, TSldTld & { changeId: string }>({
      query: (body) => post(DNS_PATHS.revertDnsChange, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(ALL_SECTIONS),
    }),
    exportZone: build.mutation<TZoneFile, TSldTld>({
      query: (domain) => post(DNS_PATHS.exportZone, domain),
      transformResponse: unwrap<TZoneFile>,
    }),
    importZone: build.mutation<TChangeResult<TImportZoneResult>, TSldTld & { zone: string }>({
      query: (body) => post(DNS_PATHS.importZone, body),
      transformResponse: changeResult,
      invalidatesTags: invalidates(ALL_SECTIONS),
    }),
  }),
});

export const {
  useGetNameserversQuery,
  useSetNameserversMutation,
  useGetHostsQuery,
  useSetHostsMutation,
  useGetSrvHostsQuery,
  useSetSrvHostsMutation,
  useGetSpfHostsQuery,
  useSetSpfHostsMutation,
  useDnsHistoryQuery,
  useRevertDnsChangeMutation,
  useExportZoneMutation,
  useImportZoneMutation,
} = dnsApi;
