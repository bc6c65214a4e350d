import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME_ZONE, useViewerTimeZone } from './viewer-time-zone';
import { formatDateTime } from './zoned-dates';

function EventStart({ startsAt }: { startsAt: string }) {
  const zone = useViewerTimeZone();
  return (
    <p>
      {formatDateTime(startsAt, zone ?? SERVER_TIME_ZONE)} ({zone ? 'your time' : 'UK time'})
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useViewerTimeZone', () => {
  it("writes UK time on the server, hydrates it without a mismatch, then shows the reader's own zone", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EventStart startsAt="2026-12-03T18:00:00Z" />);
    const written = container.querySelector('p');
    expect(written?.textContent).toBe('Thu 3 Dec 2026, 18:00 GMT (UK time)');

    // A reader in New York: the server's text is not theirs, yet hydrating it is no mismatch.
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone: 'America/New_York' };
    });
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <EventStart startsAt="2026-12-03T18:00:00Z" />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('p')).toBe(written);
    expect(written?.textContent).toBe('Thu 3 Dec 2026, 13:00 EST (your time)');
  });
});
