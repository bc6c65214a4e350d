import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZServiceSubscription } from '@launchpad/shared';
import { ok, stubApi } from '@/test/api-stub';
import { makeSubscription, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const active = makeSubscription();

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

describe('/account/subscription: services that renew', () => {
  // Answers checked against the api's own response schema, so the stub cannot drift from the api.
  const bookkeeping = ZServiceSubscription.parse({
    id: '6d1f2c2e-3f7b-4a55-9a51-0f5a0f1b2c3d',
    productId: 'p-books',
    description: 'Bookkeeping Starter',
    interval: 'month',
    status: 'active',
    pricePence: 4_900,
    currentPeriodStart: '2026-11-26T10:00:00Z',
    currentPeriodEnd: '2026-12-26T10:00:00Z',
    cancelAtPeriodEnd: false,
    nextRenewal: { at: '2026-12-26T10:00:00Z', pricePence: 4_900, vatPence: 980, totalPence: 5_880 },
  });

  it('lists a renewing service with its price and renewal date, and stops it renewing after confirmation', async () => {
    let services = [bookkeeping];
    const api = stubApi({
      'POST /api/orders/current-subscription': () => ok(null),
      'POST /api/orders/service-subscriptions': () => ok(services),
      'POST /api/orders/service-subscriptions/cancel': () => {
        services = [{ ...bookkeeping, cancelAtPeriodEnd: true, nextRenewal: null }];
        return ok(services[0], 'Bookkeeping Starter is cancelled. It runs until 26 Dec 2026 and will not renew.');
      },
    });
    renderApp('/account/subscription', signedIn());
    const panel =
      (await screen.findByRole('heading', { name: 'Services that renew' })).closest('section') ?? document.body;
    expect(within(panel as HTMLElement).getByText('£49.00/month + VAT, renews on 26 Dec 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Bookkeeping Starter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Bookkeeping Starter?' });
    expect(dialog).toHaveTextContent('runs until 26 Dec 2026 and will not renew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel service' }));
    await waitFor(() => expect(api.to('POST /api/orders/service-subscriptions/cancel')).toHaveLength(1));
    expect(api.to('POST /api/orders/service-subscriptions/cancel')[0]?.body).toEqual({ id: bookkeeping.id });
    expect(await screen.findByText('£49.00/month + VAT, ends on 26 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Bookkeeping Starter' })).not.toBeInTheDocument();
  });

  it('shows no services panel to a customer without one', async () => {
    const api = stubApi({
      'POST /api/orders/current-subscription': () => ok(null),
      'POST /api/orders/service-subscriptions': () => ok([]),
    });
    renderApp('/account/subscription', signedIn());
    expect(await screen.findByText('You are not on a plan yet')).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST /api/orders/service-subscriptions')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Services that renew' })).not.toBeInTheDocument();
  });
});
