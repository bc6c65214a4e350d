import {
  SSL_PATHS,
  ZApproveCertRequest,
  ZApproveCertResponse,
  ZApproverEmailsResponse,
  ZCertDetailResponse,
  ZCertListRequest,
  ZCertListResponse,
  ZCertPurchaseCertRequest,
  ZConfigureCertRequest,
  ZGetApproverEmailRequest,
  ZGetCertDetailRequest,
  ZParseCsrRequest,
  ZParseCsrResponse,
  ZReissueCertRequest,
  ZResendApproverEmailRequest,
  ZResendFulfillmentEmailRequest,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as ssl from './ssl.service';

const docs = { tags: ['ssl'], security: [{ bearer: [] }] };
/** The approval link is public: limit guesses per address. */
const APPROVAL_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** SPEC §7 "Domains": SSL certificates, every call POST; the customer's own certificates only. */
export const sslRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { preValidation: app.requireUser };

  app.post(
    SSL_PATHS.parseCsr,
    { ...signedIn, schema: { ...docs, body: ZParseCsrRequest, response: { 200: ZParseCsrResponse } } },
    async (req) => ({
      success: true as const,
      data: await ssl.parseCertificateRequest(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.getApproverEmail,
    { ...signedIn, schema: { ...docs, body: ZGetApproverEmailRequest, response: { 200: ZApproverEmailsResponse } } },
    async (req) => ({
      success: true as const,
      data: await ssl.getApproverEmails(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.certList,
    { ...signedIn, schema: { ...docs, body: ZCertListRequest, response: { 200: ZCertListResponse } } },
    async (req) => ({
      success: true as const,
      data: await ssl.listCertificates(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.configureCert,
    { ...signedIn, schema: { ...docs, body: ZConfigureCertRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => ({
      success: true as const,
      message: req.body.DVAuthMethod ? 'Certificate activated. It is awaiting approval.' : 'CSR saved.',
      data: await ssl.configureCertificate(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.certPurchaseCert,
    { ...signedIn, schema: { ...docs, body: ZCertPurchaseCertRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Certificate activated. It is awaiting approval.',
      data: await ssl.activateCertificate(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.getCertDetail,
    { ...signedIn, schema: { ...docs, body: ZGetCertDetailRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => ({
      success: true as const,
      data: await ssl.getCertificateDetail(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.resendApproverEmail,
    { ...signedIn, schema: { ...docs, body: ZResendApproverEmailRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => {
      const { detail, message } = await ssl.resendApproverEmail(deps, { userId: req.auth.userId, ...req.body });
      return { success: true as const, message, data: detail };
    },
  );
  app.post(
    SSL_PATHS.resendFulfillmentEmail,
    { ...signedIn, schema: { ...docs, body: ZResendFulfillmentEmailRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => {
      const { detail, message } = await ssl.resendFulfillmentEmail(deps, { userId: req.auth.userId, ...req.body });
      return { success: true as const, message, data: detail };
    },
  );
  app.post(
    SSL_PATHS.reissueCert,
    { ...signedIn, schema: { ...docs, body: ZReissueCertRequest, response: { 200: ZCertDetailResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Reissue requested. The new certificate is awaiting approval.',
      data: await ssl.reissueCertificate(deps, { userId: req.auth.userId, ...req.body }),
    }),
  );
  app.post(
    SSL_PATHS.approveCert,
    {
      config: APPROVAL_LIMIT,
      schema: { tags: ['ssl'], body: ZApproveCertRequest, response: { 200: ZApproveCertResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Certificate approved and issued.',
      data: await ssl.approveCertificate(deps, req.body),
    }),
  );
};
