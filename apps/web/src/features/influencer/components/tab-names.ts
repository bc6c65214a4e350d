/** The tabs of /influencer (SPEC §2), in order; the open one is in ?tab=. */
export const INFLUENCER_TABS = [
  { value: 'coupons', label: 'Coupons' },
  { value: 'links', label: 'Links' },
  { value: 'payments', label: 'Payments' },
] as const;
export type TInfluencerTab = (typeof INFLUENCER_TABS)[number]['value'];
export const isInfluencerTab = (value: string | null): value is TInfluencerTab =>
  INFLUENCER_TABS.some((tab) => tab.value === value);
