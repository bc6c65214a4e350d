import {
  CreditCard,
  Globe,
  HandCoins,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Receipt,
  Rocket,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type TNavItem = { label: string; to: string };
export type TIconNavItem = TNavItem & { icon: LucideIcon; end?: boolean };

/** The header's main navigation. */
export const mainNav: TNavItem[] = [
  { label: 'Services', to: paths.services },
  { label: 'Startup Package', to: paths.startupPackage },
  { label: 'Build Startup', to: paths.buildStartup },
  { label: 'Tools', to: paths.tools },
  { label: 'Community', to: paths.community },
  { label: 'Learn', to: paths.learn },
  { label: 'Blog', to: paths.blog },
];

/** SPEC §2 "Account sidebar", in order. */
export const accountNav: TIconNavItem[] = [
  { label: 'Dashboard', to: paths.account, icon: LayoutDashboard, end: true },
  { label: 'Profile', to: paths.accountProfile, icon: UserRound },
  { label: 'Orders history', to: paths.accountOrders, icon: Receipt },
  { label: 'Password', to: paths.accountPassword, icon: KeyRound },
  { label: 'Billing', to: paths.accountBillings, icon: CreditCard },
  { label: 'Startup Subscription', to: paths.accountSubscription, icon: Rocket },
  { label: 'Domain', to: paths.domain, icon: Globe },
  { label: 'Connect & Earn', to: paths.influencer, icon: HandCoins },
  { label: 'Support', to: paths.accountSupport, icon: LifeBuoy },
];

export const footerNav: { heading: string; items: TNavItem[] }[] = [
  {
    heading: 'Launch',
    items: [
      { label: 'Services', to: paths.services },
      { label: 'Startup Package', to: paths.startupPackage },
      { label: 'Build Startup', to: paths.buildStartup },
      { label: 'Business tools', to: paths.tools },
    ],
  },
  {
    heading: 'Grow',
    items: [
      { label: 'Community', to: paths.community },
      { label: 'Investors', to: paths.investors },
      { label: 'Events', to: paths.events },
      { label: 'Perks', to: paths.perks },
      { label: 'Network', to: paths.network },
    ],
  },
  {
    heading: 'Learn',
    items: [
      { label: 'Learn', to: paths.learn },
      { label: 'Blog', to: paths.blog },
      { label: 'Guides', to: paths.guide },
      { label: 'Tips & tricks', to: paths.tipsAndTricks },
    ],
  },
  {
    heading: 'Help',
    items: [
      { label: 'Contact us', to: paths.contact },
      { label: 'Connect & Earn', to: paths.referral },
      { label: 'SSL FAQs', to: paths.sslFaqs },
      { label: 'ID Protect FAQs', to: paths.idProtectFaqs },
    ],
  },
];

export const legalNav: TNavItem[] = [
  { label: 'Terms & conditions', to: paths.terms },
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'SSL FAQs', to: paths.sslFaqs },
  { label: 'ID Protect FAQs', to: paths.idProtectFaqs },
  { label: 'Contact', to: paths.contact },
];
