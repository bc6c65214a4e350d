import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/fixtures';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { formatSpan } from '@/lib/zoned-dates';
import { makeArticle, makeCommunity, makeEvent, makeOrganizer } from '../test-fixtures';

const event = makeEvent();

function stubDetails() {
  return stubApi({
    'POST /api/content/event/berlin-pitch-night': () =>
      ok({
        item: event,
        related: [makeEvent({ id: 'e2', slug: 'demo-day', name: 'Demo Day' })],
        organizer: makeOrganizer(),
      }),
    'POST /api/content/event/no-such-event': () => fail(404, 'Event not found'),
    'POST /api/content/blog/raising-seed': () => ok({ item: makeArticle(), related: [] }),
    'POST /api/content/organizer/spree-founders': () => ok({ item: makeOrganizer(), related: [], events: [event] }),
    'POST /api/content/community/community-1': () => ok({ item: makeCommunity(1), related: [makeCommunity(2)] }),
    'GET /api/content/event/berlin-pitch-night/ics': () =>
      new Response('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR', {
        status: 200,
        headers: { 'content-type': 'text/calendar' },
      }),
  });
}

/** A clipboard whose writeText resolves or rejects; set after userEvent.setup(), which installs its own. */
function stubClipboard(works: boolean) {
  const writeText = vi.fn(() => (works ? Promise.resolve() : Promise.reject(new Error('denied'))));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('content detail pages', () => {
  it("shows an event's time in the viewer's time zone and in the event's own, with organiser and related", async () => {
    stubDetails();
    renderApp('/events/berlin-pitch-night');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin Pitch Night' })).toBeInTheDocument();
    expect(screen.getByTestId('event-time-viewer')).toHaveTextContent(
      `${formatSpan(event.startsAt, event.endsAt, viewerTimeZone())} (your time)`,
    );
    expect(screen.getByTestId('event-time-local')).toHaveTextContent(
      'Thu 3 Dec 2026, 19:00 – 21:00 CET (Berlin, event time)',
    );
    expect(screen.getByRole('link', { name: 'Spree Founders' })).toHaveAttribute(
      'href',
      '/eventorganizer/spree-founders',
    );
    expect(screen.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', event.ticketsUrl);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'More like this' });
    expect(within(related).getByRole('link', { name: 'Demo Day' })).toHaveAttribute('href', '/events/demo-day');
  });

  it('formats both zones as labelled in the brief', () => {
    expect(formatSpan('2026-12-03T18:00:00Z', '2026-12-03T20:00:00Z', 'Europe/London')).toBe(
      'Thu 3 Dec 2026, 18:00 – 20:00 GMT',
    );
    expect(formatSpan('2026-12-03T18:00:00Z', '2026-12-03T20:00:00Z', 'America/New_York')).toBe(
      'Thu 3 Dec 2026, 13:00 – 15:00 EST',
    );
  });

  it('downloads the event as an .ics file from the api', async () => {
    const user = userEvent.setup();
    const api = stubDetails();
    const createObjectURL = vi.fn(() => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/events/berlin-pitch-night');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.to('GET /api/content/event/berlin-pitch-night/ics')).toHaveLength(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('berlin-pitch-night.ics');
  });

  it('copies the link and says so, or says it failed (SPEC §8)', async () => {
    const user = userEvent.setup();
    stubDetails();
    renderApp('/community/community-1');
    const copy = await screen.findByRole('button', { name: 'Copy link' });

    const writeText = stubClipboard(true);
    await user.click(copy);
    expect(await screen.findByText('URL copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);

    stubClipboard(false);
    await user.click(copy);
    expect(await screen.findByText('Failed to copy URL')).toBeInTheDocument();

    const share = screen.getByRole('group', { name: 'Share' });
    const encoded = encodeURIComponent(window.location.href);
    expect(
      within(share)
        .getByRole('link', { name: /LinkedIn/ })
        .getAttribute('href'),
    ).toContain(encoded);
    expect(within(share).getByRole('link', { name: /on X/ }).getAttribute('href')).toContain(encoded);
    expect(within(share).getByRole('link', { name: 'Share by email' }).getAttribute('href')).toContain(encoded);
  });

  it("renders an article's sanitised html with a table of contents and reading time", async () => {
    stubDetails();
    renderApp('/blog/raising-seed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raising your seed round' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveAttribute(
      'id',
      'before-you-start',
    );
    expect(screen.getByText('Know your numbers.')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Before you start' })).toHaveAttribute('href', '#before-you-start');
    expect(within(toc).getByRole('link', { name: 'The deck' })).toHaveAttribute('href', '#the-deck');
    expect(screen.getByText('7 min read')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it("lists an organiser's events", async () => {
    stubDetails();
    renderApp('/eventorganizer/spree-founders');
    const events = await screen.findByRole('region', { name: 'Events by Spree Founders' });
    expect(within(events).getByRole('link', { name: 'Berlin Pitch Night' })).toHaveAttribute(
      'href',
      '/events/berlin-pitch-night',
    );
  });

  it('sends an unknown id to /404', async () => {
    stubDetails();
    const { router } = renderApp('/events/no-such-event');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page has drifted off course' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
