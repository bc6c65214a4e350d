// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
// The browser builds its calls on these plain values, so loading an api slice evaluates no zod schema
// (issue 23); the type of each route carries its definition for the types of the call.
import type {
  authEndpoints,
  cardEndpoints,
  cartEndpoints,
  catalogAdminEndpoints,
  catalogEndpoints,
  contactEndpoints,
  contentAdminEndpoints,
  contentEndpoints,
  contentWriteEndpoints,
  couponEndpoints,
  dnsEndpoints,
  domainsEndpoints,
  healthEndpoints,
  influencerEndpoints,
  launchpadEndpoints,
  mailEndpoints,
  oauthFinishEndpoints,
  ordersAdminEndpoints,
  ordersEndpoints,
  outboxEndpoints,
  paymentEndpoints,
  publishingEndpoints,
  seoEndpoints,
  sslEndpoints,
  subscriptionEndpoints,
  toolsEndpoints,
  usersEndpoints,
} from '.';
import type { TRoutesOf } from './paths';

export const authRoutes: TRoutesOf<typeof authEndpoints> = {
  register: { method: 'POST', path: '/api/auth/register' },
  partialRegister: { method: 'POST', path: '/api/auth/partial-register' },
  checkExistingUser: { method: 'POST', path: '/api/auth/check-existing-user' },
  login: { method: 'POST', path: '/api/auth/login' },
  updateCreds: { method: 'POST', path: '/api/auth/updateCreds' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  sendResetOtp: { method: 'POST', path: '/api/auth/send-reset-otp' },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  requestVerifyMail: { method: 'POST', path: '/api/auth/request-verify-mail' },
  verifyMail: { method: 'POST', path: '/api/auth/verify-mail' },
  emailChange: { method: 'POST', path: '/api/auth/emailChange' },
  passwordChange: { method: 'POST', path: '/api/auth/passwordChange' },
  deleteAccount: { method: 'POST', path: '/api/auth/delete-account' },
  identityProviders: { method: 'GET', path: '/api/auth/providers' },
  startOAuth: { method: 'POST', path: '/api/auth/oauth/:provider/start' },
};

export const cardRoutes: TRoutesOf<typeof cardEndpoints> = {
  list: { method: 'POST', path: '/api/user/cards' },
  add: { method: 'POST', path: '/api/user/addcard' },
  confirm: { method: 'POST', path: '/api/user/cards/confirm' },
  setPrimary: { method: 'POST', path: '/api/user/cards/:id' },
  remove: { method: 'DELETE', path: '/api/user/cards/:id' },
};

export const cartRoutes: TRoutesOf<typeof cartEndpoints> = {
  read: { method: 'POST', path: '/api/cart' },
  addItem: { method: 'POST', path: '/api/cart/add-item' },
  addDomain: { method: 'POST', path: '/api/cart/add-item-domain' },
  setQuantity: { method: 'PATCH', path: '/api/cart/items/:cartItemId' },
  deleteItem: { method: 'DELETE', path: '/api/cart/items/delete' },
  deleteDomain: { method: 'DELETE', path: '/api/cart/items/delete-domain' },
  toggleAddOn: { method: 'PUT', path: '/api/cart/items/:cartItemId/addons/toggle' },
  setAddOnQuantity: { method: 'PATCH', path: '/api/cart/items/:cartItemId/addons/:addOnId' },
  clear: { method: 'DELETE', path: '/api/cart/:id' },
  updateServices: { method: 'PUT', path: '/api/cart/update-services' },
  updateDuration: { method: 'PUT', path: '/api/cart/update-duration' },
  updateQuantity: { method: 'PUT', path: '/api/cart/update-quantity' },
  updateDomainDuration: { method: 'PUT', path: '/api/cart/update-domain-duration' },
  applyCoupon: { method: 'PUT', path: '/api/cart/coupon' },
  removeCoupon: { method: 'DELETE', path: '/api/cart/coupon' },
  merge: { method: 'POST', path: '/api/cart/newcartwithuser' },
  newUserWithCart: { method: 'POST', path: '/api/user/newuserwithcart' },
};

export const catalogAdminRoutes: TRoutesOf<typeof catalogAdminEndpoints> = {
  add: { method: 'POST', path: '/api/products/add' },
  update: { method: 'PUT', path: '/api/products/:id' },
  remove: { method: 'DELETE', path: '/api/products/:id' },
  upload: { method: 'POST', path: '/api/admin/upload/product' },
  products: { method: 'POST', path: '/api/admin/products' },
  product: { method: 'POST', path: '/api/admin/products/:id' },
  quotations: { method: 'POST', path: '/api/admin/quotations' },
};

export const catalogRoutes: TRoutesOf<typeof catalogEndpoints> = {
  list: { method: 'POST', path: '/api/products/list' },
  marketplace: { method: 'POST', path: '/api/products/marketplace' },
  groupList: { method: 'POST', path: '/api/products/grouplist' },
  sectionData: { method: 'POST', path: '/api/products/sectionData' },
  related: { method: 'POST', path: '/api/products/relatedproducts' },
  bySlug: { method: 'POST', path: '/api/products/slug/:id' },
  product: { method: 'POST', path: '/api/products/:id' },
  plans: { method: 'POST', path: '/api/plan/getstartupPackages' },
  planByName: { method: 'POST', path: '/api/plan/planbyname' },
  raiseQuotation: { method: 'POST', path: '/api/orders/raise-quotation' },
};

export const contactRoutes: TRoutesOf<typeof contactEndpoints> = { send: { method: 'POST', path: '/api/contact' } };

export const contentAdminRoutes: TRoutesOf<typeof contentAdminEndpoints> = {
  list: { method: 'POST', path: '/api/admin/content/:type/list' },
  item: { method: 'POST', path: '/api/admin/content/:type/:id' },
  remove: { method: 'DELETE', path: '/api/admin/content/:type/:id' },
};

export const contentRoutes: TRoutesOf<typeof contentEndpoints> = {
  highlights: { method: 'POST', path: '/api/content/highlights' },
  list: { method: 'POST', path: '/api/content/:type/list' },
  detail: { method: 'POST', path: '/api/content/:type/:id' },
  eventIcs: { method: 'GET', path: '/api/content/event/:id/ics' },
  relatedCommunities: { method: 'POST', path: '/api/community/relatedcommunities' },
  community: { method: 'POST', path: '/api/community/:id' },
};

export const contentWriteRoutes: TRoutesOf<typeof contentWriteEndpoints> = {
  community: {
    create: { method: 'POST', path: '/api/admin/content/community' },
    update: { method: 'PUT', path: '/api/admin/content/community/:id' },
  },
  investor: {
    create: { method: 'POST', path: '/api/admin/content/investor' },
    update: { method: 'PUT', path: '/api/admin/content/investor/:id' },
  },
  event: {
    create: { method: 'POST', path: '/api/admin/content/event' },
    update: { method: 'PUT', path: '/api/admin/content/event/:id' },
  },
  organizer: {
    create: { method: 'POST', path: '/api/admin/content/organizer' },
    update: { method: 'PUT', path: '/api/admin/content/organizer/:id' },
  },
  perk: {
    create: { method: 'POST', path: '/api/admin/content/perk' },
    update: { method: 'PUT', path: '/api/admin/content/perk/:id' },
  },
  founder: {
    create: { method: 'POST', path: '/api/admin/content/founder' },
    update: { method: 'PUT', path: '/api/admin/content/founder/:id' },
  },
  blog: {
    create: { method: 'POST', path: '/api/admin/content/blog' },
    update: { method: 'PUT', path: '/api/admin/content/blog/:id' },
  },
  guide: {
    create: { method: 'POST', path: '/api/admin/content/guide' },
    update: { method: 'PUT', path: '/api/admin/content/guide/:id' },
  },
  tip: {
    create: { method: 'POST', path: '/api/admin/content/tip' },
    update: { method: 'PUT', path: '/api/admin/content/tip/:id' },
  },
  learn: {
    create: { method: 'POST', path: '/api/admin/content/learn' },
    update: { method: 'PUT', path: '/api/admin/content/learn/:id' },
  },
};

export const couponRoutes: TRoutesOf<typeof couponEndpoints> = {
  check: { method: 'POST', path: '/api/payment/coupan-check/:id' },
};

export const dnsRoutes: TRoutesOf<typeof dnsEndpoints> = {
  getDNS: { method: 'POST', path: '/api/domains/getDNS' },
  modifyNS: { method: 'POST', path: '/api/domains/modifyNS' },
  getHosts: { method: 'POST', path: '/api/domains/getHosts' },
  setHosts: { method: 'POST', path: '/api/domains/setHosts' },
  getSrvHosts: { method: 'POST', path: '/api/domains/getDomainSRVHosts' },
  setSrvHosts: { method: 'POST', path: '/api/domains/setDomainSRVHosts' },
  getSpfHosts: { method: 'POST', path: '/api/domains/getDomainSPFHosts' },
  setSpfHosts: { method: 'POST', path: '/api/domains/setDomainSPFHosts' },
  dnsHistory: { method: 'POST', path: '/api/domains/dnsHistory' },
  revertDnsChange: { method: 'POST', path: '/api/domains/revertDnsChange' },
  exportZone: { method: 'POST', path: '/api/domains/exportZone' },
  importZone: { method: 'POST', path: '/api/domains/importZone' },
};

export const domainsRoutes: TRoutesOf<typeof domainsEndpoints> = {
  nameSuggestions: { method: 'POST', path: '/api/domains/nameSuggestions' },
  checkSingleDomain: { method: 'POST', path: '/api/domains/check-single-domain' },
  domainServices: { method: 'POST', path: '/api/domains/domain-services' },
  allDomains: { method: 'POST', path: '/api/domains/alldomains' },
  allServices: { method: 'POST', path: '/api/domains/allservices' },
  portfolioInfo: { method: 'POST', path: '/api/domains/portfoliodomaininfo' },
  setRegLock: { method: 'POST', path: '/api/domains/setreglock' },
  setAutoRenew: { method: 'POST', path: '/api/domains/setautorenew' },
  requestEpp: { method: 'POST', path: '/api/domains/requestepp' },
  getContacts: { method: 'POST', path: '/api/domains/getcontacts' },
  updateContacts: { method: 'POST', path: '/api/domains/updatecontacts' },
  enableDisableService: { method: 'POST', path: '/api/domains/enabledisableService' },
  domainOrders: { method: 'POST', path: '/api/domains/orders' },
};

export const healthRoutes: TRoutesOf<typeof healthEndpoints> = { health: { method: 'GET', path: '/api/health' } };

export const influencerRoutes: TRoutesOf<typeof influencerEndpoints> = {
  application: { method: 'POST', path: '/api/influencer/application' },
  registerAsInfluencer: { method: 'POST', path: '/api/auth/register-as-influencer' },
  status: { method: 'POST', path: '/api/influencer/status' },
  stats: { method: 'POST', path: '/api/influencer/stats' },
  couponUsageStats: { method: 'POST', path: '/api/influencer/coupon-usage-stats' },
  couponUsageList: { method: 'POST', path: '/api/influencer/coupon-usage-list' },
  referralUsageStats: { method: 'POST', path: '/api/influencer/referral-usage-stats' },
  referralUsageList: { method: 'POST', path: '/api/influencer/referral-usage-list' },
  paymentList: { method: 'POST', path: '/api/influencer/payment-list' },
  adminApplications: { method: 'POST', path: '/api/admin/influencers/list' },
  adminDecide: { method: 'POST', path: '/api/admin/influencers/:id/decision' },
  adminCoupon: { method: 'POST', path: '/api/admin/influencers/:id/coupons' },
  adminPayout: { method: 'POST', path: '/api/admin/influencers/:id/payouts' },
};

export const launchpadRoutes: TRoutesOf<typeof launchpadEndpoints> = {
  create: { method: 'POST', path: '/api/tools/launchpad' },
  previousIdeas: { method: 'GET', path: '/api/tools/launchpad/previous-ideas' },
  allowance: { method: 'POST', path: '/api/tools/ai_id' },
  idea: { method: 'POST', path: '/api/tools/launchpad/:id/query' },
  addQuery: { method: 'POST', path: '/api/tools/launchpad/:id/addQuery' },
  correctBrief: { method: 'POST', path: '/api/tools/launchpad/:id/brief' },
  versions: { method: 'POST', path: '/api/tools/launchpad/:id/versions' },
  restore: { method: 'POST', path: '/api/tools/launchpad/:id/restore' },
  experiment: { method: 'POST', path: '/api/tools/launchpad/:id/experiments/:experimentId' },
  section: { method: 'POST', path: '/api/tools/launchpad/:id/:section' },
};

export const mailRoutes: TRoutesOf<typeof mailEndpoints> = { devOutbox: { method: 'GET', path: '/api/dev/outbox' } };

export const oauthFinishRoutes: TRoutesOf<typeof oauthFinishEndpoints> = {
  google: { method: 'POST', path: '/api/auth/google' },
  meta: { method: 'POST', path: '/api/auth/meta' },
  linkedin: { method: 'POST', path: '/api/auth/linkdin' },
  apple: { method: 'POST', path: '/api/auth/apple' },
};

export const ordersAdminRoutes: TRoutesOf<typeof ordersAdminEndpoints> = {
  orders: { method: 'POST', path: '/api/admin/orders' },
  lineStatus: { method: 'POST', path: '/api/admin/orders/lines/:lineId/status' },
  lineDocuments: { method: 'POST', path: '/api/admin/orders/lines/:lineId/documents' },
  refund: { method: 'POST', path: '/api/admin/orders/:orderId/refund' },
  creditNoteDownload: { method: 'POST', path: '/api/admin/orders/credit-note/download' },
};

export const ordersRoutes: TRoutesOf<typeof ordersEndpoints> = {
  invoices: { method: 'POST', path: '/api/orders/invoice' },
  invoiceDownload: { method: 'POST', path: '/api/orders/invoice/download' },
  creditNoteDownload: { method: 'POST', path: '/api/orders/credit-note/download' },
  order: { method: 'GET', path: '/api/orders/:orderId' },
  readOrder: { method: 'POST', path: '/api/orders/:orderId' },
  document: { method: 'GET', path: '/api/orders/documents/:documentId' },
};

export const outboxRoutes: TRoutesOf<typeof outboxEndpoints> = { list: { method: 'GET', path: '/api/admin/outbox' } };

export const paymentRoutes: TRoutesOf<typeof paymentEndpoints> = {
  checkout: { method: 'POST', path: '/api/payment/checkout' },
  confirm: { method: 'POST', path: '/api/payment/checkout/confirm' },
  config: { method: 'GET', path: '/api/payment/config' },
  builtinTokenise: { method: 'POST', path: '/api/payment/builtin/payment-methods' },
  builtinAuthenticate: { method: 'POST', path: '/api/payment/builtin/authenticate' },
  stripeWebhook: { method: 'POST', path: '/api/payment/webhooks/stripe' },
};

export const publishingRoutes: TRoutesOf<typeof publishingEndpoints> = {
  sites: { method: 'GET', path: '/api/publishing/sites' },
  publish: { method: 'POST', path: '/api/publishing/sites' },
  site: { method: 'GET', path: '/api/publishing/sites/:id' },
  unpublish: { method: 'DELETE', path: '/api/publishing/sites/:id' },
  check: { method: 'POST', path: '/api/publishing/sites/:id/check' },
  preview: { method: 'GET', path: '/api/publishing/sites/:id/preview' },
  publishChanges: { method: 'PUT', path: '/api/publishing/sites/:id/content' },
  versions: { method: 'GET', path: '/api/publishing/sites/:id/versions' },
  restore: { method: 'POST', path: '/api/publishing/sites/:id/versions/:version/restore' },
  waitlist: { method: 'GET', path: '/api/publishing/sites/:id/waitlist' },
  waitlistCsv: { method: 'GET', path: '/api/publishing/sites/:id/waitlist.csv' },
  ideaPreview: { method: 'GET', path: '/api/publishing/preview' },
  tlsAllowed: { method: 'GET', path: '/api/publishing/tls-allowed' },
};

export const seoRoutes: TRoutesOf<typeof seoEndpoints> = {
  pageSeo: { method: 'POST', path: '/api/products/page-seo' },
};

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

export const subscriptionRoutes: TRoutesOf<typeof subscriptionEndpoints> = {
  current: { method: 'POST', path: '/api/orders/current-subscription' },
  cancelCurrent: { method: 'POST', path: '/api/orders/cancel-current-subscription' },
  cancelByInvoice: { method: 'POST', path: '/api/orders/invoice/cancelSubscription' },
  services: { method: 'POST', path: '/api/orders/service-subscriptions' },
  cancelService: { method: 'POST', path: '/api/orders/service-subscriptions/cancel' },
  createPayment: { method: 'POST', path: '/api/payment/create-subscription-payment' },
  createPaymentDirect: { method: 'POST', path: '/api/payment/create-subscription-payment-direct' },
  create: { method: 'POST', path: '/api/payment/create-subscription' },
};

export const toolsRoutes: TRoutesOf<typeof toolsEndpoints> = {
  softwareTools: { method: 'POST', path: '/api/tools/software-tools' },
  businessNames: { method: 'POST', path: '/api/tools/business-names' },
  legalTemplates: { method: 'POST', path: '/api/tools/legal/templates' },
  legalPreview: { method: 'POST', path: '/api/tools/legal/preview' },
  legalPdf: { method: 'POST', path: '/api/tools/legal/pdf' },
  legalDocx: { method: 'POST', path: '/api/tools/legal/docx' },
  legalDocuments: { method: 'POST', path: '/api/tools/legal/documents' },
  seoAuditRun: { method: 'POST', path: '/api/tools/seo-audit/run' },
  seoAuditHistory: { method: 'POST', path: '/api/tools/seo-audit/history' },
  seoAuditRead: { method: 'POST', path: '/api/tools/seo-audit/read' },
  orgChart: { method: 'POST', path: '/api/tools/org-chart' },
  saveOrgChart: { method: 'POST', path: '/api/tools/org-chart/save' },
  businessPlanExport: { method: 'POST', path: '/api/tools/business-plan/export' },
};

export const usersRoutes: TRoutesOf<typeof usersEndpoints> = {
  profile: { method: 'POST', path: '/api/user' },
  updateProfile: { method: 'PUT', path: '/api/user' },
  uploadProfileImage: { method: 'POST', path: '/api/user/profile-image' },
  removeProfileImage: { method: 'DELETE', path: '/api/user/profile-image' },
};
