import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { renderApp, signedIn } from '@/test/fixtures';
import { application } from './influencer-data';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const AUDIENCE = 'Forty thousand early-stage founders on YouTube and a weekly newsletter.';

describe('/referral: the programme', () => {
  it('explains the programme and asks signed-out visitors to sign in to apply', async () => {
    renderApp('/referral');
    expect(await screen.findByRole('heading', { level: 1, name: /earn for every one you bring/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByText(/valid only for the Startup Membership Plan/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('£50.00 minimum payout').length).toBeGreaterThan(0);
    expect(screen.getByText('You earn').nextSibling).toHaveTextContent('£24.50');
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login?next=%2Freferral');
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });
});

describe('/referral: applying', () => {
  it('checks the form before sending: audience, a channel, valid links', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/influencer/status': () => ok(null) });
    renderApp('/referral', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Send application' }));

    expect(screen.getByText('Tell us about your audience (20 characters or more)')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one channel')).toBeInTheDocument();
    expect(screen.getByText('Add at least one link to your channel')).toBeInTheDocument();
    expect(screen.getByLabelText('Tell us about your audience')).toHaveFocus();

    await user.type(screen.getByLabelText('Link 1'), 'not a link');
    expect(
      screen.getByText('Enter a web address starting with http:// or https://, such as https://youtube.com/@you'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/influencer/application')).toHaveLength(0);
  });

  it('sends audience, channels and links (adding and removing rows), then shows the status', async () => {
    const user = userEvent.setup();
    let applied = false;
    const api = stubApi({
      'POST /api/influencer/status': () => ok(applied ? application() : null),
      'POST /api/influencer/application': () => {
        applied = true;
        return ok(application(), 'Application received: We will email you within 1–3 business days.');
      },
    });
    renderApp('/referral', signedIn());
    await user.type(await screen.findByLabelText('Tell us about your audience'), AUDIENCE);
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await user.type(screen.getByLabelText('Link 1'), 'https://youtube.com/@founders');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Link 2'), 'https://example.com/oops');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Link 3'), 'https://founders.substack.com');
    await user.click(screen.getByRole('button', { name: 'Remove link 2' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(api.to('POST /api/influencer/application')).toHaveLength(1));
    expect(api.to('POST /api/influencer/application')[0]?.body).toEqual({
      audience: AUDIENCE,
      channels: ['YouTube', 'Newsletter'],
      links: ['https://youtube.com/@founders', 'https://founders.substack.com'],
    });
    expect(await screen.findByText('Application received')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Application Under Review' });
    expect(within(card).getByText('Important')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to your dashboard/ })).toHaveAttribute('href', '/influencer');
  });

  it('shows the server’s message when it refuses the application', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/influencer/status': () => ok(null),
      'POST /api/influencer/application': () => fail(409, 'You have already applied.'),
    });
    renderApp('/referral', signedIn());
    await user.type(await screen.findByLabelText('Tell us about your audience'), AUDIENCE);
    await user.click(screen.getByRole('checkbox', { name: 'Blog' }));
    await user.type(screen.getByLabelText('Link 1'), 'https://blog.example.com');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied.');
  });

  it('shows the status instead of the form to someone who has applied', async () => {
    stubApi({
      'POST /api/influencer/status': () =>
        ok(application({ status: 'rejected', reason: 'Not a fit right now.', decidedAt: '2026-11-21T10:00:00Z' })),
    });
    renderApp('/referral', signedIn());
    expect(await screen.findByRole('region', { name: 'Application Not Approved' })).toHaveTextContent(
      'Not a fit right now.',
    );
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });
});
