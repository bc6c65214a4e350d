import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_UPLOAD_COLUMNS } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, ok, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/fixtures';
import { productUploadTemplateCsv } from '../upload-template';
import { UploadPanel } from './upload-panel';

const csv = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('admin product upload', () => {
  it('shows the row-by-row report of a refused file as a table, rows in order', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/upload/product': () =>
        json(422, {
          success: false,
          message: '2 problems in 2 rows: nothing was saved.',
          errors: [
            { row: 4, field: 'category', message: 'Category must be one of: company_formation, trade_mark' },
            { row: 2, field: 'price_gbp', message: 'price_gbp must be an amount in pounds, e.g. 99.00' },
          ],
        }),
    });
    renderWithProviders(<UploadPanel />);
    await user.upload(screen.getByLabelText('Product file'), csv('slug,name\nx,y\n'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Nothing was uploaded')).toBeInTheDocument();
    expect(screen.getByText(/2 problems in 2 rows: nothing was saved\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '2 problems in 2 rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'price_gbp', 'price_gbp must be an amount in pounds, e.g. 99.00'],
      ['4', 'category', 'Category must be one of: company_formation, trade_mark'],
    ]);
    // Sent as multipart, in the field the server reads.
    expect(String(api.to('POST /api/admin/upload/product')[0]?.body)).toContain('name="file"');
  });

  it('says what was created and updated when every row is valid', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/upload/product': () =>
        ok({ total: 3, created: 2, updated: 1, slugs: ['a', 'b', 'c'] }, 'Uploaded 3 products.'),
    });
    renderWithProviders(<UploadPanel />);
    await user.upload(screen.getByLabelText('Product file'), csv('slug\n'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded 3 products.')).toBeInTheDocument();
    expect(screen.getByText('3 rows: 2 created, 1 updated.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows any other refusal (not a CSV, too large) as the server said it', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/upload/product': () =>
        json(415, { success: false, message: 'Upload the products as a .csv or .xlsx file.' }),
    });
    renderWithProviders(<UploadPanel />);
    await user.upload(screen.getByLabelText('Product file'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload the products as a .csv or .xlsx file.');
  });

  it('offers a CSV template with every upload column, in order', () => {
    renderWithProviders(<UploadPanel />);
    const link = screen.getByRole('link', { name: /Download the CSV template/ });
    expect(link).toHaveAttribute('download', 'launchpad-products-template.csv');
    const header = decodeURIComponent(link.getAttribute('href')?.split(',').slice(1).join(',') ?? '').trim();
    expect(header).toBe(PRODUCT_UPLOAD_COLUMNS.map((c) => c.column).join(','));
    expect(productUploadTemplateCsv()).toBe(`${header}\r\n`);
  });
});
