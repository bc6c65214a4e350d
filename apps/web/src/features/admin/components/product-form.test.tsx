import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failFields, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/fixtures';
import { emptyProductForm } from '../product-form-values';
import { ProductForm } from './product-form';

describe('admin product form', () => {
  it('fills the slug from the name and shows the server’s messages under their fields', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/products/add': () =>
        failFields(400, {
          slug: 'Slug is reserved for a page of the site; choose another',
          'addOns.0.name': 'Add-on name must be unique',
        }),
    });
    const onDone = vi.fn();
    renderWithProviders(
      <ProductForm productId={null} initial={emptyProductForm} onDone={onDone} onCancel={() => {}} />,
    );

    await user.type(screen.getByLabelText('Name'), 'Trade Mark');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue('trade-mark');
    await user.type(screen.getByRole('textbox', { name: /Summary/ }), 'One line.');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'All of it.');
    await user.type(screen.getByRole('textbox', { name: 'Our fee (£)' }), '99');
    await user.click(screen.getByRole('button', { name: 'Add an add-on' }));
    const [, addOnName] = screen.getAllByLabelText('Name');
    await user.type(addOnName as HTMLElement, 'Extra class');
    await user.type(screen.getByLabelText('Price (£)'), '70');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Slug is reserved for a page of the site; choose another')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Add-on name must be unique')).toBeInTheDocument();
    expect(screen.getByText('The product was not saved')).toBeInTheDocument();
    expect(api.to('POST /api/products/add')[0]?.body).toMatchObject({
      slug: 'trade-mark',
      name: 'Trade Mark',
      pricePence: 9900,
      filingFeePence: 0,
      addOns: [{ name: 'Extra class', pricePence: 7000, maxQuantity: 1 }],
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
