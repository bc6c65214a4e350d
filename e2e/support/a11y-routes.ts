import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/config/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { refreshedSession, registerMember, subscribeTo } from './tools';
import { type TE2eSession, waitForPage } from './session';

/*
 * Every route of SPEC §2 (apps/web/src/config/paths.ts), with the parameterised ones filled in from the
 * seeded api, for the accessibility run. Nothing here is hard-coded that the seed decides.
 */

type TContentItem = { slug: string; organizerSlug?: string | null };
type TList<T> = { data: T[] };

async function firstOf<T>(request: APIRequestContext, url: string, body: object = {}): Promise<T> {
  const res = await request.post(url, { data: body });
  expect(res.ok(), `${url}: ${res.status()}`).toBeTruthy();
  const [first] = ((await res.json()) as TList<T>).data;
  expect(first, `${url} lists something`).toBeTruthy();
  return first as T;
}

const contentSlug = async (request: APIRequestContext, type: string) =>
  (await firstOf<TContentItem>(request, `/api/content/${type}/list`, { pageSize: 1 })).slug;

async function organizerSlug(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/content/event/list', { data: { pageSize: 50 } });
  const events = ((await res.json()) as TList<TContentItem>).data;
  const slug = events.find((event) => event.organizerSlug)?.organizerSlug;
  expect(slug, 'a seeded event has an organiser').toBeTruthy();
  return slug as string;
}

/** Public routes of the main layout (SPEC §2), the same for everyone. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const product = await firstOf<{ slug: string }>(request, '/api/products/list', { pageSize: 1 });
  const [community, investor, event, perk, founder, blog, guide, tip, organizer] = await Promise.all([
    contentSlug(request, 'community'),
    contentSlug(request, 'investor'),
    contentSlug(request, 'event'),
    contentSlug(request, 'perk'),
    contentSlug(request, 'founder'),
    contentSlug(request, 'blog'),
    contentSlug(request, 'guide'),
    contentSlug(request, 'tip'),
    organizerSlug(request),
  ]);
  return [
    paths.home,
    paths.tools,
    paths.tool('business-plan-overview'),
    paths.services,
    paths.serviceDialog('companyFormation'),
    paths.serviceDialog('companyFormation', 'United States', 'Delaware'),
    paths.serviceDialog('tradeMark'),
    paths.serviceDialog('bookkeeping'),
    paths.service(product.slug),
    paths.startupPackage,
    paths.startupPackageFor('tools'),
    paths.network,
    paths.networkProfile(founder),
    paths.investors,
    paths.investor(investor),
    paths.events,
    paths.event(event),
    paths.eventOrganizer(organizer),
    paths.community,
    paths.communityPost(community),
    paths.perks,
    paths.perk(perk),
    paths.learn,
    paths.blog,
    paths.blogPost(blog),
    paths.guide,
    paths.guideArticle(guide),
    paths.tipsAndTricks,
    paths.tipsAndTricksArticle(tip),
    paths.terms,
    paths.privacy,
    paths.sslFaqs,
    paths.idProtectFaqs,
    paths.contact,
    paths.referral,
    paths.buildStartup,
    paths.domainSearchFor('launchpad-a11y'),
    paths.sslApprove,
    paths.notFound,
  ];
}

/** The auth layout's routes (SPEC §2), which anyone may open. */
export const authRoutes: string[] = [
  paths.login,
  `${paths.signup}?signupref=A11Y`,
  paths.forgotPassword,
  paths.linkedinCallback,
  paths.appleCallback,
  paths.firstPurchaseAfterLogin,
  paths.cart,
  paths.thankyou,
  paths.onboarding,
];

/** Login-required routes (SPEC §2) apart from the builder's, which need an idea. */
export const accountRoutes: string[] = [
  paths.account,
  paths.accountProfile,
  paths.accountOrders,
  paths.accountPassword,
  paths.accountBillings,
  paths.accountSubscription,
  paths.accountSupport,
  paths.domain,
  paths.domainList,
  paths.domainInfo,
  paths.domainServices,
  paths.domainSsl,
  paths.domainContacts,
  paths.domainDns,
  paths.domainOrders,
  paths.influencer,
  paths.confirmEmail('not-a-real-token'),
];

/** Tools behind the plan's tools flag (SPEC §2). */
export const toolRoutes: string[] = [
  paths.toolOrganisationalChart,
  paths.toolOrganizationChart,
  paths.toolDomainCheck,
  paths.toolFinancialHealthCheck,
  paths.toolBusinessNameIdeas,
  paths.toolSoftwareTools,
  paths.toolBusinessPlan,
  paths.toolSeoAudit,
  paths.toolLegalAgreements,
];

/** The builder's pages for one idea (login required; the landing page is standalone). */
export const ideaRoutes = (ideaId: string): string[] => [
  paths.buildStartupIdea(ideaId),
  paths.leanCanvas(ideaId),
  paths.brandWheel(ideaId),
  paths.buildStartupLandingPage(ideaId),
];

/** A customer on the Scale plan (tools and the AI builder), with the plan on the session. */
export async function scaleCustomer(request: APIRequestContext, name = 'Ally Access'): Promise<TE2eSession> {
  const session = await registerMember(request, name);
  await subscribeTo(request, session, 'scale');
  return refreshedSession(request, session);
}

/** An idea of the customer's, made as the build page makes it; returns its id. */
export async function createIdea(request: APIRequestContext, session: TE2eSession): Promise<string> {
  const res = await request.post('/api/tools/launchpad', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { query: 'A bike repair van that visits office car parks in Leeds while staff are at work' },
  });
  expect(res.ok(), `create idea: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { data: { idea_id: string } }).data.idea_id;
}

/**
 * Opens `path` and waits until it has settled: the network is quiet, a main heading shows, and no
 * skeleton, busy region or builder loader is left.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await waitForPage(page);
  await expect(page.locator('h1').first(), `${path} has a main heading`).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.animate-pulse'), `${path} skeletons go`).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]'), `${path} stops loading`).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("Hang on.. we're building your startup")).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens and scans every path in turn on one page; returns one line per route with serious or critical
 * violations (or that failed to settle), so a run reports every failing route at once.
 */
export async function scanRoutes(page: Page, routes: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of routes) {
    try {
      await openSettled(page, path);
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      // eslint-disable-next-line no-control-regex -- the assertion's message carries ANSI colours
      const message = (error as Error).message.replace(/\u001b\[[0-9;]*m/g, '').replace(/\s+/g, ' ');
      failures.push(`${path}: ${message}`);
    }
  }
  return failures;
}
