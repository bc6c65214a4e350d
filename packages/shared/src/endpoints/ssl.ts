import { z } from 'zod';
import {
  ZApproveCertRequest,
  ZApprovedCert,
  ZApproverEmails,
  ZCertDetail,
  ZCertListRequest,
  ZCertPurchaseCertRequest,
  ZCertSummary,
  ZConfigureCertRequest,
  ZGetApproverEmailRequest,
  ZGetCertDetailRequest,
  ZParseCsrRequest,
  ZParsedCsr,
  ZReissueCertRequest,
  ZResendApproverEmailRequest,
  ZResendFulfillmentEmailRequest,
} from '../contracts/ssl';
import { defineEndpoint } from './define';

const customer = { method: 'POST', access: 'signed-in', tags: ['ssl'] } as const;

/**
 * SPEC §7 "Domains" (issue 6): SSL certificates of the signed-in customer (someone else's CertID answers 404
 * like one that does not exist), and the approver's public approval link.
 */
export const sslEndpoints = {
  /** A PEM CSR (PKCS#10): common name, SANs, key, signature; with sld + tld, checked to be for that domain. */
  parseCsr: defineEndpoint({
    ...customer,
    path: '/api/domains/parsecsr',
    summary: 'SSL: read a certificate signing request',
    body: ZParseCsrRequest,
    data: ZParsedCsr,
  }),
  getApproverEmail: defineEndpoint({
    ...customer,
    path: '/api/domains/getapproveremail',
    summary: 'SSL: the addresses that may approve a certificate for a domain',
    body: ZGetApproverEmailRequest,
    data: ZApproverEmails,
  }),
  /** The SSL page. */
  certList: defineEndpoint({
    ...customer,
    path: '/api/domains/getCertList',
    summary: "SSL: the caller's certificates",
    body: ZCertListRequest,
    data: z.array(ZCertSummary),
  }),
  /** Saves the CSR; with DVAuthMethod it also activates (as certPurchaseCert). */
  configureCert: defineEndpoint({
    ...customer,
    path: '/api/domains/configureCert',
    summary: "SSL: save a certificate's CSR, and activate it when a DV method is given",
    body: ZConfigureCertRequest,
    data: ZCertDetail,
  }),
  /** CSR + DV method (EMAIL, HTTP or CNAME) → awaiting approval. */
  certPurchaseCert: defineEndpoint({
    ...customer,
    path: '/api/domains/certPurchaseCert',
    summary: 'SSL: activate a purchased certificate',
    message: 'Certificate activated. It is awaiting approval.',
    body: ZCertPurchaseCertRequest,
    data: ZCertDetail,
  }),
  /** Status, validation record and (once issued) the certificate; also re-checks HTTP/CNAME validation. */
  getCertDetail: defineEndpoint({
    ...customer,
    path: '/api/domains/getCertDetail',
    summary: 'SSL: one certificate in detail',
    body: ZGetCertDetailRequest,
    data: ZCertDetail,
  }),
  resendApproverEmail: defineEndpoint({
    ...customer,
    path: '/api/domains/resendApproverEmail',
    summary: "SSL: send a certificate's approval mail again",
    body: ZResendApproverEmailRequest,
    data: ZCertDetail,
  }),
  /** Mails the issued certificate (PEM) again. */
  resendFulfillmentEmail: defineEndpoint({
    ...customer,
    path: '/api/domains/resendFulfillmentEmail',
    summary: 'SSL: mail the issued certificate again',
    body: ZResendFulfillmentEmailRequest,
    data: ZCertDetail,
  }),
  /** A new certificate for a new CSR (a new key, say): awaits approval again, then `reissued`. */
  reissueCert: defineEndpoint({
    ...customer,
    path: '/api/domains/reissueCert',
    summary: 'SSL: reissue a certificate for a new CSR',
    message: 'Reissue requested. The new certificate is awaiting approval.',
    body: ZReissueCertRequest,
    data: ZCertDetail,
  }),
  /**
   * No sign-in: the built-in registrar's approval link. The approver's mail links to the web page
   * SSL_APPROVAL_PAGE?token=…, which posts the token here.
   */
  approveCert: defineEndpoint({
    method: 'POST',
    access: 'public',
    tags: ['ssl'],
    path: '/api/domains/ssl/approve',
    summary: 'SSL: approve a certificate from the approval link',
    message: 'Certificate approved and issued.',
    /** The approval link is public: limit guesses per address. */
    rateLimit: { max: 10, timeWindow: '1 minute' },
    body: ZApproveCertRequest,
    data: ZApprovedCert,
  }),
};
