import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminInfluencer } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, ok, stubApi } from '@/test/api-stub';
import { makeUser, renderWithProviders, signedIn } from '@/test/fixtures';
import { InfluencersPanel } from './influencers-panel';

const ID = '6f1c2e3a-0000-4000-8000-000000000001';
const DECIDE = `POST /api/admin/influencers/${ID}/decision`;
const PAYOUT = `POST /api/admin/influencers/${ID}/payouts`;

function influencer(overrides: Partial<TAdminInfluencer> = {}): TAdminInfluencer {
  return {
    id: ID,
    status: 'pending',
    audience: 'Forty thousand early-stage founders on YouTube.',
    channels: ['YouTube', 'Newsletter'],
    links: ['https://youtube.com/@founders'],
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    user: { id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' },
    pendingCommission: 7_500,
    payableCommission: 6_000,
    paidCommission: 1_000,
    ...overrides,
  };
}

const list = (items: TAdminInfluencer[]) =>
  json(200, {
    success: true,
    data: items,
    page_meta: { total_items_count: items.length, has_next_page: false, page: 1, page_size: 10 },
  });

const admin = signedIn(makeUser({ role: 'admin', email: 'staff@example.com' }));
const renderPanel = () => renderWithProviders(<InfluencersPanel />, { session: admin });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

async function openCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
}

describe('admin influencers: the list', () => {
  it('lists pending applications first, filters by status, and shows the details with safe external links', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/admin/influencers/list': () => list([influencer()]) });
    renderPanel();
    await openCard(user);
    expect(api.to('POST /api/admin/influencers/list')[0]?.body).toEqual({ page: 1, pageSize: 10, status: 'pending' });
    expect(screen.getByText('Forty thousand early-stage founders on YouTube.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /youtube\.com\/@founders/ });
    expect(link).toHaveAttribute('href', 'https://youtube.com/@founders');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: /Grace Hopper/ })).toHaveTextContent('Pending');
    expect(screen.getByText('Payable now').nextSibling).toHaveTextContent('£60.00');

    await user.selectOptions(screen.getByLabelText('Application status'), 'All applications');
    await waitFor(() =>
      expect(api.to('POST /api/admin/influencers/list').at(-1)?.body).toEqual({ page: 1, pageSize: 10 }),
    );
  });

  it('says when nothing matches, and shows the server’s refusal', async () => {
    stubApi({ 'POST /api/admin/influencers/list': () => list([]) });
    const { unmount } = renderPanel();
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
    unmount();
    stubApi({ 'POST /api/admin/influencers/list': () => fail(403, 'Only staff can do this.') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can do this.');
  });
});

describe('admin influencers: decisions', () => {
  it('approves with a commission rate (5 unless changed) and shows the server’s message', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/influencers/list': () => list([influencer()]),
      [DECIDE]: () => ok({ ...influencer({ status: 'approved' }) }, 'Grace Hopper is now an influencer.'),
    });
    renderPanel();
    await openCard(user);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    const rate = within(dialog).getByLabelText('Commission rate (%)');
    expect(rate).toHaveValue(5);
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
    expect(api.to(DECIDE)[0]?.body).toEqual({ status: 'approved', commissionRate: 7.5 });
    expect(await screen.findByText('Grace Hopper is now an influencer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/influencers/list': () => list([influencer()]),
      [DECIDE]: () => ok(influencer({ status: 'rejected', reason: 'Audience too small.' })),
    });
    renderPanel();
    await openCard(user);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason; the applicant reads it.')).toBeInTheDocument();
    expect(api.to(DECIDE)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Audience too small.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.to(DECIDE)[0]?.body).toEqual({ status: 'rejected', reason: 'Audience too small.' }));
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();
  });
});

describe('admin influencers: payouts', () => {
  it('records a payout, or shows why the server refused it', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = stubApi({
      'POST /api/admin/influencers/list': () => list([influencer({ status: 'approved' })]),
      [PAYOUT]: () =>
        refuse
          ? fail(400, 'Payable commission is £20.00; the minimum payout is £50.00.')
          : ok({ id: 'p1', createdAt: '2026-11-22T10:00:00Z', amount: 6_000, reference: 'BACS-1' }),
    });
    renderPanel();
    await openCard(user);
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payout' });
    await user.type(within(dialog).getByLabelText(/Payment reference/), 'BACS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the minimum payout is £50.00');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout of £60.00 recorded.')).toBeInTheDocument();
    expect(api.to(PAYOUT).at(-1)?.body).toEqual({ reference: 'BACS-1' });
  });
});
