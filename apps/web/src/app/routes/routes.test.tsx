import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ROUTE_PATTERNS } from '@launchpad/shared/constants/routes';
import { paths } from '@/config/paths';
import { renderApp, signedIn } from '@/test/fixtures';
import { routes } from '.';

/** Every page path the route map declares (index routes are their parent's path; '*' is not a page). */
function declaredPaths(tree: RouteObject[], parent = '/'): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : route.path;
    const full = own === undefined ? parent : own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const here = own !== undefined && own !== '*' ? [full] : [];
    return [...here, ...declaredPaths(route.children ?? [], full)];
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('route map (SPEC §2)', () => {
  it("declares exactly the shared list of pages, so the server's 404s agree with the router", () => {
    const declared = declaredPaths(routes);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('redirects an unknown path to /404, which explains and offers a way back', async () => {
    const { router } = renderApp('/no-such-page/at/all');
    expect(await screen.findByRole('heading', { name: 'This page has drifted off course' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('renders the home page with the site header, main landmark and footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /From idea to incorporated/ })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it.each([
    [paths.terms, /^Terms/],
    [paths.blogPost(42), 'Blog post'],
    [paths.investor('abc'), 'Investor profile'],
    [paths.signup, 'Create your account'],
    [paths.cart, 'Your cart'],
    [paths.buildStartupLandingPage(7), 'Your landing page'],
  ] as const)('gives %s a titled page rather than a blank screen', async (path, title: string | RegExp) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(new URL(path, 'http://x').pathname);
  });

  it.each([
    [paths.serviceDialog('companyFormation', 'United States', 'Delaware'), 'Company formation'],
    [paths.serviceDialog('tradeMark'), 'Trade marks'],
    [paths.serviceDialog('bookkeeping'), 'Bookkeeping & accounting'],
  ])('opens %s as a dialog over the services page', async (path, title) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Services for every step of your launch', hidden: true }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(new URL(path, 'http://x').pathname);
  });

  it.each([paths.thankyou, paths.onboarding])(
    'keeps %s in the auth layout (SPEC §2), for signed-in customers only',
    async (path) => {
      const anonymous = renderApp(path);
      await waitFor(() => expect(anonymous.router.state.location.pathname).toBe(paths.login));
      expect(anonymous.router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      anonymous.unmount();

      const member = renderApp(path, signedIn());
      // The auth layout's own legal links, and not the site's header navigation.
      expect(await screen.findByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
      expect(member.router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).not.toBeInTheDocument();
    },
  );

  it('shows the standalone landing page without the site header', async () => {
    renderApp(paths.buildStartupLandingPage(7));
    await screen.findByRole('heading', { name: 'Your landing page' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
