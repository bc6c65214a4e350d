import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';
import {
  application,
  coupon,
  couponUsage,
  pageOf,
  payment,
  referralStats,
  referralUsage,
  stats,
} from './influencer-data';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const influencerCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/api/influencer/')).map((call) => call.path);

/** An approved influencer with data in every tab; `routes` overrides any of them. */
function approvedApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/influencer/status': () => ok(application({ status: 'approved', decidedAt: '2026-11-21T10:00:00Z' })),
    'POST /api/influencer/stats': () => ok(stats()),
    'POST /api/influencer/coupon-usage-stats': () =>
      pageOf(
        [
          coupon(),
          coupon({
            id: 'c2',
            name: 'inf-ada',
            discountType: 'amount_off',
            percent_off: null,
            amount_off: 500,
            redeem_by: null,
            max_redemptions: null,
            is_specific_items: false,
            products: [],
            plans: [],
          }),
        ],
        1,
        2,
      ),
    'POST /api/influencer/coupon-usage-list': (call) => {
      const { page } = call.body as { page: number };
      const count = page === 1 ? 10 : 2;
      return pageOf(
        Array.from({ length: count }, (_, i) => couponUsage((page - 1) * 10 + i + 1)),
        page,
        12,
      );
    },
    'POST /api/influencer/referral-usage-stats': () => ok(referralStats()),
    'POST /api/influencer/referral-usage-list': (call) => {
      const { page } = call.body as { page: number };
      return pageOf(
        page === 1 ? Array.from({ length: 10 }, (_, i) => referralUsage(i + 1)) : [referralUsage(11)],
        page,
        11,
      );
    },
    'POST /api/influencer/payment-list': (call) => {
      const { page } = call.body as { page: number };
      return pageOf(page === 1 ? Array.from({ length: 10 }, (_, i) => payment(i + 1)) : [payment(11)], page, 11, {
        totals: { totalCommission: 12_345, totalCompletedPayments: 5_000, totalPendingCommission: 7_345 },
      });
    },
    ...routes,
  });
}

describe('/influencer: before approval', () => {
  it('pending: shows "Application Under Review" with an Important badge, the locked tabs, and asks for no data', async () => {
    const api = stubApi({ 'POST /api/influencer/status': () => ok(application()) });
    renderApp('/influencer', signedIn());

    const card = await screen.findByRole('region', { name: 'Application Under Review' });
    expect(within(card).getByText('Important')).toBeInTheDocument();
    expect(card).toHaveTextContent('1–3 business days');
    const locked = screen.getByRole('region', { name: 'Coupons, links and payments are locked' });
    expect(within(locked).getByRole('link', { name: /Join and Earn/ })).toHaveAttribute('href', '/referral');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // Give any stray request time to go out before checking none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(influencerCalls(api.calls)).toEqual(['/api/influencer/status']);
  });

  it('rejected: shows "Application Not Approved" with the reason, and the lock', async () => {
    const api = stubApi({
      'POST /api/influencer/status': () =>
        ok(
          application({
            status: 'rejected',
            reason: 'Your audience is too small for now.',
            decidedAt: '2026-11-21T10:00:00Z',
          }),
        ),
    });
    renderApp('/influencer', signedIn());
    const card = await screen.findByRole('region', { name: 'Application Not Approved' });
    expect(card).toHaveTextContent('Reason: Your audience is too small for now.');
    expect(screen.getByRole('link', { name: /Join and Earn/ })).toBeInTheDocument();
    expect(influencerCalls(api.calls)).toEqual(['/api/influencer/status']);
  });

  it('never applied: no status card, only the lock inviting them to join', async () => {
    const api = stubApi({ 'POST /api/influencer/status': () => ok(null) });
    renderApp('/influencer', signedIn());
    expect(await screen.findByRole('link', { name: /Join and Earn/ })).toHaveAttribute('href', '/referral');
    expect(screen.queryByRole('region', { name: /Application/ })).not.toBeInTheDocument();
    expect(influencerCalls(api.calls)).toEqual(['/api/influencer/status']);
  });
});

