import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({});
});

const withTools = () =>
  signedIn(makeUser({ planType: { name: 'Growth', price: 2900, tools: true, build_startup_ai: false } }));

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('financial health check (issue 8)', () => {
  it('sends a customer without the tools flag to the plans page', async () => {
    const { router } = renderApp(paths.toolFinancialHealthCheck, signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/startup-package'));
    expect(router.state.location.search).toBe('?type=tools');
  });

  it('explains each wrong field inline and works out nothing until they are right', async () => {
    const user = userEvent.setup();
    renderApp(paths.toolFinancialHealthCheck, withTools());
    await screen.findByRole('heading', { name: 'Financial health check' });

    await fill(user, { 'Cash in the bank': 'lots', 'Monthly growth': '500' });
    await user.click(screen.getByRole('button', { name: 'Check my financial health' }));

    const cash = screen.getByLabelText('Cash in the bank');
    expect(cash).toHaveAttribute('aria-invalid', 'true');
    expect(cash).toHaveAccessibleDescription(/Cash in the bank must be an amount in pounds, such as 12,500.00./);
    expect(screen.getByText('Monthly growth must be between -50% and 100%.')).toBeInTheDocument();
    expect(screen.getByText('Enter monthly revenue (0 if none).')).toBeInTheDocument();
    expect(cash).toHaveFocus();
    expect(screen.getByText('Your results will appear here')).toBeInTheDocument();

    // Correcting a field clears its message.
    await fill(user, { 'Cash in the bank': '1000' });
    expect(screen.queryByText(/Cash in the bank must be/)).not.toBeInTheDocument();
  });

  it('shows the score, burn, runway, margins and ratios in pounds with each factor explained', async () => {
    const user = userEvent.setup();
    renderApp(paths.toolFinancialHealthCheck, withTools());
    await screen.findByRole('heading', { name: 'Financial health check' });

    await fill(user, {
      'Cash in the bank': '120,000',
      'Monthly revenue': '20000',
      'Monthly cost of sales': '6000',
      'Monthly operating costs': '24000',
      'Monthly growth': '0',
      Debt: '0',
      'Money owed to you': '0',
      'Money you owe suppliers': '0',
    });
    await user.click(screen.getByRole('button', { name: 'Check my financial health' }));

    expect(await screen.findByRole('heading', { name: /Health score: \d+ out of 100/ })).toBeInTheDocument();
    const measures = screen.getByLabelText('Key measures');
    const value = (label: string) => within(measures).getByText(label).nextElementSibling?.textContent;
    expect(value('Monthly burn')).toBe('£10,000.00');
    expect(value('Runway')).toBe('12 months');
    expect(value('Monthly loss')).toBe('£10,000.00');
    expect(value('Gross margin')).toBe('70%');
    expect(value('Current ratio')).toBe('No payables');
    expect(screen.getByText(/Projected cash runs out in month 13/)).toBeInTheDocument();

    const factors = screen.getByRole('region', { name: 'What makes up your score' });
    expect(within(factors).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(
      within(factors).getByText(/£120,000.00 lasts 12 months at a burn of £10,000.00 a month/),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Cash projection: £120,000.00 today/ })).toBeInTheDocument();
  });

  it('exports a CSV and prints', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(paths.toolFinancialHealthCheck, withTools());

    await user.click(await screen.findByRole('button', { name: 'Try an example' }));
    await screen.findByRole('heading', { name: /Health score/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(csv).toContain('Input,Cash (GBP),120000.00');
    expect(csv.split('\n').filter((l) => l.startsWith('Projection'))).toHaveLength(18);

    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Your results will appear here')).toBeInTheDocument();
    expect(screen.getByLabelText('Cash in the bank')).toHaveValue('');
  });
});
