import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  ZPublishNeedsRecords,
  type TPublishStep,
  type TPublishedSite,
  type TPublishedSiteDetail,
  type TSiteVersion,
  type TWaitlist,
  publishingEndpoints as endpoints,
} from '@launchpad/shared';
import { json, ok } from '@/test/api-stub';
import { makeUser, renderWithProviders, signedIn } from '@/test/fixtures';
import { PublishButton } from '../components/publish-button';
import { PublishingSlotsProvider, type TOwnedDomain, type TPublishingSlots } from '../slots';

export const IDEA_ID = '8c1186bd-f5ad-4f7d-a90f-93ba54a849ed';
export const SITE_ID = '5b0e7d7e-2f0a-4a43-9c7e-0d1f3f6b2a11';
export const DOMAIN_ID = 'd-1';

/** `{ success: true, data }` checked against the api's own response schema before a test uses it. */
export function answer<T>(schema: z.ZodType<{ success: true; data: T }>, data: T, status = 200) {
  const parsed = schema.parse({ success: true, data });
  return status === 200 ? ok(parsed.data) : json(status, parsed);
}

export const site = (overrides: Partial<TPublishedSite> = {}): TPublishedSite => ({
  id: SITE_ID,
  ideaId: IDEA_ID,
  title: 'Healthy snacks at your desk',
  domainId: DOMAIN_ID,
  domain: 'boxhy.com',
  status: 'live',
  currentVersion: 1,
  url: 'https://boxhy.com/',
  failureReason: null,
  certificateExpiresAt: '2027-02-24T10:00:00.000Z',
  waitlist: { total: 0, confirmed: 0 },
  experimentId: 'E1',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const STEP_KEYS = ['records', 'dns', 'certificate', 'live'] as const;

/** The four steps, the first `done` of them done and the next one `next`. */
export function steps(done: number, next: TPublishStep['status'] = 'pending'): TPublishStep[] {
  return STEP_KEYS.map((key, index) => ({
    key,
    status: index < done ? 'done' : index === done ? next : 'pending',
    message: index < done ? `${key} done` : `${key} waiting`,
  }));
}

export const siteDetail = (overrides: Partial<TPublishedSite> = {}, extra: Partial<TPublishedSiteDetail> = {}) => {
  const detail: TPublishedSiteDetail = {
    site: site(overrides),
    steps: steps(4),
    url: 'https://boxhy.com/',
    requiredRecords: [],
    ...extra,
  };
  return detail;
};

export const siteAnswer = (detail: TPublishedSiteDetail, status = 200) =>
  answer(endpoints.site.response, detail, status);
export const sitesAnswer = (sites: TPublishedSite[]) => answer(endpoints.sites.response, sites);
export const versionsAnswer = (versions: TSiteVersion[]) => answer(endpoints.versions.response, versions);
export const waitlistAnswer = (waitlist: TWaitlist) => answer(endpoints.waitlist.response, waitlist);

/** 409 for a domain whose nameservers are elsewhere: the site waits for DNS, with the records to add. */
export function needsRecordsAnswer(detail: TPublishedSiteDetail) {
  return json(
    409,
    ZPublishNeedsRecords.parse({
      success: false,
      message: 'boxhy.com uses another provider’s nameservers: add the records below there.',
      data: detail,
    }),
  );
}

export const ownedDomains: TOwnedDomain[] = [
  { id: DOMAIN_ID, name: 'boxhy.com', registeredAt: '2026-10-01T10:00:00.000Z' },
  { id: 'd-2', name: 'veghy.co.uk', registeredAt: '2026-09-01T10:00:00.000Z' },
];

export const founder = () =>
  signedIn(makeUser({ planType: { name: 'Scale', price: 4900, tools: true, build_startup_ai: true } }));

/** The Publish button with the app's slots stood in for: the founder's domains and a search placeholder. */
export function renderPublish({
  domains = ownedDomains,
  path = '/build-startup-landingpage/x',
  resumes = false,
  wrap = (node: ReactNode) => node,
}: {
  domains?: TOwnedDomain[] | undefined;
  path?: string;
  resumes?: boolean;
  wrap?: (node: ReactNode) => ReactNode;
} = {}) {
  const slots: TPublishingSlots = {
    useOwnedDomains: (search) => ({
      domains: domains?.filter((domain) => domain.name.includes(search)),
      error: null,
      hasMore: false,
      refetch: () => undefined,
    }),
    DomainSearch: ({ query }) => <p>Domains for “{query}”</p>,
  };
  return renderWithProviders(
    wrap(
      <PublishingSlotsProvider value={slots}>
        <PublishButton ideaId={IDEA_ID} query="Boxhy" resumes={resumes} />
      </PublishingSlotsProvider>,
    ),
    { path, session: founder() },
  );
}
