import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBusinessNameIdea, TCartData } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeCartLine, makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const withTools = () =>
  signedIn(makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } }));

/** The cart the api answers with once the domain is added: one domain line for a year. */
const cartWithDomain = (domain: string, tld: string, price: number): TCartData => ({
  cartId: 'cart-1',
  cart: {
    CartItems: [makeCartLine({ productId: null, domain, tld, price, selected_years: 1 })],
    totalQuantity: 1,
  },
  subtotalPence: price,
  summary: {
    subtotal: price,
    discount: 0,
    net: price,
    vat: Math.round(price / 5),
    total: price + Math.round(price / 5),
  },
  lines: [
    {
      id: 'line-1',
      kind: 'domain',
      name: `${domain}.${tld}`,
      path: null,
      totals: { product: price, addOns: 0, services: 0, total: price },
      addOns: [],
      services: [],
      years: { min: 1, max: 10 },
    },
  ],
  coupon: null,
});

const idea = (name: string, available: [boolean | null, boolean | null, boolean | null]): TBusinessNameIdea => {
  const sld = name.toLowerCase().replace(/[^a-z]/g, '');
  const prices = { com: 1099, 'co.uk': 699, io: 3999 } as const;
  return {
    name,
    rationale: `Why ${name}.`,
    domains: (['com', 'co.uk', 'io'] as const).map((tld, i) => ({
      sld,
      tld,
      domain: `${sld}.${tld}`,
      available: available[i]!,
      pricePerYearPence: available[i] === false ? null : prices[tld],
      premium: false,
    })),
  };
};

const NAMES = [idea('Coffeify', [true, true, false]), idea('Harvest Coffee', [false, true, null])];

describe('business name ideas (issue 8)', () => {
  it('validates the keyword inline before asking the server', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    renderApp(paths.toolBusinessNameIdeas, withTools());
    await user.click(await screen.findByRole('button', { name: 'Generate names' }));
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    expect(keyword).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Type a keyword of at least 2 characters/)).toBeInTheDocument();
    expect(api.to('POST /api/tools/business-names')).toHaveLength(0);
  });

  it('generates names in a style with availability and prices, and adds a free domain to the cart', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/tools/business-names': (call) =>
        ok({ ...(call.body as { keyword: string; style: string }), names: NAMES }),
      'POST /api/cart/add-item-domain': () => ok(cartWithDomain('coffeify', 'co.uk', 699)),
    });
    renderApp(paths.toolBusinessNameIdeas, withTools());
    await user.type(await screen.findByRole('textbox', { name: 'Keyword' }), 'coffee');
    await user.click(screen.getByRole('radio', { name: /Playful/ }));
    await user.click(screen.getByRole('button', { name: 'Generate names' }));

    const coffeify = await screen.findByRole('list', { name: 'Domains for Coffeify' });
    expect(api.to('POST /api/tools/business-names')[0]?.body).toEqual({ keyword: 'coffee', style: 'playful' });
    expect(screen.getByText(/2 playful names for “coffee”/)).toBeInTheDocument();
    const rows = within(coffeify).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Available')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('£10.99')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Taken')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    const harvest = screen.getByRole('list', { name: 'Domains for Harvest Coffee' });
    expect(within(harvest).getByText('Could not check')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add coffeify.co.uk to cart' }));
    expect(await screen.findByText('Domain added for 1 year(s)!')).toBeInTheDocument();
    const call = api.to('POST /api/cart/add-item-domain')[0];
    expect(call?.body).toEqual({ domain: 'coffeify', tld: 'co.uk', years: 1, isProductSelected: true });
    expect(within(coffeify).getByRole('link', { name: 'coffeify.co.uk is in your cart: checkout' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/tools/business-names': () => fail(503, 'The name generator is busy. Please try again.') });
    renderApp(paths.toolBusinessNameIdeas, withTools());
    await user.type(await screen.findByRole('textbox', { name: 'Keyword' }), 'coffee');
    await user.click(screen.getByRole('button', { name: 'Generate names' }));
    expect(await screen.findByText('The name generator is busy. Please try again.')).toBeInTheDocument();
  });
});
