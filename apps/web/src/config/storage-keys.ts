/**
 * Every browser-storage key the web app uses (SPEC §9). The only place these strings appear:
 * read and write through `lib/storage.ts` with one of these names. Local storage unless noted.
 */
export const storageKeys = {
  accessToken: 'launchpad.accessToken',
  refreshToken: 'launchpad.refreshToken',
  user: 'launchpad.user',
  cart: 'launchpad.cart',
  /** The coupon code a visitor applied to the browser's cart: checked again on every visit, kept with the account's cart at sign-in. */
  cartCoupon: 'launchpad.cartCoupon',
  orgChart: 'launchpad.orgChart',
  businessPlan: 'launchpad.businessPlan',
  flowForm: 'launchpad.flowForm',
  influencerApprovedViews: 'launchpad.influencerApprovedViews',
  /**
   * Session storage: ties a third-party sign-in to the tab that started it, until its callback
   * page sends it back (contracts/oauth ZOAuthStart.browserKey).
   */
  oauthBrowserKey: 'launchpad.oauthBrowserKey',
  /**
   * Session storage: the idea a visitor typed before they could build it (no account, or a plan without
   * the AI builder), built once they have signed in and hold the plan (issue 18).
   */
  pendingIdea: 'launchpad.pendingIdea',
  /**
   * Session storage: the idempotency key of the payment in progress and what it pays for (the cart's
   * version, coupon and total), so a reload and Pay again returns the same order (issue 20).
   */
  checkoutAttempt: 'launchpad.checkoutAttempt',
  /** Session storage: the same for buying a plan. */
  planAttempt: 'launchpad.planAttempt',
  /**
   * Session storage: the landing page a founder was publishing when they left to buy a domain (issue 24),
   * so checkout brings them back to publishing.
   */
  pendingPublish: 'launchpad.pendingPublish',
  /** Session storage: where each page of this tab's history was scrolled to, for back and forward after a reload. */
  scrollPositions: 'launchpad.scrollPositions',
} as const;

export type TStorageKey = (typeof storageKeys)[keyof typeof storageKeys];
