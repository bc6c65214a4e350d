import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page } from './route-builders';

const TermsPage = lazyWithTimeout(() => import('@/features/site/pages/terms-page'));
const PrivacyPage = lazyWithTimeout(() => import('@/features/site/pages/privacy-page'));
const SslFaqsPage = lazyWithTimeout(() => import('@/features/site/pages/ssl-faqs-page'));
const IdProtectFaqsPage = lazyWithTimeout(() => import('@/features/site/pages/id-protect-faqs-page'));
const ContactPage = lazyWithTimeout(() => import('@/features/site/pages/contact-page'));

/** Issue 9: the site's own pages — terms, privacy, FAQs and contact. */
export const siteRoutes: RouteObject[] = [
  page(paths.terms, 'Terms & conditions', TermsPage),
  page(paths.privacy, 'Privacy policy', PrivacyPage),
  page(paths.sslFaqs, 'SSL certificate FAQs', SslFaqsPage),
  page(paths.idProtectFaqs, 'ID Protect FAQs', IdProtectFaqsPage),
  page(paths.contact, 'Contact us', ContactPage),
];
