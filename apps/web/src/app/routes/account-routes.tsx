import type { RouteObject } from 'react-router';
import { Globe, HandCoins, Lightbulb } from 'lucide-react';
import { paths, patterns } from '@/config/paths';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page, placeholder } from './route-builders';

const panel = <PanelSkeleton />;

const domain = { section: 'Domains', variant: 'panel', icon: <Globe aria-hidden="true" /> } as const;
const builder = { section: 'AI startup builder', icon: <Lightbulb aria-hidden="true" /> };

const DashboardPage = lazyWithTimeout(() => import('@/app/pages/account/dashboard-page'), undefined, panel);
const ProfilePage = lazyWithTimeout(() => import('@/app/pages/account/profile-page'), undefined, panel);
const OrdersPage = lazyWithTimeout(() => import('@/features/orders/pages/orders-page'), undefined, panel);
const PasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/password-page'), undefined, panel);
const BillingPage = lazyWithTimeout(() => import('@/features/payments/pages/billing-page'), undefined, panel);
const SubscriptionPage = lazyWithTimeout(() => import('@/app/pages/account/subscription-page'), undefined, panel);
const SupportPage = lazyWithTimeout(() => import('@/app/pages/account/support-page'), undefined, panel);
const ConfirmEmailPage = lazyWithTimeout(() => import('@/features/auth/pages/confirm-email-page'));

/** SPEC §2 login-required pages shown beside the account sidebar. */
export const accountRoutes: RouteObject[] = [
  page(paths.account, 'Dashboard', DashboardPage),
  page(paths.accountProfile, 'Profile', ProfilePage),
  page(paths.accountOrders, 'Orders history', OrdersPage),
  page(paths.accountPassword, 'Password', PasswordPage),
  page(paths.accountBillings, 'Billing', BillingPage),
  page(paths.accountSubscription, 'Startup Subscription', SubscriptionPage),
  page(paths.accountSupport, 'Support', SupportPage),

  placeholder(
    paths.domain,
    'Domains',
    'Cards for Domain Portfolio, SSL Management and DNS Management will appear here.',
    domain,
  ),
  placeholder(
    paths.domainList,
    'Domain portfolio',
    'Your registered domains, with status and expiry dates, will appear here.',
    domain,
  ),
  placeholder(
    paths.domainInfo,
    'Domain details',
    "A domain's registration details, lock status and transfer code will appear here.",
    domain,
  ),
  placeholder(
    paths.domainServices,
    'SSL management',
    'Your SSL certificates and ID protection services will be listed here.',
    domain,
  ),
  placeholder(
    paths.domainSsl,
    'SSL certificate',
    "A certificate's status, approver email and reissue options will appear here.",
    domain,
  ),
  placeholder(
    paths.domainContacts,
    'Domain contacts',
    'The registrant, admin and technical contacts for your domains will appear here.',
    domain,
  ),
  placeholder(
    paths.domainDns,
    'DNS management',
    'Name servers and DNS records (A, CNAME, MX, TXT, SRV, SPF) for your domains will appear here.',
    domain,
  ),
  placeholder(paths.domainOrders, 'Domain orders', 'Your domain and certificate orders will be listed here.', domain),

  placeholder(
    paths.influencer,
    'Connect & Earn',
    'Your coupons, referral links, commissions and payments will appear here once your application is approved.',
    {
      section: 'Account',
      variant: 'panel',
      icon: <HandCoins aria-hidden="true" />,
    },
  ),
];

/** SPEC §2 login-required pages in the main layout (no sidebar). */
export const signedInRoutes: RouteObject[] = [
  placeholder(
    patterns.buildStartupIdea,
    'Your startup plan',
    'The sections generated for your idea, from lean canvas to investors and perks, will appear here.',
    builder,
  ),
  placeholder(patterns.leanCanvas, 'Lean canvas', 'The lean canvas generated for your idea will appear here.', builder),
  placeholder(
    patterns.brandWheel,
    'Brand wheel',
    'The brand wheel generated for your idea, with attributes and visual identity, will appear here.',
    builder,
  ),
  page(patterns.confirmEmail, 'Confirming your email', ConfirmEmailPage),
];
