import {
  type THostRecordRow,
  type TSldTld,
  type TSpfRecordRow,
  type TSrvRecordRow,
  dnsRoutes as routes,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint, written } from '@/lib/endpoint';
import { domainTag } from './api';

type TDnsSection = 'ns' | 'hosts' | 'srv' | 'spf' | 'history';
const ALL_SECTIONS: TDnsSection[] = ['ns', 'hosts', 'srv', 'spf', 'history'];
/** One section of one domain's DNS: saving a section refreshes it and the history, not the others' drafts. */
const dnsTag = (section: TDnsSection, { sld, tld }: TSldTld) => ({
  type: 'Domains' as const,
  id: `dns-${section}:${sld}.${tld}`.toLowerCase(),
});
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
    getNameservers: build.query({
      ...fromEndpoint(routes.getDNS, (domain: TSldTld) => ({ body: domain })),
      providesTags: provides('ns'),
    }),
    /** `nameservers: []` returns to the registrar's defaults. */
    setNameservers: build.mutation({
      ...fromEndpoint(routes.modifyNS, (body: TSldTld & { nameservers: string[] }) => ({ body }), written),
      invalidatesTags: invalidates(['ns']),
    }),
    getHosts: build.query({
      ...fromEndpoint(routes.getHosts, (domain: TSldTld) => ({ body: domain })),
      providesTags: provides('hosts'),
    }),
    setHosts: build.mutation({
      ...fromEndpoint(routes.setHosts, (body: TSldTld & { hosts: THostRecordRow[] }) => ({ body }), written),
      invalidatesTags: invalidates(['hosts']),
    }),
    getSrvHosts: build.query({
      ...fromEndpoint(routes.getSrvHosts, (domain: TSldTld) => ({ body: domain })),
      providesTags: provides('srv'),
    }),
    setSrvHosts: build.mutation({
      ...fromEndpoint(routes.setSrvHosts, (body: TSldTld & { hosts: TSrvRecordRow[] }) => ({ body }), written),
      invalidatesTags: invalidates(['srv']),
    }),
    getSpfHosts: build.query({
      ...fromEndpoint(routes.getSpfHosts, (domain: TSldTld) => ({ body: domain })),
      providesTags: provides('spf'),
    }),
    setSpfHosts: build.mutation({
      ...fromEndpoint(routes.setSpfHosts, (body: TSldTld & { hosts: TSpfRecordRow[] }) => ({ body }), written),
      invalidatesTags: invalidates(['spf']),
    }),
    dnsHistory: build.query({
      ...fromEndpoint(routes.dnsHistory, (domain: TSldTld) => ({ body: domain })),
      providesTags: provides('history'),
    }),
    revertDnsChange: build.mutation({
      ...fromEndpoint(routes.revertDnsChange, (body: TSldTld & { changeId: string }) => ({ body }), written),
      invalidatesTags: invalidates(ALL_SECTIONS),
    }),
    exportZone: build.mutation(fromEndpoint(routes.exportZone, (domain: TSldTld) => ({ body: domain }))),
    importZone: build.mutation({
      ...fromEndpoint(routes.importZone, (body: TSldTld & { zone: string }) => ({ body }), written),
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
