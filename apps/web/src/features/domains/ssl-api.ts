import {
  type TCertIdRequest,
  type TCertPurchaseCertRequest,
  type TConfigureCertRequest,
  type TParseCsrRequest,
  type TReissueCertRequest,
  sslRoutes as routes,
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
      ...fromEndpoint(routes.certList, (_: void) => ({ body: {} })),
      providesTags: [CERTS_TAG],
    }),
    certDetail: build.query({
      ...fromEndpoint(routes.getCertDetail, (CertID: number) => ({ body: { CertID } })),
      providesTags: (_result, _error, certId) => [certTag(certId)],
    }),
    /** A mutation, not a query: it runs when the person asks for the preview, not on every keystroke. */
    parseCsr: build.mutation(fromEndpoint(routes.parseCsr, (body: TParseCsrRequest) => ({ body }))),
    approverEmails: build.query(
      fromEndpoint(routes.getApproverEmail, (body: { sld: string; tld: string }) => ({ body })),
    ),
    configureCert: build.mutation({
      ...fromEndpoint(routes.configureCert, (body: TWithCertId<TConfigureCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    purchaseCert: build.mutation({
      ...fromEndpoint(routes.certPurchaseCert, (body: TWithCertId<TCertPurchaseCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    resendApproverEmail: build.mutation({
      ...fromEndpoint(routes.resendApproverEmail, (body: TWithCertId<TCertIdRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    resendFulfillmentEmail: build.mutation(
      fromEndpoint(routes.resendFulfillmentEmail, (body: TWithCertId<TCertIdRequest>) => ({ body }), written),
    ),
    reissueCert: build.mutation({
      ...fromEndpoint(routes.reissueCert, (body: TWithCertId<TReissueCertRequest>) => ({ body }), written),
      invalidatesTags: invalidatesCert,
    }),
    /** Public: the approver's link from the built-in registrar's mail. */
    approveCert: build.mutation(fromEndpoint(routes.approveCert, (body: { token: string }) => ({ body }), written)),
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