describe('/influencer: the approved card', () => {
  it('shows on the first two visits and not on the third, counting each visit once in StrictMode', async () => {
    approvedApi();
    for (const visit of [1, 2, 3]) {
      const { unmount } = renderApp('/influencer', signedIn(), { strict: true });
      await screen.findByRole('tab', { name: /Coupons/ });
      if (visit < 3) expect(screen.getByRole('region', { name: "You're approved!" })).toBeInTheDocument();
      else expect(screen.queryByRole('region', { name: "You're approved!" })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('counts per user: another account in the same browser still sees it', async () => {
    approvedApi();
    window.localStorage.setItem('launchpad.influencerApprovedViews', JSON.stringify({ 'user-1': 2 }));
    const first = renderApp('/influencer', signedIn());
    await screen.findByRole('tab', { name: /Coupons/ });
    expect(screen.queryByRole('region', { name: "You're approved!" })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/influencer', signedIn(makeUser({ id: 'user-2' })));
    expect(await screen.findByRole('region', { name: "You're approved!" })).toBeInTheDocument();
  });
});

describe('/influencer: stats and coupons', () => {
  it('shows the totals in pounds and the coupon cards with their terms', async () => {
    approvedApi();
    renderApp('/influencer', signedIn());
    expect(await screen.findByText('£123.45')).toBeInTheDocument();
    expect(screen.getByText('£73.45')).toBeInTheDocument();
    expect(screen.getByText('£20.00 past the refund window')).toBeInTheDocument();

    const coupons = await screen.findByRole('list', { name: 'Your coupons' });
    const [spring, inf] = within(coupons).getAllByRole('listitem');
    expect(spring).toHaveTextContent('10% off');
    expect(spring).toHaveTextContent('Redeem by31 Dec 2026');
    expect(spring).toHaveTextContent('Max redemptions100');
    expect(spring).toHaveTextContent('Applies toUK limited company, Growth plan');
    expect(spring).toHaveTextContent('Your commission7.5%');
    expect(spring).toHaveTextContent('Uses3');
    expect(inf).toHaveTextContent('£5.00 off');
    expect(inf).toHaveTextContent('Redeem byNo expiry');
    expect(inf).toHaveTextContent('Max redemptionsUnlimited');
    expect(inf).toHaveTextContent('Applies toAll startup packages');
  });

  it('copies a coupon code with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    approvedApi();
    renderApp('/influencer', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Copy code SPRING10' }));
    expect(writeText).toHaveBeenCalledWith('SPRING10');
    expect(await screen.findByText('Code SPRING10 copied to clipboard!')).toBeInTheDocument();
  });

  it('lists coupon usage 10 at a time; More appends the next page', async () => {
    const user = userEvent.setup();
    const api = approvedApi();
    renderApp('/influencer', signedIn());
    const table = await screen.findByRole('table', { name: 'Coupon usage, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Buyer 1');
    expect(first).toHaveTextContent('#1001');
    expect(first).toHaveTextContent('£100.00');
    expect(first).toHaveTextContent('£90.00');
    expect(first).toHaveTextContent('£10.00');
    expect(first).toHaveTextContent('£6.75');
    expect(first).toHaveTextContent('21 Nov 2026');
    expect(api.to('POST /api/influencer/coupon-usage-list')[0]?.body).toEqual({ page: 1, pageSize: 10 });
    expect(api.to('POST /api/influencer/coupon-usage-stats')[0]?.body).toEqual({ pageSize: 10 });

    await user.click(screen.getByRole('button', { name: 'More coupon usage' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(within(table).getAllByRole('row')[12]).toHaveTextContent('Buyer 12');
    expect(api.to('POST /api/influencer/coupon-usage-list').at(-1)?.body).toEqual({ page: 2, pageSize: 10 });
    expect(screen.queryByRole('button', { name: 'More coupon usage' })).not.toBeInTheDocument();
  });

  it('says when there are no coupons and no usage', async () => {
    approvedApi({
      'POST /api/influencer/coupon-usage-stats': () => pageOf([], 1, 0),
      'POST /api/influencer/coupon-usage-list': () => pageOf([], 1, 0),
    });
    renderApp('/influencer', signedIn());
    expect(await screen.findByText('No coupons available')).toBeInTheDocument();
    expect(await screen.findByText('No coupon usage available')).toBeInTheDocument();
  });

  it('shows "Failed to fetch coupon stats" and "Failed to fetch coupon usage" with the server message', async () => {
    approvedApi({
      'POST /api/influencer/coupon-usage-stats': () => fail(500, 'Coupons are resting.'),
      'POST /api/influencer/coupon-usage-list': () => fail(400, 'Page must be 1 or more'),
    });
    renderApp('/influencer', signedIn());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('Failed to fetch coupon stats').closest('[role=alert]')).toHaveTextContent(
      'Coupons are resting.',
    );
    expect(screen.getByText('Failed to fetch coupon usage').closest('[role=alert]')).toHaveTextContent(
      'Page must be 1 or more',
    );
  });
});

describe('/influencer: links', () => {
  it('shows the referral link, the rate, the stats and the usage; asks with the own id and apiType customer', async () => {
    const user = userEvent.setup();
    const api = approvedApi();
    renderApp('/influencer?tab=links', signedIn());
    expect(await screen.findByLabelText('Referral link')).toHaveValue('http://localhost/signup?signupref=REF-ADA');
    expect(screen.getByText('The referral link is valid only for the Startup Membership Plan.')).toBeInTheDocument();
    expect(screen.getByText('Commission rate').nextSibling).toHaveTextContent('8%');
    expect(api.to('POST /api/influencer/referral-usage-stats')[0]?.body).toEqual({
      influencerId: 'user-1',
      apiType: 'customer',
    });

    const table = await screen.findByRole('table', { name: 'Referral usage, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Customer 1');
    expect(api.to('POST /api/influencer/referral-usage-list')[0]?.body).toEqual({
      page: 1,
      pageSize: 10,
      influencerId: 'user-1',
      apiType: 'customer',
    });
    await user.click(screen.getByRole('button', { name: 'More referral usage' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
  });

  it('copies the link: "URL copied to clipboard!", or "Failed to copy URL"', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    approvedApi();
    renderApp('/influencer?tab=links', signedIn());
    const copy = await screen.findByRole('button', { name: 'Copy referral link' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('http://localhost/signup?signupref=REF-ADA');
    expect(await screen.findByText('URL copied to clipboard!')).toBeInTheDocument();
    await user.click(copy);
    expect(await screen.findByText('Failed to copy URL')).toBeInTheDocument();
  });

  it('shows the empty state and both errors with the server message', async () => {
    approvedApi({ 'POST /api/influencer/referral-usage-list': () => pageOf([], 1, 0) });
    const { unmount } = renderApp('/influencer?tab=links', signedIn());
    expect(await screen.findByText('No referral usage available')).toBeInTheDocument();
    unmount();

    approvedApi({
      'POST /api/influencer/referral-usage-stats': () => fail(403, 'Only approved influencers can see this.'),
      'POST /api/influencer/referral-usage-list': () => fail(500, 'Referrals are resting.'),
    });
    renderApp('/influencer?tab=links', signedIn());
    expect(await screen.findByText('Failed to fetch referral data')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch referral data').closest('[role=alert]')).toHaveTextContent(
      'Only approved influencers can see this.',
    );
    expect(await screen.findByText('Failed to fetch referral usage')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch referral usage').closest('[role=alert]')).toHaveTextContent(
      'Referrals are resting.',
    );
  });
});

describe('/influencer: payments', () => {
  it('shows the totals and the payouts, More appends; the tab is in the URL', async () => {
    const user = userEvent.setup();
    const api = approvedApi();
    const { router } = renderApp('/influencer', signedIn());
    await user.click(await screen.findByRole('tab', { name: /Payments/ }));
    expect(router.state.location.search).toBe('?tab=payments');
    const table = await screen.findByRole('table', { name: 'Payouts, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('BACS-1');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('£50.01');
    expect(screen.getByText('Paid to you').nextSibling).toHaveTextContent('£50.00');
    await user.click(screen.getByRole('button', { name: 'More payments' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    expect(api.to('POST /api/influencer/payment-list').at(-1)?.body).toEqual({ page: 2, pageSize: 10 });
  });

  it('says when there is no payment history, and shows a failure with the server message', async () => {
    approvedApi({
      'POST /api/influencer/payment-list': () =>
        pageOf([], 1, 0, { totals: { totalCommission: 0, totalCompletedPayments: 0, totalPendingCommission: 0 } }),
    });
    const { unmount } = renderApp('/influencer?tab=payments', signedIn());
    expect(await screen.findByText('No payment history available')).toBeInTheDocument();
    unmount();

    approvedApi({ 'POST /api/influencer/payment-list': () => fail(500, 'Payments are resting.') });
    renderApp('/influencer?tab=payments', signedIn());
    expect(await screen.findByText('Failed to fetch payment history')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch payment history').closest('[role=alert]')).toHaveTextContent(
      'Payments are resting.',
    );
  });
});
