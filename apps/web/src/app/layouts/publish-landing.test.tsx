import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TPortfolioDomain, domainsEndpoints, launchpadEndpoints, publishingEndpoints } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { json, ok } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { IDEA_ID, builderSession, ideaDetail, stubBuilder } from '@/features/launchpad/__tests__/builder-fixtures';
import { keepPendingPublish } from '@/features/publishing/pending-publish';

beforeEach(() => {
  // The page-metadata call has no stand-in: it falls back and warns.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStorage.clear();
});

const domain = (name: string, id: string): TPortfolioDomain => ({
  id,
  name,
  sld: name.split('.')[0]!,
  tld: name.split('.').slice(1).join('.'),
  status: 'active',
  registeredAt: '2026-10-01T10:00:00.000Z',
  expiresAt: '2027-10-01T10:00:00.000Z',
  autoRenew: true,
  locked: true,
  whoisPrivacy: false,
  nameservers: [],
  registrar: 'builtin',
  failureReason: null,
});

/** The builder's api, the founder's portfolio (boxhy.com) and no published site yet. */
function stubPublishing(detail = ideaDetail()) {
  return stubBuilder(
    {},
    {
      [`POST /api/tools/launchpad/${IDEA_ID}/query`]: () =>
        ok(launchpadEndpoints.idea.response.parse({ success: true, data: detail }).data),
      'POST /api/domains/alldomains': () =>
        json(
          200,
          domainsEndpoints.allDomains.response.parse({
            success: true,
            data: [domain('boxhy.com', 'd-1')],
            page_meta: { total_items_count: 1, has_next_page: false, page: 1, page_size: 10 },
          }),
        ),
      'GET /api/publishing/sites': () => ok(publishingEndpoints.sites.response.parse({ success: true, data: [] }).data),
    },
  );
}

describe('publishing, composed into the builder (issue 24)', () => {
  it('the build page has Publish in the idea banner, listing the founder’s active domains', async () => {
    const api = stubPublishing();
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const banner = (await screen.findByText(/^Your idea · version/)).closest('div.rounded-2xl') as HTMLElement;
    await userEvent.click(within(banner).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your landing page' });
    expect(await within(dialog).findByRole('radio', { name: 'boxhy.com' })).toBeInTheDocument();
    expect(api.to('POST /api/domains/alldomains')[0]?.body).toMatchObject({ page: 1, status: 'active' });
    // Buying one searches for the brand name with the domain search and its cart flow.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Buy a domain' }));
    expect(within(dialog).getByRole('searchbox', { name: 'Search for a domain' })).toHaveValue('Boxhy');
    await waitFor(() => expect(api.to('POST /api/domains/nameSuggestions')[0]?.body).toMatchObject({ query: 'Boxhy' }));
  });

  it('the landing-page experiment shows the confirmed sign-ups of the published page', async () => {
    stubPublishing(
      ideaDetail({ experiments: [{ experiment_id: 'E1', status: 'untested', note: '', updatedAt: null, signups: 1 }] }),
    );
    renderApp(paths.buildStartupIdea(IDEA_ID), builderSession());
    const experiments = await screen.findByRole('region', { name: 'Validation experiments' });
    expect(await within(experiments).findByText('1 confirmed sign-up from your published page')).toBeInTheDocument();
  });

  it('the generated landing page has Publish in its toolbar', async () => {
    stubPublishing();
    renderApp(paths.buildStartupLandingPage(IDEA_ID), builderSession());
    await screen.findByRole('heading', { level: 1, name: 'Healthy snacks at your desk' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('dialog', { name: 'Publish your landing page' })).toBeInTheDocument();
  });

  it('after checkout, the thank-you page leads back to publishing', async () => {
    stubPublishing();
    keepPendingPublish(IDEA_ID, paths.buildStartupIdea(IDEA_ID));
    renderApp(`${paths.thankyou}?order=1`, builderSession());
    const back = await screen.findByRole('link', { name: 'Continue publishing' });
    expect(back).toHaveAttribute('href', `${paths.buildStartupIdea(IDEA_ID)}?publish=1`);
    await userEvent.click(back);
    expect(await screen.findByRole('dialog', { name: 'Publish your landing page' })).toBeInTheDocument();
  });

  it('the thank-you page says nothing about publishing when nothing was being published', async () => {
    stubPublishing();
    renderApp(`${paths.thankyou}?order=1`, builderSession());
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue publishing' })).not.toBeInTheDocument();
  });
});
