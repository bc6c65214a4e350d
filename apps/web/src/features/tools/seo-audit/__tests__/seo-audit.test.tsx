import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TSeoAuditReport, toolsEndpoints as endpoints } from '@launchpad/shared';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '@/app/store';
import { Toaster } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { fail, ok, stubApi } from '@/test/api-stub';
import SeoAuditPage from '../pages/seo-audit-page';

type TSession = NonNullable<Parameters<typeof makeStore>[0]>;

// The page on its own (the route map's plan guard has its own tests in app/guards).
function renderPage(session: TSession) {
  const router = createMemoryRouter([{ path: paths.toolSeoAudit, element: <SeoAuditPage /> }], {
    initialEntries: [paths.toolSeoAudit],
  });
  render(
    <Provider store={makeStore(session)}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { router };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const withTools = (): TSession => ({
  user: {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    country: 'GB',
    profile_img: null,
    role: 'customer',
    planType: { name: 'Growth', price: 9900, tools: true, build_startup_ai: false },
    email_verified: true,
    phone: null,
    onboarding: null,
  },
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
});

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OLD_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

function report(overrides: Partial<TSeoAuditReport> = {}): TSeoAuditReport {
  return {
    id: ID,
    url: 'https://acme.test/',
    finalUrl: 'https://acme.test/',
    score: 62,
    createdAt: '2026-11-22T10:00:00.000Z',
    checks: [
      {
        id: 'title',
        section: 'content',
        label: 'Page title',
        status: 'pass',
        weight: 10,
        detail: '"Acme" (40 characters).',
      },
      {
        id: 'h1',
        section: 'content',
        label: 'One main heading (h1)',
        status: 'fail',
        weight: 8,
        detail: 'The page has no h1 heading.',
      },
      {
        id: 'canonical',
        section: 'crawling',
        label: 'Canonical URL',
        status: 'warn',
        weight: 5,
        detail: 'No canonical link.',
      },
      { id: 'https', section: 'technical', label: 'Served over HTTPS', status: 'pass', weight: 10, detail: 'Yes.' },
    ],
    fixes: [
      { checkId: 'h1', priority: 'high', title: 'Use exactly one h1 heading', advice: 'Give the page one <h1>.' },
      { checkId: 'canonical', priority: 'low', title: 'Add a canonical link', advice: 'Add rel=canonical.' },
    ],
    facts: {
      statusCode: 200,
      redirects: [],
      title: 'Acme',
      description: null,
      headings: [{ level: 2, text: 'Welcome' }],
      canonical: null,
      openGraph: {},
      robotsMeta: null,
      lang: 'en',
      viewport: 'width=device-width',
      images: { total: 1, withoutAlt: 1, sample: ['/logo.png'] },
      links: { internal: 3, external: 1, checked: 3, broken: [{ url: 'https://acme.test/old', status: '404' }] },
      robotsTxt: { found: true, blocksPage: false, sitemaps: [] },
      sitemap: { url: null, found: false, urls: 0 },
      structuredData: { blocks: 0, types: [], invalid: 0 },
      weight: { htmlBytes: 20480, scripts: 3, stylesheets: 1 },
      https: true,
    },
    ...overrides,
  };
}

const summary = (r: TSeoAuditReport) => ({
  id: r.id,
  url: r.url,
  finalUrl: r.finalUrl,
  score: r.score,
  createdAt: r.createdAt,
});

describe('SEO audit page', () => {
  it('validates the address inline before calling the server', async () => {
    const api = stubApi({ [`POST ${endpoints.seoAuditHistory.path}`]: () => ok({ audits: [] }) });
    renderPage(withTools());
    expect(await screen.findByRole('heading', { name: 'SEO audit', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No audits yet')).toBeInTheDocument();
    const input = screen.getByLabelText('Website address');
    await userEvent.click(screen.getByRole('button', { name: 'Audit page' }));
    expect(input).toHaveAccessibleDescription(/Enter the address of the page to audit/);
    await userEvent.type(input, 'ftp://files.acme.test');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Only http and https addresses can be audited, not ftp/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Audit page' }));
    expect(api.to(`POST ${endpoints.seoAuditRun.path}`)).toHaveLength(0);
  });

  it('runs an audit, shows progress, then the score, fix list and sections, and adds it to the history', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      [`POST ${endpoints.seoAuditHistory.path}`]: () => ok({ audits: [] }),
      [`POST ${endpoints.seoAuditRun.path}`]: () =>
        new Promise((resolve) => {
          release = () => resolve(ok(report(), 'Audit complete.'));
        }),
      [`POST ${endpoints.seoAuditRead.path}`]: () => ok(report()),
    });
    renderPage(withTools());
    await userEvent.type(await screen.findByLabelText('Website address'), 'acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Audit page' }));
    expect(await screen.findByText('Fetching the page…')).toBeInTheDocument();
    expect(api.to(`POST ${endpoints.seoAuditRun.path}`)[0]?.body).toEqual({ url: 'https://acme.test/' });
    release();

    expect(await screen.findByRole('img', { name: 'SEO score 62 out of 100: Needs work' })).toBeInTheDocument();
    const fixes = screen.getByRole('list', { name: 'Fix list, most important first' });
    const items = within(fixes).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/High priority.*Use exactly one h1 heading/);
    expect(items[1]).toHaveTextContent(/Low priority.*Add a canonical link/);
    expect(screen.getByText('One main heading (h1)').parentElement).toHaveTextContent('Fail');
    expect(screen.getByText('Canonical URL').parentElement).toHaveTextContent('Warning');
    expect(screen.getByText('https://acme.test/old (404)')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Your audits' });
    expect(within(history).getByRole('button', { name: /62.*acme\.test/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the server refusal for an internal address under the field', async () => {
    stubApi({
      [`POST ${endpoints.seoAuditHistory.path}`]: () => ok({ audits: [] }),
      [`POST ${endpoints.seoAuditRun.path}`]: () =>
        fail(
          400,
          'intranet.acme points to a private or internal network address (10.0.0.5); only public websites can be audited.',
        ),
    });
    renderPage(withTools());
    const input = await screen.findByLabelText('Website address');
    await userEvent.type(input, 'http://intranet.acme');
    await userEvent.click(screen.getByRole('button', { name: 'Audit page' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/private or internal network address/));
  });

  it('opens a past audit from the history', async () => {
    const old = report({ id: OLD_ID, score: 91, finalUrl: 'https://old.acme.test/', fixes: [] });
    stubApi({
      [`POST ${endpoints.seoAuditHistory.path}`]: () => ok({ audits: [summary(old)] }),
      [`POST ${endpoints.seoAuditRead.path}`]: (call) =>
        (call.body as { id: string }).id === OLD_ID ? ok(old) : fail(404, 'That audit was not found in your history.'),
    });
    renderPage(withTools());
    await userEvent.click(await screen.findByRole('button', { name: /91.*old\.acme\.test/ }));
    expect(await screen.findByRole('img', { name: 'SEO score 91 out of 100: Good' })).toBeInTheDocument();
    expect(screen.getByText('Nothing to fix: every check passed. Well done.')).toBeInTheDocument();
  });
});
