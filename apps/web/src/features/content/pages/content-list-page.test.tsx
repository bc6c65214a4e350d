import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, stubApi, type TRecordedCall } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { listAnswer, makeCommunity, makeEvent } from '../test-fixtures';

const events = (page: number, count = 10) =>
  Array.from({ length: count }, (_, i) =>
    makeEvent({ id: `e-${page}-${i}`, slug: `event-${page}-${i}`, name: `Event ${page}.${i}` }),
  );

/** The list calls' bodies, newest last. */
const bodies = (calls: TRecordedCall[]) => calls.map((call) => call.body as Record<string, unknown>);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('content list pages', () => {
  it('keeps search and filters in the address, resets the page on a change, and follows back/forward', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/content/event/list': (call) => {
        const page = (call.body as { page: number }).page;
        return listAnswer(events(page), 45, page);
      },
    });
    const { router } = renderApp('/events?page=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Event 3.0' })).toBeInTheDocument();
    expect(bodies(api.to('POST /api/content/event/list')).at(-1)).toMatchObject({ page: 3, pageSize: 10 });

    await user.selectOptions(screen.getByLabelText('Sector'), 'fintech');
    expect(router.state.location.search).toBe('?sector=fintech');
    expect(await screen.findByRole('heading', { level: 2, name: 'Event 1.0' })).toBeInTheDocument();
    expect(bodies(api.to('POST /api/content/event/list')).at(-1)).toEqual({ page: 1, pageSize: 10, sector: 'fintech' });

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'pitch night{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('pitch night');

    fireDate(screen.getByLabelText('From'), '2026-12-01');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-12-01');
    await screen.findByRole('heading', { level: 2, name: 'Event 1.0' });
    expect(bodies(api.to('POST /api/content/event/list')).at(-1)).toEqual({
      page: 1,
      pageSize: 10,
      search: 'pitch night',
      sector: 'fintech',
      from: '2026-12-01',
    });

    // Back goes through the history of filters, to the page the list was opened on.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?sector=fintech&q=pitch+night');
    await act(() => router.navigate(-2));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Event 3.0' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sector')).toHaveValue('');
  });

  it('pages ten at a time with the window of five and says which items are shown', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/content/community/list': (call) => {
        const page = (call.body as { page: number }).page;
        return listAnswer(
          Array.from({ length: 10 }, (_, i) => makeCommunity(page * 10 + i)),
          95,
          page,
        );
      },
    });
    const { router } = renderApp('/community');
    expect(await screen.findByText('Showing 1–10 of 95 communities')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Founder communities pages' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual(['1', '2', '3', '4', '5', '…More pages', '10']);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Showing 11–20 of 95 communities')).toBeInTheDocument();
    expect(bodies(api.to('POST /api/content/community/list')).at(-1)).toMatchObject({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(router.state.location.search).toBe('?page=10');
    expect(await screen.findByText('Showing 91–100 of 95 communities')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows skeleton cards while loading, then an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    let answer: (() => Response) | null = null;
    stubApi({
      'POST /api/content/event/list': (call) => {
        const filtered = Object.keys(call.body as object).some((key) => key === 'sector');
        if (!filtered) return listAnswer(events(1, 3), 3);
        return new Promise<Response>((resolve) => {
          answer = () => listAnswer([], 0);
          setTimeout(() => resolve(answer!()), 50);
        });
      },
    });
    const { router } = renderApp('/events?sector=food');
    expect(await screen.findAllByTestId('content-card-skeleton')).not.toHaveLength(0);
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    const empty = screen.getByText('No events match these filters').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 1–3 of 3 events')).toBeInTheDocument();
  });

  it("shows the api's message when a filter is out of range (400)", async () => {
    stubApi({
      'POST /api/content/event/list': () => fail(400, 'From must be on or before to'),
    });
    renderApp('/events?from=2026-12-10&to=2026-12-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These filters cannot be used');
    expect(alert).toHaveTextContent('From must be on or before to');
    expect(within(alert).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubApi({
      'POST /api/content/investor/list': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Something went wrong!') : listAnswer([], 0);
      },
    });
    renderApp('/investors');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The investors could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No investors yet')).toBeInTheDocument();
  });
});

/** Date inputs take their value in one change event, as a browser's date picker sends it. */
function fireDate(input: HTMLElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
