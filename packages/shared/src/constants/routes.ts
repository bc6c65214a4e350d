// Plain values with no zod at run time: the web app's first page load may import them.
import { OAUTH_CALLBACK_PATHS } from './auth';

/**
 * Every page of the web app (SPEC §2) as a router pattern: `:name` is one path segment, `:name?` an optional
 * one. The web's route map must declare exactly these (apps/web/src/app/routes/routes.test.tsx checks it);
 * the server answers 404 for any other path (apps/api/src/plugins/spa.ts), so the two agree on what exists.
 */
export const APP_ROUTE_PATTERNS = [
  // Public (main layout)
  '/',
  '/tools',
  '/tools/:slug',
  '/services',
  '/services/company-formation/:countryName?/:state?',
  '/services/trade-mark/:countryName?/:state?',
  '/services/bookkeeping-accounting/:countryName?/:state?',
  '/services/:id',
  '/startup-package',
  '/domains/search',
  '/domain/ssl/approve',
  '/network',
  '/network/:id',
  '/investors',
  '/investor/:id',
  '/events',
  '/events/:id',
  '/eventorganizer/:id',
  '/community',
  '/community/:id',
  '/perks',
  '/perks/:id',
  '/learn',
  '/blog',
  '/blog/:id',
  '/guide',
  '/guide/:id',
  '/tips-and-tricks',
  '/tips-and-tricks/:id',
  '/terms-&-conditions',
  '/privacy-policy',
  '/ssl-faqs',
  '/id-protect-faqs',
  '/contact-us',
  '/referral',
  '/build-startup',
  '/404',
  // Login required
  '/account',
  '/account/profile',
  '/account/orders',
  '/account/configuratation',
  '/account/billings',
  '/account/subscription',
  '/account/support',
  '/domain',
  '/domain/list',
  '/domain/info',
  '/domain/services',
  '/domain/services/sslinfo',
  '/domain/contacts',
  '/domain/dnsmanagement',
  '/domain/orders',
  '/influencer',
  '/build-startup/:id',
  '/build-startup/:id/leancanvas',
  '/build-startup/:id/brandwheel',
  '/confirm-email/:token',
  // Tools (plan with the tools flag)
  '/tools/organisational-chart',
  '/tools/organization-chart',
  '/tools/domain-check',
  '/tools/financial-health-check',
  '/tools/business-name-ideas',
  '/tools/software-tools',
  '/tools/business-plan',
  '/tools/seo-audit',
  '/tools/legal-agreements',
  // Staff
  '/admin',
  // Auth layout
  '/login',
  '/signup',
  ...Object.values(OAUTH_CALLBACK_PATHS),
  '/forgot-password',
  '/firstPurchaseAfterLogin',
  '/cart',
  '/thankyou',
  '/onboarding',
  // Standalone
  '/build-startup-landingpage/:id',
] as const;

export type TAppRouteMatch = { pattern: string; params: Record<string, string> };

type TSegment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };
const compiled = APP_ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  segments: pattern
    .split('/')
    .filter(Boolean)
    .map((part): TSegment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part.toLowerCase() };
      const optional = part.endsWith('?');
      return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
    }),
}));

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params of `parts` under `segments`, or null when they do not match (optional params only at the end). */
function matchSegments(segments: TSegment[], parts: string[]): Record<string, string> | null {
  if (parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) continue;
      return null;
    }
    if (segment.kind === 'static') {
      if (part.toLowerCase() !== segment.value) return null;
    } else params[segment.name] = part;
  }
  return params;
}

/** Static segments outrank parameters (as in the web's router): `/tools/seo-audit` is not `/tools/:slug`. */
const rank = (segments: TSegment[]) =>
  segments.reduce((score, segment) => score + (segment.kind === 'static' ? 10 : segment.optional ? 1 : 3), 0);

/**
 * The app route a path (no query string needed; one is ignored) shows, with its decoded params, or null for
 * a path no page has. Like the web's router: case-insensitive, a trailing slash ignored, the most specific
 * pattern wins.
 */
export function matchAppRoute(path: string): TAppRouteMatch | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const parts = pathname.split('/').filter(Boolean).map(decode);
  let best: (TAppRouteMatch & { score: number }) | null = null;
  for (const route of compiled) {
    const params = matchSegments(route.segments, parts);
    if (!params) continue;
    const score = rank(route.segments);
    if (!best || score > best.score) best = { pattern: route.pattern, params, score };
  }
  return best ? { pattern: best.pattern, params: best.params } : null;
}
