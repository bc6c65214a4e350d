import type { RouteObject } from 'react-router';
import { Wrench } from 'lucide-react';
import { paths, patterns, type TServiceDialog } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { contentRoutes } from './content-routes';
import { page, placeholder } from './route-builders';
import { siteRoutes } from './site-routes';

const CartLayout = lazyWithTimeout(() => import('@/features/cart/cart-provider'));
const ServicesPage = lazyWithTimeout(() => import('@/features/catalog/pages/services-page'));
const ServiceDialogRoute = lazyWithTimeout(
  () => import('@/features/catalog/pages/service-dialog-route'),
  undefined,
  null,
);
const ProductPage = lazyWithTimeout(() => import('@/features/catalog/pages/product-page'));
const StartupPackagePage = lazyWithTimeout(() => import('@/app/pages/startup-package-page'));
const DomainSearchPage = lazyWithTimeout(() => import('@/features/domains/pages/domain-search-page'));
const SslApprovePage = lazyWithTimeout(() => import('@/features/domains/pages/ssl-approve-page'));
const BuildStartupLayout = lazyWithTimeout(() => import('@/app/layouts/build-startup-layout'));
const BuildStartupPage = lazyWithTimeout(() => import('@/features/launchpad/pages/build-startup-page'));
const ReferralPage = lazyWithTimeout(() => import('@/features/influencer/pages/referral-page'));
const ToolsIndexPage = lazyWithTimeout(() => import('@/features/tools/index/pages/tools-index-page'));

/** A service dialog route under /services (the page stays behind it). */
const dialog = (kind: TServiceDialog, title: string): RouteObject => ({
  path: patterns.serviceDialog(kind),
  handle: { title },
  element: <ServiceDialogRoute kind={kind} />,
});

/** SPEC §2 public routes (main layout), apart from the home page and /404. */
export const publicRoutes: RouteObject[] = [
  // Issue 8: a card per tool, unlocked by the plan's tools flag.
  page(paths.tools, 'Business tools', ToolsIndexPage),
  placeholder(
    patterns.tool,
    'Tool details',
    'What this tool does, what you get from it and which plans include it will appear here.',
    { section: 'Tools', icon: <Wrench aria-hidden="true" /> },
  ),

  {
    // The services and product pages add to the cart.
    element: <CartLayout />,
    children: [
      {
        path: paths.services,
        handle: { title: 'Services' },
        element: <ServicesPage />,
        // SPEC §2: each opens as a dialog over the services page, with /{countryName}/{state?}.
        children: [
          dialog('companyFormation', 'Company formation'),
          dialog('tradeMark', 'Trade marks'),
          dialog('bookkeeping', 'Bookkeeping & accounting'),
        ],
      },
      page(patterns.service, 'Service details', ProductPage),
    ],
  },
  page(paths.startupPackage, 'Startup Package', StartupPackagePage),
  // Issue 6: the home page's domain search lands here; its results add to the cart.
  { element: <CartLayout />, children: [page(paths.domainSearch, 'Domain search', DomainSearchPage)] },
  // The SSL approver's mailed link: public, the approver need not have an account.
  page(paths.sslApprove, 'Approve an SSL certificate', SslApprovePage),

  // Issue 9: content areas and the site's own pages.
  ...contentRoutes,
  ...siteRoutes,
  // Issue 10: the programme and how to apply.
  page(paths.referral, 'Connect & Earn', ReferralPage),
  // Issue 7: the AI startup builder; its domain and formation offers need the cart (composed in app/).
  { element: <BuildStartupLayout />, children: [page(paths.buildStartup, 'Build your startup', BuildStartupPage)] },
];
