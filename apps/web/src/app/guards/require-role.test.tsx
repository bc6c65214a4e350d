import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('RequireRole: the admin area (SPEC §6)', () => {
  it('sends an anonymous visitor to /login, remembering the page', async () => {
    const { router } = renderApp('/admin?tab=upload');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin?tab=upload');
  });

  it('shows a signed-in customer the 404 page, as for an address that does not exist', async () => {
    const { router } = renderApp('/admin', signedIn(makeUser({ role: 'customer' })));
    expect(await screen.findByRole('heading', { name: 'This page has drifted off course' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows an influencer the 404 page too', async () => {
    const { router } = renderApp('/admin', signedIn(makeUser({ role: 'influencer' })));
    await screen.findByRole('heading', { name: 'This page has drifted off course' });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('opens the admin area for an admin', async () => {
    const { router } = renderApp('/admin?tab=upload', signedIn(makeUser({ role: 'admin' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/admin');
  });
});
