/**
 * Every local-storage key the web app uses (SPEC §9). The only place these strings appear:
 * read and write through `lib/storage.ts` with one of these names.
 */
export const storageKeys = {
  accessToken: 'launchpad.accessToken',
  refreshToken: 'launchpad.refreshToken',
  user: 'launchpad.user',
  cart: 'launchpad.cart',
  orgChart: 'launchpad.orgChart',
  businessPlan: 'launchpad.businessPlan',
  flowForm: 'launchpad.flowForm',
  influencerApprovedViews: 'launchpad.influencerApprovedViews',
} as const;

export type TStorageKey = (typeof storageKeys)[keyof typeof storageKeys];
