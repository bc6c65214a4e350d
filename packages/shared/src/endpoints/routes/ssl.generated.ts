// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { sslEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const sslRoutes: TRoutesOf<typeof sslEndpoints> = {
  parseCsr: { method: 'POST', path: '/api/domains/parsecsr' },
  getApproverEmail: { method: 'POST', path: '/api/domains/getapproveremail' },
  certList: { method: 'POST', path: '/api/domains/getCertList' },
  configureCert: { method: 'POST', path: '/api/domains/configureCert' },
  certPurchaseCert: { method: 'POST', path: '/api/domains/certPurchaseCert' },
  getCertDetail: { method: 'POST', path: '/api/domains/getCertDetail' },
  resendApproverEmail: { method: 'POST', path: '/api/domains/resendApproverEmail' },
  resendFulfillmentEmail: { method: 'POST', path: '/api/domains/resendFulfillmentEmail' },
  reissueCert: { method: 'POST', path: '/api/domains/reissueCert' },
  approveCert: { method: 'POST', path: '/api/domains/ssl/approve' },
};
