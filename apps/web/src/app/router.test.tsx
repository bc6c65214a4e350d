import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { CatchPageErrors } from '@/app/pages/route-error-page';
import { stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Where the window is scrolled to, as the page would see it. */
function scrolledTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  window.dispatchEvent(new Event('scroll'));
}

describe('the router: scroll positions', () => {
  it('starts a new page at the top and returns to where the visitor was on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: /privacy policy/i });
    scrolledTo(640);

    await act(() => router.navigate('/terms-&-conditions'));
    await screen.findByRole('heading', { level: 1, name: /terms and conditions/i });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(120);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: /privacy policy/i });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => router.navigate(1));
    await screen.findByRole('heading', { level: 1, name: /terms and conditions/i });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});

describe('the router: a page that fails', () => {
  function Broken(): never {
    throw new Error('the page broke');
  }

  it('shows the apology in its place, inside the layout, and the next address works again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          element: (
            <main>
              <nav>
                <Link to="/fine">Somewhere else</Link>
              </nav>
              <CatchPageErrors />
            </main>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>A working page</h1> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Somewhere else' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'A working page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
