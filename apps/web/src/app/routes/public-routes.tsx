import type { RouteObject } from 'react-router';
import { BookOpen, CalendarDays, FileText, Gift, Handshake, Scale, Users, Wrench } from 'lucide-react';
import { paths, patterns, type TServiceDialog } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page, placeholder } from './route-builders';

const CatalogLayout = lazyWithTimeout(() => import('@/app/layouts/catalog-layout'));
const ServicesPage = lazyWithTimeout(() => import('@/features/catalog/pages/services-page'));
const ServiceDialogRoute = lazyWithTimeout(
  () => import('@/features/catalog/pages/service-dialog-route'),
  undefined,
  null,
);
const ProductPage = lazyWithTimeout(() => import('@/features/catalog/pages/product-page'));
const StartupPackagePage = lazyWithTimeout(() => import('@/app/pages/startup-package-page'));
const DomainCartLayout = lazyWithTimeout(() => import('@/app/layouts/domain-cart-layout'));
const DomainSearchPage = lazyWithTimeout(() => import('@/features/domains/pages/domain-search-page'));
const SslApprovePage = lazyWithTimeout(() => import('@/features/domains/pages/ssl-approve-page'));
const BuildStartupLayout = lazyWithTimeout(() => import('@/app/layouts/build-startup-layout'));
const BuildStartupPage = lazyWithTimeout(() => import('@/features/launchpad/pages/build-startup-page'));
const ToolsIndexPage = lazyWithTimeout(() => import('@/features/tools/index/pages/tools-index-page'));

/** A service dialog route under /services (the page stays behind it). */
const dialog = (kind: TServiceDialog, title: string): RouteObject => ({
  path: patterns.serviceDialog(kind),
  handle: { title },
  element: <ServiceDialogRoute kind={kind} />,
});
const learn = { section: 'Learn', icon: <BookOpen aria-hidden="true" /> };
const legal = { section: 'Legal & help', icon: <Scale aria-hidden="true" /> };

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
    // The services and product pages share the cart's add action (features composed in app/).
    element: <CatalogLayout />,
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
  // Issue 6: the home page's domain search lands here; "Add to cart" needs the cart (composed in app/).
  { element: <DomainCartLayout />, children: [page(paths.domainSearch, 'Domain search', DomainSearchPage)] },
  // The SSL approver's mailed link: public, the approver need not have an account.
  page(paths.sslApprove, 'Approve an SSL certificate', SslApprovePage),

  placeholder(paths.network, 'Network', 'Founders and operators to connect with will be listed here.', {
    section: 'Community',
    icon: <Users aria-hidden="true" />,
  }),
  placeholder(
    patterns.networkProfile,
    'Network profile',
    "A founder's profile, company and ways to connect will appear here.",
    { section: 'Network', icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    paths.investors,
    'Investors',
    'Investors who back early-stage companies, with their focus and cheque sizes, will be listed here.',
    { section: 'Community', icon: <Handshake aria-hidden="true" /> },
  ),
  placeholder(
    patterns.investor,
    'Investor profile',
    "An investor's thesis, portfolio and how to reach them will appear here.",
    { section: 'Investors', icon: <Handshake aria-hidden="true" /> },
  ),
  placeholder(paths.events, 'Events', 'Upcoming founder events, meetups and demo days will be listed here.', {
    section: 'Community',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(patterns.event, 'Event', "An event's date, place, agenda and sign-up link will appear here.", {
    section: 'Events',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(patterns.eventOrganizer, 'Event organiser', 'The organiser and their other events will appear here.', {
    section: 'Events',
    icon: <CalendarDays aria-hidden="true" />,
  }),
  placeholder(
    paths.community,
    'Community',
    'Founder communities to join, by industry and stage, will be listed here.',
    { icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    patterns.communityPost,
    'Community',
    "A community's details, members and related communities will appear here.",
    { section: 'Community', icon: <Users aria-hidden="true" /> },
  ),
  placeholder(
    paths.perks,
    'Perks',
    'Discounts and credits from partner products for Launchpad members will be listed here.',
    { icon: <Gift aria-hidden="true" /> },
  ),
  placeholder(patterns.perk, 'Perk', "A perk's offer, value and how to redeem it will appear here.", {
    section: 'Perks',
    icon: <Gift aria-hidden="true" />,
  }),

  placeholder(
    paths.learn,
    'Learn',
    'Courses and articles on starting, funding and running a company will appear here.',
    learn,
  ),
  placeholder(
    paths.blog,
    'Blog',
    'News, founder stories and how-tos from the Launchpad team will be listed here.',
    learn,
  ),
  placeholder(patterns.blogPost, 'Blog post', 'The full article will appear here.', {
    ...learn,
    section: 'Blog',
    icon: <FileText aria-hidden="true" />,
  }),
  placeholder(
    paths.guide,
    'Guides',
    'Step-by-step guides, from choosing a company type to your first tax return, will be listed here.',
    learn,
  ),
  placeholder(patterns.guideArticle, 'Guide', 'The full guide will appear here.', {
    ...learn,
    section: 'Guides',
    icon: <FileText aria-hidden="true" />,
  }),
  placeholder(paths.tipsAndTricks, 'Tips & tricks', 'Short, practical tips for founders will be listed here.', learn),
  placeholder(patterns.tipsAndTricksArticle, 'Tip', 'The full tip will appear here.', {
    ...learn,
    section: 'Tips & tricks',
    icon: <FileText aria-hidden="true" />,
  }),

  placeholder(
    paths.terms,
    'Terms & conditions',
    'The terms that apply when you use Launchpad and buy its services will appear here.',
    legal,
  ),
  placeholder(
    paths.privacy,
    'Privacy policy',
    'How Launchpad collects, uses and protects your personal data will appear here.',
    legal,
  ),
  placeholder(
    paths.sslFaqs,
    'SSL certificate FAQs',
    'Answers about SSL certificates: validation, installation and renewal will appear here.',
    legal,
  ),
  placeholder(
    paths.idProtectFaqs,
    'ID Protect FAQs',
    'Answers about domain ID protection and how it keeps your details private will appear here.',
    legal,
  ),
  placeholder(paths.contact, 'Contact us', 'A contact form and the ways to reach our team will appear here.', legal),
  placeholder(
    paths.referral,
    'Connect & Earn',
    'How the referral programme works and how to apply as an influencer will appear here.',
    { icon: <Gift aria-hidden="true" /> },
  ),
  // Issue 7: the AI startup builder; its domain and formation offers need the cart (composed in app/).
  { element: <BuildStartupLayout />, children: [page(paths.buildStartup, 'Build your startup', BuildStartupPage)] },
];
