import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveCdnUrl } from '@/lib/cdn';
import { ok, stubApi } from '@/test/api-stub';
import { makeUser, renderApp, renderWithProviders, signedIn } from '@/test/fixtures';
import { AccountSidebar } from './account-sidebar';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('profile picture address (SPEC §3 CDN rule)', () => {
  it('prefixes a relative key with the CDN, a root path with the api, and keeps an http(s) address as is', () => {
    expect(resolveCdnUrl('avatars/ada.png', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/avatars/ada.png',
    );
    // The api's own media path (no CDN configured on the server) lives on the api's host.
    expect(resolveCdnUrl('/media/avatars/ada.webp', 'https://cdn.example.com', '')).toBe('/media/avatars/ada.webp');
    expect(resolveCdnUrl('/media/avatars/ada.webp', 'https://cdn.example.com', 'https://api.example.com/')).toBe(
      'https://api.example.com/media/avatars/ada.webp',
    );
    expect(resolveCdnUrl('https://images.example.com/a.png', 'https://cdn.example.com')).toBe(
      'https://images.example.com/a.png',
    );
    expect(resolveCdnUrl('http://images.example.com/a.png', 'https://cdn.example.com')).toBe(
      'http://images.example.com/a.png',
    );
    expect(resolveCdnUrl('  ', 'https://cdn.example.com')).toBeNull();
    expect(resolveCdnUrl(null)).toBeNull();
  });
});

describe('account sidebar', () => {
  it('shows initials when the user has no picture', () => {
    renderWithProviders(<AccountSidebar user={makeUser({ name: 'Ada Lovelace', profile_img: null })} />);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('loads a relative picture from the CDN and falls back to initials if it fails', () => {
    renderWithProviders(<AccountSidebar user={makeUser({ profile_img: 'avatars/ada.png' })} />);
    const picture = screen.getByRole('img', { name: "Ada Lovelace's profile picture" });
    expect(picture).toHaveAttribute('src', 'https://cdn.launchpad.test/avatars/ada.png');
    fireEvent.error(picture);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('uses an absolute picture address as is', () => {
    renderWithProviders(<AccountSidebar user={makeUser({ profile_img: 'https://images.example.com/ada.jpg' })} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://images.example.com/ada.jpg');
  });

  it('lists the nine account entries and marks the current one', () => {
    renderWithProviders(<AccountSidebar user={makeUser()} />, { path: '/account/orders' });
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account'],
      ['Profile', '/account/profile'],
      ['Orders history', '/account/orders'],
      ['Password', '/account/configuratation'],
      ['Billing', '/account/billings'],
      ['Startup Subscription', '/account/subscription'],
      ['Domain', '/domain'],
      ['Connect & Earn', '/influencer'],
      ['Support', '/account/support'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders history' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('deleting the account (SPEC §4)', () => {
  it('is offered in the danger zone at the bottom of Profile, not under the navigation of every page', async () => {
    stubApi({ 'POST /api/user': () => ok(makeUser()) });
    renderApp('/account/orders', signedIn());
    const sidebar = await screen.findByRole('complementary', { name: 'Account' });
    expect(within(sidebar).queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
    cleanup();
    renderApp('/account/profile', signedIn());
    const danger = await screen.findByRole('region', { name: 'Danger zone' }, { timeout: 15_000 });
    expect(within(danger).getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.at(-1)).toBe(danger);
  });

  it('asks for the password, then reports success, logs out and goes home', async () => {
    // The api's calls are Requests; the page also fetches plain URLs (the payment configuration).
    const fetchSpy = vi.fn((_request: Request | string) =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, message: 'Your account has been deleted.' }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { router, store } = renderApp('/account/profile', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user).toBeNull();
    const sent = fetchSpy.mock.calls
      .map(([request]) => request)
      .find((r): r is Request => typeof r !== 'string' && r.url.includes('delete-account'));
    expect(await sent?.json()).toEqual({ password: 'correct horse battery' });
  });

  it('shows why the server refused (a wrong password) in the dialog and keeps the user signed in', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'Your password is not correct.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { router, store } = renderApp('/account/profile', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'not my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByText('Your password is not correct.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(store.getState().auth.user).not.toBeNull();
  });

  it('says so and keeps the user signed in when deletion fails', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'Route not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { router, store } = renderApp('/account/profile', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete account' }),
    );

    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(store.getState().auth.user).not.toBeNull();
  });

  it('does nothing when the person cancels', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));
    const { store } = renderApp('/account/profile', signedIn());
    vi.stubGlobal('fetch', fetchSpy);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchSpy).not.toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringContaining('delete-account') }),
    );
    expect(store.getState().auth.user).not.toBeNull();
  });
});
