import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SSL_APPROVAL_PAGE, type TDomainSuggestion, priceSummary } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi, type TRecordedCall } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  // The page-metadata call has no stand-in: it falls back and warns.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const TLDS = ['com', 'co.uk', 'io', 'ai', 'dev', 'app', 'net', 'org', 'xyz', 'tech', 'store', 'online'];

function suggestion(name: string, tld: string, overrides: Partial<TDomainSuggestion> = {}): TDomainSuggestion {
  return {
    _: `${name}.${tld}`,
    display: `${name}.${tld}`,
    tld,
    available: true,
    premium: false,
    Prices: { Registration: 1299, Renewal: 1499 },
    Properties: { MinRegYear: 1, MaxRegYear: 10 },
    reason: null,
    ...overrides,
  };
}

/** 16 suggestions for "acme": acme.com is taken, acme.ai is premium with 2..5 years. */
const ALL = [
  suggestion('acme', 'com', { available: false, reason: 'Already registered' }),
  suggestion('acme', 'co.uk'),
  suggestion('acme', 'io'),
  suggestion('acme', 'ai', {
    premium: true,
    Prices: { Registration: 7500, Renewal: 7500 },
    Properties: { MinRegYear: 2, MaxRegYear: 5 },
  }),
  ...TLDS.slice(4).map((tld) => suggestion('acme', tld)),
  ...['getacme', 'acmehq', 'tryacme', 'acmeapp'].map((name) => suggestion(name, 'com')),
];

function stubSuggestions(extra: Record<string, (call: TRecordedCall) => Response | Promise<Response>> = {}) {
  return stubApi({
    'POST /api/domains/nameSuggestions': (call) => {
      const { query, offset, limit } = call.body as { query: string; offset: number; limit: number };
      const page = ALL.slice(offset, offset + limit);
      return ok({ query, suggestions: page, offset, hasMore: offset + limit < ALL.length });
    },
    ...extra,
  });
}

const rowOf = (name: string) => {
  const list = screen.getByRole('list', { name: /Domains for/ });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name));
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

