import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPortfolioDomain } from '@launchpad/shared';
import { json, stubApi, type TRecordedCall } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const domain = (n: number, overrides: Partial<TPortfolioDomain> = {}): TPortfolioDomain => ({
  id: `d-${n}`,
  name: `brand${n}.com`,
  sld: `brand${n}`,
  tld: 'com',
  status: 'active',
  registeredAt: '2025-03-04T10:00:00Z',
  expiresAt: '2027-03-04T10:00:00Z',
  autoRenew: n % 2 === 0,
  locked: n % 3 !== 0,
  whoisPrivacy: false,
  nameservers: [],
  registrar: 'Launchpad Registrar',
  failureReason: null,
  ...overrides,
});

/** 23 domains; `search` filters by name. */
function portfolioAnswer(call: TRecordedCall) {
  const { page, pageSize, search } = call.body as { page: number; pageSize: number; search?: string };
  const all = Array.from({ length: 23 }, (_, i) => domain(i + 1)).filter((d) => !search || d.name.includes(search));
  const items = all.slice((page - 1) * pageSize, page * pageSize);
  return json(200, {
    success: true,
    data: items,
    page_meta: {
      total_items_count: all.length,
      has_next_page: page * pageSize < all.length,
      page,
      page_size: pageSize,
    },
  });
}

describe('/domain/list: the portfolio table (issue 6)', () => {
  it('lists 10 domains a page with status, expiry (en-GB), auto-renew and lock, each linking to its details', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/domains/alldomains': portfolioAnswer });
    renderApp('/domain/list', signedIn());

    const table = await screen.findByRole('table', { name: 'Your domains' });
    await within(table).findByText('brand1.com');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'brand1.com' })).toHaveAttribute(
      'href',
      '/domain/info?sld=brand1&tld=com',
    );
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('4 Mar 2027')).toBeInTheDocument();
    expect(within(first).getByText('Off')).toBeInTheDocument();
    expect(within(first).getByText('Locked')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Unlocked')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Domain pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('brand11.com')).toBeInTheDocument();
    expect(api.to('POST /api/domains/alldomains').map((c) => c.body)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('searches by name from page 1', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/domains/alldomains': portfolioAnswer });
    renderApp('/domain/list', signedIn());
    const table = await screen.findByRole('table', { name: 'Your domains' });
    await within(table).findByText('brand1.com');

    await user.type(screen.getByRole('searchbox', { name: 'Search your domains' }), 'brand2');
    await waitFor(() => expect(within(table).queryByText('brand1.com')).not.toBeInTheDocument());
    expect(within(table).getByText('brand2.com')).toBeInTheDocument();
    expect(within(table).getByText('brand20.com')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ page: 1, pageSize: 10, search: 'brand2' });
    expect(screen.queryByRole('navigation', { name: 'Domain pages' })).not.toBeInTheDocument();
  });

  it('shows an empty state with a link to the domain search when there are no domains', async () => {
    stubApi({
      'POST /api/domains/alldomains': () =>
        json(200, {
          success: true,
          data: [],
          page_meta: { total_items_count: 0, has_next_page: false, page: 1, page_size: 10 },
        }),
    });
    renderApp('/domain/list', signedIn());
    expect(await screen.findByText('No domains yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for a domain' })).toHaveAttribute('href', '/domains/search');
  });

  it('shows the hub with its three cards', async () => {
    renderApp('/domain', signedIn());
    expect(await screen.findByRole('link', { name: /Domain Portfolio/ })).toHaveAttribute('href', '/domain/list');
    expect(screen.getByRole('link', { name: /SSL Management/ })).toHaveAttribute('href', '/domain/services');
    expect(screen.getByRole('link', { name: /DNS Management/ })).toHaveAttribute('href', '/domain/dnsmanagement');
  });
});
