import {
  type TCertIdRequest,
  type TCertPurchaseCertRequest,
  type TConfigureCertRequest,
  type TParseCsrRequest,
  type TReissueCertRequest,
  sslEndpoints as endpoints,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { fromEndpoint, written } from '@/lib/endpoint';

/** CertID is coerced by the contract (its input type is unknown); the browser always sends a number. */
type TWithCertId<T> = Omit<T, 'CertID'> & { CertID: number };

const CERTS_TAG = { type: 'Domains' as const, id: 'CERTS' };
const certTag = (certId: number | string) => ({ type: 'Domains' as const, id: `cert:${certId}` });
const invalidatesCert = (_result: unknown, _error: unknown, { CertID }: { CertID: number }) => [
  certTag(CertID),
  CERTS_TAG,
  { type: 'Domains' as const, id: 'SERVICES' },
];

/** SPEC §7 "Domains" SSL calls: CSR parsing, approvers, activation with a DV method, status, resends, reissue. */
export const sslApi = api.injectEndpoints({
  endpoints: (build) => ({
    certList: build.query({
      ...fromEndpoint(endpoints.certList, (_: void) => ({ body: {} })),
      providesTags: [CERTS_TAG],
    }),
    certDetail: build.query({
      ...fromEndpoint(endpoints.getCertDetail, (CertID: number) => ({ body: { CertID } })),
      providesTags: (_result, _error, certId) => [certTag(certId)],
    }),
    /** A mutation, not a query: it runs when the person asks for the preview, not on every keystroke. */
    parseCsr: build.mutation(fromEndpoint(endpoints.parseCsr, (body: TParseCsrRequest) => ({ body }))),
    approverEmails: build.query(
      fromEndpoint(endpoints.getApproverEmail, (body: { sld: string; tld: string }) => ({ body })),
    ),
    configureCert: build.mutation({
      ...fromEndpoint(endpoints.configureCert, (body: TWithCertId<TConfigureCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    purchaseCert: build.mutation({
      ...fromEndpoint(endpoints.certPurchaseCert, (body: TWithCertId<TCertPurchaseCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    resendApproverEmail: build.mutation({
      ...fromEndpoint(endpoints.resendApproverEmail, (body: TWithCertId<TCertIdRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    resendFulfillmentEmail: build.mutation(
      fromEndpoint(endpoints.resendFulfillmentEmail, (body: TWithCertId<TCertIdRequest>) => ({ body }), written),
    ),
    reissueCert: build.mutation({
      ...fromEndpoint(endpoints.reissueCert, (body: TWithCertId<TReissueCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    /** Public: the approver's link from the built-in registrar's mail. */
    approveCert: build.mutation(fromEndpoint(endpoints.approveCert, (body: { token: string }) => ({ body }), written)),
  }),
});

export const {
  useCertListQuery,
  useCertDetailQuery,
  useParseCsrMutation,
  useApproverEmailsQuery,
  useConfigureCertMutation,
  usePurchaseCertMutation,
  useResendApproverEmailMutation,
  useResendFulfillmentEmailMutation,
  useReissueCertMutation,
  useApproveCertMutation,
} = sslApi;
