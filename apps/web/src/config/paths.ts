import { OAUTH_CALLBACK_PATHS } from '@launchpad/shared/constants/auth';

/**
 * Every route of SPEC §2. Static routes are strings; routes with parameters have a builder in
 * `paths` (for links) and a pattern in `patterns` (for the router). Nothing else spells a path.
 */

type TId = string | number;
const seg = (value: TId) => encodeURIComponent(String(value));

/** The three services that open as a dialog on the services page (SPEC §2). */
export const serviceDialogs = {
  bookkeeping: '/services/bookkeeping-accounting',
  tradeMark: '/services/trade-mark',
  companyFormation: '/services/company-formation',
} as const;
export type TServiceDialog = keyof typeof serviceDialogs;

/** A domain as the /domain pages address it: `acme` + `com`. */
export type TDomainRef = { sld: string; tld: string };
const withDomain = (path: string, { sld, tld }: TDomainRef) =>
  `${path}?${new URLSearchParams({ sld, tld }).toString()}`;

/** Plan features that unlock gated areas; the startup package page preselects by this type. */
export type TPlanFeature = 'tools' | 'build_startup_ai';

export const paths = {
  // Public (main layout)
  home: '/',
  tools: '/tools',
  tool: (slug: string) => `/tools/${seg(slug)}`,
  services: '/services',
  serviceDialog: (kind: TServiceDialog, countryName?: string, state?: string) =>
    [serviceDialogs[kind], countryName, countryName ? state : undefined]
      .filter((part): part is string => Boolean(part))
      .map((part, i) => (i === 0 ? part : seg(part)))
      .join('/'),
  service: (id: TId) => `/services/${seg(id)}`,
  startupPackage: '/startup-package',
  startupPackageFor: (type: TPlanFeature) => `/startup-package?type=${type}`,
  network: '/network',
  networkProfile: (id: TId) => `/network/${seg(id)}`,
  investors: '/investors',
  investor: (id: TId) => `/investor/${seg(id)}`,
  events: '/events',
  event: (id: TId) => `/events/${seg(id)}`,
  eventOrganizer: (id: TId) => `/eventorganizer/${seg(id)}`,
  community: '/community',
  communityPost: (id: TId) => `/community/${seg(id)}`,
  perks: '/perks',
  perk: (id: TId) => `/perks/${seg(id)}`,
  learn: '/learn',
  blog: '/blog',
  blogPost: (id: TId) => `/blog/${seg(id)}`,
  guide: '/guide',
  guideArticle: (id: TId) => `/guide/${seg(id)}`,
  tipsAndTricks: '/tips-and-tricks',
  tipsAndTricksArticle: (id: TId) => `/tips-and-tricks/${seg(id)}`,
  terms: '/terms-&-conditions',
  privacy: '/privacy-policy',
  sslFaqs: '/ssl-faqs',
  idProtectFaqs: '/id-protect-faqs',
  contact: '/contact-us',
  referral: '/referral',
  buildStartup: '/build-startup',
  /** Domain search results (public; the home page's search box lands here). */
  domainSearch: '/domains/search',
  domainSearchFor: (query: string) => `/domains/search?${new URLSearchParams({ query }).toString()}`,
  /**
   * SSL_APPROVAL_PAGE of contracts/ssl, spelt out (that module brings zod): where the approver's mail
   * links to. Public: the approver need not have an account.
   */
  sslApprove: '/domain/ssl/approve',
  notFound: '/404',

  // Login required
  account: '/account',
  accountProfile: '/account/profile',
  /** Profile, scrolled to the email confirmation code with its field focused. */
  accountProfileEmailCode: '/account/profile#email-code',
  accountOrders: '/account/orders',
  /** SPEC §2 spells it "configuratation"; kept so existing links keep working. */
  accountPassword: '/account/configuratation',
  accountBillings: '/account/billings',
  accountSubscription: '/account/subscription',
  accountSupport: '/account/support',
  domain: '/domain',
  domainList: '/domain/list',
  domainInfo: '/domain/info',
  domainServices: '/domain/services',
  domainSsl: '/domain/services/sslinfo',
  domainContacts: '/domain/contacts',
  domainDns: '/domain/dnsmanagement',
  domainOrders: '/domain/orders',
  /** A domain's page under /domain (info, contacts, DNS): the domain travels as ?sld=&tld=. */
  domainInfoFor: (domain: TDomainRef) => withDomain('/domain/info', domain),
  domainContactsFor: (domain: TDomainRef) => withDomain('/domain/contacts', domain),
  domainDnsFor: (domain: TDomainRef) => withDomain('/domain/dnsmanagement', domain),
  domainSslFor: (certId: TId) =>
    `/domain/services/sslinfo?${new URLSearchParams({ certId: String(certId) }).toString()}`,
  influencer: '/influencer',
  buildStartupIdea: (id: TId) => `/build-startup/${seg(id)}`,
  leanCanvas: (id: TId) => `/build-startup/${seg(id)}/leancanvas`,
  brandWheel: (id: TId) => `/build-startup/${seg(id)}/brandwheel`,
  confirmEmail: (token: string) => `/confirm-email/${seg(token)}`,

  // Tools that need a plan with the tools flag
  toolOrganisationalChart: '/tools/organisational-chart',
  /** The page-metadata mapping uses this spelling too (SPEC §2); both routes show the chart. */
  toolOrganizationChart: '/tools/organization-chart',
  toolDomainCheck: '/tools/domain-check',
  toolFinancialHealthCheck: '/tools/financial-health-check',
  toolBusinessNameIdeas: '/tools/business-name-ideas',
  toolSoftwareTools: '/tools/software-tools',
  toolBusinessPlan: '/tools/business-plan',
  toolSeoAudit: '/tools/seo-audit',
  toolLegalAgreements: '/tools/legal-agreements',

  // Auth layout
  login: '/login',
  /** Login that returns to `next` (an in-app path) afterwards. */
  loginThenReturnTo: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  signup: '/signup',
  /** Third-party sign-in callbacks: the OAuth redirect URIs the api registers with each provider. */
  googleCallback: OAUTH_CALLBACK_PATHS.google,
  metaCallback: OAUTH_CALLBACK_PATHS.meta,
  linkedinCallback: OAUTH_CALLBACK_PATHS.linkedin,
  appleCallback: OAUTH_CALLBACK_PATHS.apple,
  forgotPassword: '/forgot-password',
  firstPurchaseAfterLogin: '/firstPurchaseAfterLogin',
  cart: '/cart',
  thankyou: '/thankyou',
  /** After a paid checkout: the order's confirmation (its id survives a reload). */
  thankyouFor: (orderId: string) => `/thankyou?${new URLSearchParams({ order: orderId }).toString()}`,
  onboarding: '/onboarding',

  // Standalone
  buildStartupLandingPage: (id: TId) => `/build-startup-landingpage/${seg(id)}`,

  // Staff (role admin; not linked for anyone else)
  admin: '/admin',
} as const;

/** Router patterns for the routes with parameters (`:name`, `?` = optional). */
export const patterns = {
  tool: '/tools/:slug',
  serviceDialog: (kind: TServiceDialog) => `${serviceDialogs[kind]}/:countryName?/:state?`,
  service: '/services/:id',
  networkProfile: '/network/:id',
  investor: '/investor/:id',
  event: '/events/:id',
  eventOrganizer: '/eventorganizer/:id',
  communityPost: '/community/:id',
  perk: '/perks/:id',
  blogPost: '/blog/:id',
  guideArticle: '/guide/:id',
  tipsAndTricksArticle: '/tips-and-tricks/:id',
  buildStartupIdea: '/build-startup/:id',
  leanCanvas: '/build-startup/:id/leancanvas',
  brandWheel: '/build-startup/:id/brandwheel',
  confirmEmail: '/confirm-email/:token',
  buildStartupLandingPage: '/build-startup-landingpage/:id',
} as const;

/**
 * The in-app path to return to after login, taken from `?next=`. Only same-site paths are
 * accepted ("/x", not "//evil.example" or "https://…"), so the parameter cannot redirect away.
 */
export function safeNextPath(search: string | URLSearchParams, fallback: string = paths.account): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
