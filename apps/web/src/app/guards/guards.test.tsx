import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp, signedIn } from '@/test/fixtures';

// The api is not running in component tests: page metadata falls back and warns.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const withTools = signedIn(makeUser({ planType: { name: 'Pro', price: 9900, tools: true, build_startup_ai: false } }));

describe('RequireAuth: login-required routes', () => {
  it('sends an anonymous visitor to /login, remembering the page in ?next=', async () => {
    const { router } = renderApp('/account/orders?page=2');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/orders?page=2');
  });

  it('guards the domain hub, the builder results and email confirmation too', async () => {
    for (const path of ['/domain', '/build-startup/42/leancanvas', '/confirm-email/abc', '/influencer']) {
      const { router, unmount } = renderApp(path);
      expect(router.state.location.pathname).toBe('/login');
      unmount();
    }
  });

  it('shows the page beside the account sidebar to a signed-in user', async () => {
    renderApp('/account/orders', signedIn());
    expect(await screen.findByRole('heading', { name: 'Orders history' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
  });
});

describe('RequirePlanFlag: tools need a plan with the tools flag', () => {
  it('sends a signed-in user without the flag to /startup-package?type=tools', async () => {
    const { router } = renderApp('/tools/business-plan', signedIn());
    expect(await screen.findByRole('heading', { name: 'Startup Package' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/startup-package');
    expect(router.state.location.search).toBe('?type=tools');
  });

  it('sends an anonymous visitor the same way', () => {
    const { router } = renderApp('/tools/seo-audit');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/startup-package?type=tools');
  });

  it('shows the tool to a user whose plan has the flag, under both chart spellings', async () => {
    const { unmount } = renderApp('/tools/business-plan', withTools);
    expect(await screen.findByRole('heading', { name: 'Business plan' })).toBeInTheDocument();
    unmount();
    for (const path of ['/tools/organisational-chart', '/tools/organization-chart']) {
      const view = renderApp(path, withTools);
      expect(await screen.findByRole('heading', { name: 'Organisation chart' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });

  it('leaves public tool pages open to everyone', async () => {
    renderApp('/tools/some-tool');
    expect(await screen.findByRole('heading', { name: 'Tool details' })).toBeInTheDocument();
  });
});
