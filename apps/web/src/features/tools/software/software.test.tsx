import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSoftwareTool } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { fail, json, stubApi, type TRecordedCall } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const withTools = () =>
  signedIn(makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } }));

const tool = (name: string, overrides: Partial<TSoftwareTool> = {}): TSoftwareTool => ({
  id: `id-${name}`,
  slug: name.toLowerCase(),
  name,
  category: 'Productivity',
  description: `${name} helps teams.`,
  pricingModel: 'freemium',
  pricingDetails: 'Free plan; paid plans per user.',
  perk: null,
  websiteUrl: `https://www.${name.toLowerCase()}.com/`,
  ...overrides,
});

const ALL = [
  tool('Notion', { perk: 'Notion for Startups offers free months.' }),
  tool('Slack', { category: 'Communication' }),
  tool('Xero', { category: 'Accounting & finance', pricingModel: 'free-trial' }),
];

function stubDirectory() {
  return stubApi({
    'POST /api/tools/software-tools': (call: TRecordedCall) => {
      const body = call.body as { search: string; category: string | null; pricing: string | null; page: number };
      const found = ALL.filter(
        (t) =>
          t.name.toLowerCase().includes(body.search.toLowerCase()) &&
          (!body.category || t.category === body.category) &&
          (!body.pricing || t.pricingModel === body.pricing),
      );
      return json(200, {
        success: true,
        data: found,
        page_meta: { total_items_count: found.length, has_next_page: false, page: body.page, page_size: 12 },
      });
    },
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Software products' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('software tools directory (issue 8)', () => {
  it('lists products with pricing, perks and an external website link', async () => {
    const api = stubDirectory();
    renderApp(paths.toolSoftwareTools, withTools());
    expect(await screen.findByRole('heading', { name: 'Notion' })).toBeInTheDocument();
    expect(names()).toEqual(['Notion', 'Slack', 'Xero']);
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.getByText('Notion for Startups offers free months.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /visit Notion/ });
    expect(link).toHaveAttribute('href', 'https://www.notion.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Free trial').length).toBeGreaterThan(0);
    expect(api.to('POST /api/tools/software-tools')[0]?.body).toEqual({
      search: '',
      category: null,
      pricing: null,
      page: 1,
      pageSize: 12,
    });
  });

  it('keeps a filter chosen while the typed search is still waiting to be sent', async () => {
    const user = userEvent.setup();
    stubDirectory();
    const { router } = renderApp(paths.toolSoftwareTools, withTools());
    await screen.findByRole('heading', { name: 'Notion' });

    await user.type(screen.getByRole('searchbox', { name: 'Search software' }), 'x');
    // Straight away, before the search pauses long enough to be sent:
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Accounting & finance');
    await waitFor(() => expect(names()).toEqual(['Xero']));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('x'));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Accounting & finance');
  });

  it('searches as you type and filters by category and pricing', async () => {
    const user = userEvent.setup();
    const api = stubDirectory();
    const { router } = renderApp(paths.toolSoftwareTools, withTools());
    await screen.findByRole('heading', { name: 'Notion' });

    await user.type(screen.getByRole('searchbox', { name: 'Search software' }), 'sla');
    await waitFor(() => expect(names()).toEqual(['Slack']));
    expect(router.state.location.search).toBe('?q=sla');

    await user.clear(screen.getByRole('searchbox', { name: 'Search software' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Accounting & finance');
    await waitFor(() => expect(names()).toEqual(['Xero']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pricing' }), 'free-trial');
    await waitFor(() =>
      expect(api.to('POST /api/tools/software-tools').at(-1)?.body).toMatchObject({
        category: 'Accounting & finance',
        pricing: 'free-trial',
      }),
    );
  });

  it('shows an empty state with a way back when nothing matches', async () => {
    const user = userEvent.setup();
    stubDirectory();
    renderApp(`${paths.toolSoftwareTools}?q=zzz`, withTools());
    expect(await screen.findByText('No software matches')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Notion' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubApi({ 'POST /api/tools/software-tools': () => fail(500, 'The database is resting.') });
    renderApp(paths.toolSoftwareTools, withTools());
    expect(await screen.findByText('The software list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
