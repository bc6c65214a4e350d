import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProductDetail } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { makeProduct } from '../test-fixtures';

const ssl: TProductDetail = {
  ...makeProduct({
    slug: 'ssl-certificates',
    name: 'SSL certificates',
    category: 'domain_service',
    categoryLabel: 'Domain services',
    pricePence: 899,
    filingFeePence: 0,
    totalPence: 899,
  }),
  addOns: [],
  services: [],
  groups: [],
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({
    'POST /api/products/ssl-certificates': () => ok(ssl),
    'POST /api/products/relatedproducts': () => ok([]),
    'POST /api/products/page-seo': () => fail(404, 'No metadata'),
  });
});

describe('product page: an SSL certificate on its own', () => {
  it('asks which domain it is for, refuses a name that is not one, and keeps the domain on the cart line', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/services/ssl-certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'SSL certificates' })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Price and options' });
    const add = within(panel).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();

    const field = within(panel).getByRole('textbox', { name: 'Which domain is the certificate for?' });
    await user.type(field, 'https://shop');
    await user.tab();
    expect(within(panel).getByText(/is not a valid domain name/)).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Shop.Example.com');
    expect(within(panel).queryByText(/is not a valid domain name/)).not.toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.CartItems[0]).toMatchObject({
      productId: ssl.id,
      domain_details: { domain: 'shop.example.com' },
    });
  });
});
