import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('pagination (SPEC §9: window of 5 with ellipses)', () => {
  it('shows the first and last page, five around the current one, and ellipses between', () => {
    render(<Pagination page={10} totalPages={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(within(nav).getAllByText('More pages')).toHaveLength(2);
  });

  it('marks only the current page with aria-current', () => {
    render(<Pagination page={10} totalPages={20} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 11' })).not.toHaveAttribute('aria-current');
  });

  it('has no ellipsis when every page fits, and no previous page on the first', () => {
    render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.queryByText('More pages')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('reports the page chosen, by number or with Next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} totalPages={9} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [5]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