describe('domain search results (issue 6, SPEC §3/§4/§9)', () => {
  it('shows 8 suggestions with price per year in pounds, availability and the premium badge, then 8 more per "More"', async () => {
    const user = userEvent.setup();
    const api = stubSuggestions();
    renderApp(paths.domainSearchFor('acme'));

    await screen.findByText('Already registered');
    const list = screen.getByRole('list', { name: 'Domains for “acme”' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(rowOf('acme.co.uk')).getByText('£12.99')).toBeInTheDocument();
    expect(within(rowOf('acme.co.uk')).getByText('Available')).toBeInTheDocument();
    expect(within(rowOf('acme.ai')).getByText('Premium')).toBeInTheDocument();
    expect(within(rowOf('acme.com')).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(16));
    // No more after the last page.
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(api.to('POST /api/domains/nameSuggestions').map((c) => c.body)).toEqual([
      { query: 'acme', offset: 0, limit: 8 },
      { query: 'acme', offset: 8, limit: 8 },
    ]);
  });

  it('bounds the duration popup by MinRegYear..MaxRegYear and shows the total', async () => {
    const user = userEvent.setup();
    stubSuggestions();
    renderApp(paths.domainSearchFor('acme'));

    await screen.findByText('Already registered');
    await user.click(within(rowOf('acme.ai')).getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register acme.ai' });
    const years = within(dialog).getByRole('combobox', { name: 'Registration period' });
    expect(
      within(years)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 years', '3 years', '4 years', '5 years']);
    expect(years).toHaveDisplayValue('2 years');
    expect(within(dialog).getByTestId('duration-total')).toHaveTextContent('£150.00');
    await user.selectOptions(years, '5');
    expect(within(dialog).getByTestId('duration-total')).toHaveTextContent('£375.00');
  });

  it('defaults to 1..10 years when a suggestion gives no usable bounds', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/domains/nameSuggestions': () =>
        ok({
          query: 'solo',
          offset: 0,
          hasMore: false,
          suggestions: [suggestion('solo', 'io', { Properties: { MinRegYear: 0, MaxRegYear: 0 } })],
        }),
    });
    renderApp(paths.domainSearchFor('solo'));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const years = within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Registration period' });
    const options = within(years).getAllByRole('option');
    expect([options[0]?.textContent, options.at(-1)?.textContent, options.length]).toEqual(['1 year', '10 years', 10]);
  });

  it('adds to the browser cart for a visitor: toast, then a green Checkout link to /cart that wiggles for 2 s', async () => {
    const user = userEvent.setup();
    stubSuggestions();
    const { store } = renderApp(paths.domainSearchFor('acme'));

    await screen.findByText('Already registered');
    await user.click(within(rowOf('acme.co.uk')).getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register acme.co.uk' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Registration period' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Domain added for 2 year(s)!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const checkout = within(rowOf('acme.co.uk')).getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/cart');
    expect(checkout).toHaveAttribute('data-wiggling', 'true');
    expect(checkout.className).toContain('bg-success-600');
    expect(checkout.className).toContain('motion-safe:animate-');
    await waitFor(() => expect(checkout).not.toHaveAttribute('data-wiggling'), { timeout: 3000 });

    expect(store.getState().cart.CartItems).toEqual([
      expect.objectContaining({ domain: 'acme', tld: 'co.uk', selected_years: 2, price: 1299, quantity: 1 }),
    ]);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null')).toMatchObject({ totalQuantity: 1 });
    // The other rows keep their button.
    expect(within(rowOf('acme.io')).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('adds to the server cart for a signed-in customer (add-item-domain)', async () => {
    const user = userEvent.setup();
    const api = stubSuggestions({
      'POST /api/cart/add-item-domain': () =>
        ok({
          cartId: 'cart-1',
          cart: { CartItems: [], totalQuantity: 1 },
          subtotalPence: 0,
          summary: priceSummary(0),
          lines: [],
          coupon: null,
        }),
    });
    renderApp(paths.domainSearchFor('acme'), signedIn());

    await screen.findByText('Already registered');
    await user.click(within(rowOf('acme.io')).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Domain added for 1 year(s)!')).toBeInTheDocument();
    expect(within(rowOf('acme.io')).getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    const call = api.to('POST /api/cart/add-item-domain')[0];
    expect(call?.body).toEqual({ domain: 'acme', tld: 'io', years: 1, isProductSelected: true });
    expect(call?.authorization).toBe('Bearer access-token');
  });

  it('says "Failed to add domain" (with the reason) and keeps the button when the cart refuses', async () => {
    const user = userEvent.setup();
    stubSuggestions({
      'POST /api/cart/add-item-domain': () => fail(400, 'Years must be between 1 and 10'),
    });
    renderApp(paths.domainSearchFor('acme'), signedIn());

    await screen.findByText('Already registered');
    await user.click(within(rowOf('acme.io')).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to add domain')).toBeInTheDocument();
    expect(screen.getByText('Years must be between 1 and 10')).toBeInTheDocument();
    // The popup stays open to try again; closed, the row still offers "Add to cart".
    expect(screen.getByRole('dialog', { name: 'Register acme.io' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('acme.io')).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(within(rowOf('acme.io')).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('shows an error with Try again when the search fails, and an empty state for no results', async () => {
    stubApi({ 'POST /api/domains/nameSuggestions': () => fail(400, 'Type a name to search for.') });
    const first = renderApp(paths.domainSearchFor('%%%'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a name to search for.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();

    stubApi({
      'POST /api/domains/nameSuggestions': () => ok({ query: 'x', offset: 0, hasMore: false, suggestions: [] }),
    });
    renderApp(paths.domainSearchFor('x'));
    expect(await screen.findByText('No domains found')).toBeInTheDocument();
  });

  it('takes the home page search to the results page', async () => {
    const user = userEvent.setup();
    stubSuggestions();
    const { router } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Domain name' }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Search domains' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/search'));
    expect(router.state.location.search).toBe('?query=acme');
    expect(await screen.findByText('Already registered')).toBeInTheDocument();
  });

  it('spells the SSL approval page as the contract does', () => {
    expect(paths.sslApprove).toBe(SSL_APPROVAL_PAGE);
  });
});
