import type { RouteObject } from 'react-router';
import { Globe, HandCoins, Lightbulb, MailCheck, UserRound } from 'lucide-react';
import { paths, patterns } from '@/config/paths';
import { placeholder } from './route-builders';

const account = { section: 'Account', variant: 'panel', icon: <UserRound aria-hidden="true" /> } as const;
const domain = { section: 'Domains', variant: 'panel', icon: <Globe aria-hidden="true" /> } as const;
const builder = { section: 'AI startup builder', icon: <Lightbulb aria-hidden="true" /> };

/** SPEC §2 login-required pages shown beside the account sidebar. */
export const accountRoutes: RouteObject[] = [
  placeholder(
    paths.account,
    'Dashboard',
    'Your orders, subscription, domains and saved ideas at a glance will appear here.',
    account,
  ),
  placeholder(
    paths.accountProfile,
    'Profile',
    'Your name, email, country and profile picture, ready to edit, will appear here.',
    account,
  ),
  placeholder(
    paths.accountOrders,
    'Orders history',
    'Your invoices, with PDF downloads and subscription cancellation, will be listed here.',
    account,
  ),
  placeholder(paths.accountPassword, 'Password', 'Change your password and email address here.', account),
  placeholder(
    paths.accountBillings,
    'Billing',
    'Your saved cards, with the primary card and adding or removing cards, will appear here.',
    account,
  ),
  placeholder(
    paths.accountSubscription,
    'Startup Subscription',
    'Your current startup plan, renewal date and cancellation will appear here.',
    account,
  ),
  placeholder(paths.accountSupport, 'Support', 'Ways to get help and your open requests will appear here.', account),

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
  placeholder(
    patterns.confirmEmail,
    'Confirming your email',
    'We will check your confirmation link here, then take you on to the startup package page.',
    {
      section: 'Account',
      icon: <MailCheck aria-hidden="true" />,
    },
  ),
];
