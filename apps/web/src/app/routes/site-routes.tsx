import type { RouteObject } from 'react-router';
import { Scale } from 'lucide-react';
import { paths } from '@/config/paths';
import { placeholder } from './route-builders';

const legal = { section: 'Legal & help', icon: <Scale aria-hidden="true" /> };

/** Issue 9: the site's own pages — terms, privacy, FAQs and contact. */
export const siteRoutes: RouteObject[] = [
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
];
