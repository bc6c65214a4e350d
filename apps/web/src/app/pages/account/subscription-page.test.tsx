import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentSubscription } from '@launchpad/shared';
import { ok, stubApi } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const active: TCurrentSubscription = {
  id: 's1',
  plan: { id: 'p1', slug: 'growth', name: 'Growth', tools: true, build_startup_ai: false },
  interval: 'month',
  status: 'active',
  currentPeriodStart: '2026-11-22T10:00:00Z',
  currentPeriodEnd: '2026-12-22T10:00:00Z',
  cancelAtPeriodEnd: false,
  nextRenewal: {
    at: '2026-12-22T10:00:00Z',
    planName: 'Growth',
    interval: 'month',
    pricePence: 2_900,
    vatPence: 580,
    totalPence: 3_480,
  },
  pendingChange: null,
};

describe('/account/subscription', () => {
  it('shows the plan, interval, renewal date and price, and cancels at period end after confirmation', async () => {
    let current = active;
    const api = stubApi({
      'POST /api/orders/current-subscription': () => ok(current),
      'POST /api/orders/cancel-current-subscription': () => {
        current = { ...active, cancelAtPeriodEnd: true, nextRenewal: null };
        return ok(current);
      },
    });
    renderApp('/account/subscription', signedIn());
    expect(await screen.findByText('Growth')).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('£34.80')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('stays active until 22 Dec 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(api.to('POST /api/orders/cancel-current-subscription')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(api.to('POST /api/orders/cancel-current-subscription')).toHaveLength(1));
    expect(await screen.findByText('Ends 22 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('invites a member without a plan to compare the packages', async () => {
    stubApi({ 'POST /api/orders/current-subscription': () => ok(null) });
    renderApp('/account/subscription', signedIn());
    expect(await screen.findByText('You are not on a plan yet')).toBeInTheDocument();
  });
});
