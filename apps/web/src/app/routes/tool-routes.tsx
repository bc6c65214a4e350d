import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { page } from './route-builders';

const CartLayout = lazyWithTimeout(() => import('@/features/cart/cart-provider'));
const DomainSearchPage = lazyWithTimeout(() => import('@/features/domains/pages/domain-search-page'));
const OrgChartPage = lazyWithTimeout(() => import('@/features/tools/org-chart/pages/org-chart-page'));
const BusinessPlanPage = lazyWithTimeout(() => import('@/features/tools/business-plan/pages/business-plan-page'));
const SeoAuditPage = lazyWithTimeout(() => import('@/features/tools/seo-audit/pages/seo-audit-page'));
const FinancialHealthPage = lazyWithTimeout(
  () => import('@/features/tools/financial-health/pages/financial-health-page'),
);
const SoftwareToolsPage = lazyWithTimeout(() => import('@/features/tools/software/pages/software-tools-page'));
const LegalAgreementsPage = lazyWithTimeout(() => import('@/features/tools/legal/pages/legal-agreements-page'));
const BusinessNamesPage = lazyWithTimeout(() => import('@/features/tools/business-names/pages/business-names-page'));

/** SPEC §2 tools that need a plan with the tools flag (guarded by RequirePlanFlag). */
export const toolRoutes: RouteObject[] = [
  // Issue 8: the organisation chart. Both spellings are in use (SPEC §2); the same tool answers both.
  page(paths.toolOrganisationalChart, 'Organisation chart', OrgChartPage),
  page(paths.toolOrganizationChart, 'Organisation chart', OrgChartPage),
  // Issue 6: the domain search results, adding to the cart.
  { element: <CartLayout />, children: [page(paths.toolDomainCheck, 'Domain check', DomainSearchPage)] },
  page(paths.toolFinancialHealthCheck, 'Financial health check', FinancialHealthPage),
  // Issue 8: name ideas, each free domain added to the cart.
  { element: <CartLayout />, children: [page(paths.toolBusinessNameIdeas, 'Business name ideas', BusinessNamesPage)] },
  page(paths.toolSoftwareTools, 'Software tools', SoftwareToolsPage),
  // Issue 8: the business plan wizard, with the company-formation questionnaire.
  page(paths.toolBusinessPlan, 'Business plan', BusinessPlanPage),
  page(paths.toolSeoAudit, 'SEO audit', SeoAuditPage),
  page(paths.toolLegalAgreements, 'Legal agreements', LegalAgreementsPage),
];
