import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths, patterns } from '@/config/paths';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page } from './route-builders';

const InfluencerPage = lazyWithTimeout(() => import('@/features/influencer/pages/influencer-page'));
const panel = <PanelSkeleton />;

const BuildStartupLayout = lazyWithTimeout(() => import('@/app/layouts/build-startup-layout'));
const BuildStartupPage = lazyWithTimeout(() => import('@/features/launchpad/pages/build-startup-page'));
const LeanCanvasPage = lazyWithTimeout(() => import('@/features/launchpad/pages/lean-canvas-page'));
const BrandWheelPage = lazyWithTimeout(() => import('@/features/launchpad/pages/brand-wheel-page'));

const DashboardPage = lazyWithTimeout(() => import('@/app/pages/account/dashboard-page'), undefined, panel);
const ProfilePage = lazyWithTimeout(() => import('@/app/pages/account/profile-page'), undefined, panel);
const OrdersPage = lazyWithTimeout(() => import('@/features/orders/pages/orders-page'), undefined, panel);
const PasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/password-page'), undefined, panel);
const BillingPage = lazyWithTimeout(() => import('@/features/payments/pages/billing-page'), undefined, panel);
const SubscriptionPage = lazyWithTimeout(() => import('@/features/plans/pages/subscription-page'), undefined, panel);
const SupportPage = lazyWithTimeout(() => import('@/app/pages/account/support-page'), undefined, panel);
const ConfirmEmailPage = lazyWithTimeout(() => import('@/features/auth/pages/confirm-email-page'));
const domainPage = (load: () => Promise<{ default: ComponentType }>) => lazyWithTimeout(load, undefined, panel);
const DomainHubPage = domainPage(() => import('@/features/domains/pages/domain-hub-page'));
const DomainListPage = domainPage(() => import('@/features/domains/pages/domain-list-page'));
const DomainInfoPage = domainPage(() => import('@/features/domains/pages/domain-info-page'));
const DomainServicesPage = domainPage(() => import('@/features/domains/pages/domain-services-page'));
const SslInfoPage = domainPage(() => import('@/features/domains/pages/ssl-info-page'));
const DomainContactsPage = domainPage(() => import('@/features/domains/pages/domain-contacts-page'));
const DnsManagementPage = domainPage(() => import('@/features/domains/pages/dns-management-page'));
const DomainOrdersPage = domainPage(() => import('@/features/domains/pages/domain-orders-page'));

/** SPEC §2 login-required pages shown beside the account sidebar. */
export const accountRoutes: RouteObject[] = [
  page(paths.account, 'Dashboard', DashboardPage),
  page(paths.accountProfile, 'Profile', ProfilePage),
  page(paths.accountOrders, 'Orders history', OrdersPage),
  page(paths.accountPassword, 'Password', PasswordPage),
  page(paths.accountBillings, 'Billing', BillingPage),
  page(paths.accountSubscription, 'Startup Subscription', SubscriptionPage),
  page(paths.accountSupport, 'Support', SupportPage),

  page(paths.domain, 'Domains', DomainHubPage),
  page(paths.domainList, 'Domain portfolio', DomainListPage),
  page(paths.domainInfo, 'Domain details', DomainInfoPage),
  page(paths.domainServices, 'SSL management', DomainServicesPage),
  page(paths.domainSsl, 'SSL certificate', SslInfoPage),
  page(paths.domainContacts, 'Domain contacts', DomainContactsPage),
  page(paths.domainDns, 'DNS management', DnsManagementPage),
  page(paths.domainOrders, 'Domain orders', DomainOrdersPage),

  page(paths.influencer, 'Connect & Earn', InfluencerPage),
];

/** SPEC §2 login-required pages in the main layout (no sidebar). */
export const signedInRoutes: RouteObject[] = [
  // Issue 7: the AI startup builder's pages (offers from the cart, domains and catalogue composed in app/).
  {
    element: <BuildStartupLayout />,
    children: [
      page(patterns.buildStartupIdea, 'Your startup plan', BuildStartupPage),
      page(patterns.leanCanvas, 'Lean canvas', LeanCanvasPage),
      page(patterns.brandWheel, 'Brand wheel', BrandWheelPage),
    ],
  },
  page(patterns.confirmEmail, 'Confirming your email', ConfirmEmailPage),
];
