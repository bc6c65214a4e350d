import { Clock } from 'lucide-react';
import type { TEvent } from '@launchpad/shared/contracts/content';
import { SERVER_TIME_ZONE } from '@/lib/viewer-time-zone';
import { formatSpan } from '@/lib/zoned-dates';
import { zoneCity } from '../format';

/**
 * When an event happens, in the reader's time zone and in the event's own, each labelled, e.g.
 * "Thu 3 Dec 2026, 18:00 – 20:00 GMT (your time)" and "19:00 – 21:00 CET (Berlin, event time)". Until the
 * reader's zone is known (`viewerZone` null: the server's render), the first line is UK time and says so.
 */
export function EventTimes({ event, viewerZone }: { event: TEvent; viewerZone: string | null }) {
  const yours = formatSpan(event.startsAt, event.endsAt, viewerZone ?? SERVER_TIME_ZONE);
  const theirs = formatSpan(event.startsAt, event.endsAt, event.timeZone);
  return (
    <div className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
      <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div>
        <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">When</h2>
        <p className="mt-1 font-medium text-ink-900" data-testid="event-time-viewer">
          <time dateTime={event.startsAt}>{yours}</time>{' '}
          <span className="text-ink-600">{viewerZone ? '(your time)' : '(UK time)'}</span>
        </p>
        <p className="mt-1 text-ink-700" data-testid="event-time-local">
          {theirs} <span className="text-ink-600">({zoneCity(event.timeZone)}, event time)</span>
        </p>
      </div>
    </div>
  );
}
