import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProductDetail } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, failFields, json, ok, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { makeProduct } from '../test-fixtures';

const tradeMark: TProductDetail = {
  ...makeProduct({
    slug: 'uk-trade-mark',
    name: 'UK trade mark registration',
    category: 'trade_mark',
    categoryLabel: 'Trade marks',
    pricePence: 14900,
    filingFeePence: 17000,
    totalPence: 31900,
    features: ['Register check', 'UKIPO filing'],
  }),
  addOns: [
    {
      id: 'addon-class',
      productId: 'id-uk-trade-mark',
      name: 'Additional class',
      description: 'Each further class.',
      pricePence: 7000,
      maxQuantity: 3,
    },
  ],
  services: [],
  groups: [{ id: 'g1', slug: 'brand-protection-pack', name: 'Brand protection pack', pricePence: 129900 }],
};

/** The api's answer to a quote request it accepted. */
const quotationThanks = () =>
  json(201, {
    success: true,
    message: 'Thank you: we will reply within one business day.',
    data: {
      id: 'q-1',
      name: 'Ada Lovelace',
      email: 'ada@example.comx',
      company: null,
      phone: null,
      details: 'Three classes, filed this week.',
      productId: tradeMark.id,
      productName: tradeMark.name,
      userId: null,
      status: 'new',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  });

function stubProduct(quotation = quotationThanks) {
  return stubApi({
    'POST /api/products/uk-trade-mark': () => ok(tradeMark),
    'POST /api/products/relatedproducts': () => ok([]),
    'POST /api/products/no-such-thing': () => fail(404, 'Product not found: check the address.'),
    'POST /api/products/page-seo': () => fail(404, 'No metadata'),
    'POST /api/orders/raise-quotation': quotation,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('product page /services/{id}', () => {
  it('shows the price with the filing fee apart, and adds add-ons up to their maximum', async () => {
    const user = userEvent.setup();
    stubProduct();
    const { store } = renderApp('/services/uk-trade-mark');
    expect(await screen.findByRole('heading', { level: 1, name: 'UK trade mark registration' })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Price and options' });
    expect(within(panel).getByText('One-off payment')).toBeInTheDocument();
    expect(within(panel).getByText('£149.00')).toBeInTheDocument();
    expect(within(panel).getByText('£170.00')).toBeInTheDocument();

    await user.click(within(panel).getByRole('checkbox', { name: /Additional class/ }));
    const more = within(panel).getByRole('button', { name: 'More: Additional class' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    // £319.00 + 3 × £70.00
    expect(within(panel).getByText('£529.00')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(store.getState().cart.CartItems[0]).toMatchObject({
      productId: tradeMark.id,
      price: 31900,
      CartItemAddOns: [{ addOnId: 'addon-class', quantity: 3, price: 7000 }],
    });
  });

  it('says plainly when the product does not exist', async () => {
    stubProduct();
    renderApp('/services/no-such-thing');
    expect(await screen.findByText('We could not find this service')).toBeInTheDocument();
    expect(screen.getByText('Product not found: check the address.')).toBeInTheDocument();
  });

  it('checks the quote request, shows the server’s messages by field, then its thanks', async () => {
    const user = userEvent.setup();
    let first = true;
    const api = stubProduct(() => {
      if (first) {
        first = false;
        return failFields(400, { email: 'Email must be a valid email address' });
      }
      return quotationThanks();
    });
    renderApp('/services/uk-trade-mark');
    const form = await screen.findByRole('form', { name: 'Request a custom quote' });
    await user.click(within(form).getByRole('button', { name: 'Request a quote' }));
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Tell us what you need in at least 10 characters.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    expect(api.to('POST /api/orders/raise-quotation')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(
      within(form).getByRole('textbox', { name: 'What do you need?' }),
      'Three classes, filed this week.',
    );
    await user.click(within(form).getByRole('button', { name: 'Request a quote' }));
    // The server's lower-case message starts with a capital under the field.
    expect(await within(form).findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('Thank you: we will reply within one business day.')).toBeInTheDocument();
    expect(api.to('POST /api/orders/raise-quotation').at(-1)?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.comx',
      company: null,
      phone: null,
      details: 'Three classes, filed this week.',
      productId: tradeMark.id,
    });
  });
});
