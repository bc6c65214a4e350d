import {
  SSL_PATHS,
  type TApprovedCert,
  type TApproverEmails,
  type TCertDetail,
  type TCertIdRequest,
  type TCertPurchaseCertRequest,
  type TCertSummary,
  type TConfigureCertRequest,
  type TParseCsrRequest,
  type TParsedCsr,
  type TReissueCertRequest,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import type { TChangeResult } from './api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>) => response.data;
const changeResult = <T>(response: TEnvelope<T>): TChangeResult<T> => ({
  message: response.message ?? null,
  data: response.data,
});
/** CertID is coerced by the contract (its input type is unknown); the browser always sends a number. */
type TWithCertId<T> = Omit<T, 'CertID'> & { CertID: number };
const post = (url: string, body: unknown) => ({ url, method: 'POST', body });

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
    certList: build.query<TCertSummary[], void>({
      query: () => post(SSL_PATHS.certList, {}),
      transformResponse: unwrap<TCertSummary[]>,
      providesTags: [CERTS_TAG],
    }),
    certDetail: build.query<TCertDetail, number>({
      query: (CertID) => post(SSL_PATHS.getCertDetail, { CertID }),
      transformResponse: unwrap<TCertDetail>,
      providesTags: (_result, _error, certId) => [certTag(certId)],
    }),
    /** A mutation, not a query: it runs when the person asks for the preview, not on every keystroke. */
    parseCsr: build.mutation<TParsedCsr, TParseCsrRequest>({
      query: (body) => post(SSL_PATHS.parseCsr, body),
      transformResponse: unwrap<TParsedCsr>,
    }),
    approverEmails: build.query<TApproverEmails, { sld: string; tld: string }>({
      query: (body) => post(SSL_PATHS.getApproverEmail, body),
      transformResponse: unwrap<TApproverEmails>,
    }),
    configureCert: build.mutation<TChangeResult, TWithCertId<TConfigureCertRequest>>({
      query: (body) => post(SSL_PATHS.configureCert, body),
      transformResponse: changeResult,
      invalidatesTags: invalidatesCert,
    }),
    purchaseCert: build.mutation<TChangeResult, TWithCertId<TCertPurchaseCertRequest>>({
      query: (body) => post(SSL_PATHS.certPurchaseCert, body),
      transformResponse: changeResult,
      invalidatesTags: invalidatesCert,
    }),
    resendApproverEmail: build.mutation<TChangeResult, TWithCertId<TCertIdRequest>>({
      query: (body) => post(SSL_PATHS.resendApproverEmail, body),
      transformResponse: changeResult,
      invalidatesTags: invalidatesCert,
    }),
    resendFulfillmentEmail: build.mutation<TChangeResult, TWithCertId<TCertIdRequest>>({
      query: (body) => post(SSL_PATHS.resendFulfillmentEmail, body),
      transformResponse: changeResult,
    }),
    reissueCert: build.mutation<TChangeResult, TWithCertId<TReissueCertRequest>>({
      query: (body) => post(SSL_PATHS.reissueCert, body),
      transformResponse: changeResult,
      invalidatesTags: invalidatesCert,
    }),
    /** Public: the approver's link from the built-in registrar's mail. */
    approveCert: build.mutation<TChangeResult<TApprovedCert>, { token: string }>({
      query: (body) => post(SSL_PATHS.approveCert, body),
      transformResponse: changeResult<TApprovedCert>,
    }),
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
