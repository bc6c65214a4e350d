import type { RouteObject } from 'react-router';
import { Activity, Boxes, FileText, Lightbulb, Network, Scale, SearchCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page, placeholder } from './route-builders';

const DomainCartLayout = lazyWithTimeout(() => import('@/app/layouts/domain-cart-layout'));
const DomainSearchPage = lazyWithTimeout(() => import('@/features/domains/pages/domain-search-page'));

const section = 'Business tools';
const orgChart = 'Build your team structure: add people, roles and reports, saved as you go, will appear here.';

/** SPEC §2 tools that need a plan with the tools flag (guarded by RequirePlanFlag). */
export const toolRoutes: RouteObject[] = [
  placeholder(paths.toolOrganisationalChart, 'Organisation chart', orgChart, {
    section,
    icon: <Network aria-hidden="true" />,
  }),
  // Both spellings are in use (SPEC §2); the same tool answers both.
  placeholder(paths.toolOrganizationChart, 'Organisation chart', orgChart, {
    section,
    icon: <Network aria-hidden="true" />,
  }),
  // Issue 6: the domain search results, with the cart's add action.
  { element: <DomainCartLayout />, children: [page(paths.toolDomainCheck, 'Domain check', DomainSearchPage)] },
  placeholder(
    paths.toolFinancialHealthCheck,
    'Financial health check',
    'A quick check of your cash runway, margins and growth will appear here.',
    { section, icon: <Activity aria-hidden="true" /> },
  ),
  placeholder(
    paths.toolBusinessNameIdeas,
    'Business name ideas',
    'Name ideas for your business, with matching domains, will appear here.',
    { section, icon: <Lightbulb aria-hidden="true" /> },
  ),
  placeholder(
    paths.toolSoftwareTools,
    'Software tools',
    'Recommended software for each part of your business will be listed here.',
    { section, icon: <Boxes aria-hidden="true" /> },
  ),
  placeholder(
    paths.toolBusinessPlan,
    'Business plan',
    'A 13-step business plan wizard, saved as you go, will appear here.',
    { section, icon: <FileText aria-hidden="true" /> },
  ),
  placeholder(
    paths.toolSeoAudit,
    'SEO audit',
    "An audit of your website's search visibility, with fixes to make, will appear here.",
    { section, icon: <SearchCheck aria-hidden="true" /> },
  ),
  placeholder(
    paths.toolLegalAgreements,
    'Legal agreements',
    'Templates for founder, employment and customer agreements will appear here.',
    { section, icon: <Scale aria-hidden="true" /> },
  ),
];
