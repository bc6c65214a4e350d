import { SITE_NAME, type TEvent } from '@launchpad/shared';
import { createEvent } from 'ics';
import { AppError } from '../../lib/app-error';

/** The event's page on the site (SPEC §2 /events/{id}). */
export const eventPagePath = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/**
 * An iCalendar file for "Add to calendar": one VEVENT with a stable UID, times in UTC, the venue (or
 * "Online"), the description with the tickets link, and the event page's address.
 */
export function buildEventIcs(event: TEvent, publicUrl: string): { filename: string; body: string } {
  const url = new URL(eventPagePath(event.slug), publicUrl).toString();
  const description = [event.description, event.ticketsUrl ? `Tickets: ${event.ticketsUrl}` : null, url]
    .filter(Boolean)
    .join('\n\n');
  const venue = event.venue?.trim();
  const { error, value } = createEvent({
    uid: `${event.id}@${new URL(publicUrl).hostname}`,
    productId: `-//${SITE_NAME}//Events//EN`,
    title: event.name,
    description,
    location: venue ? (event.isOnline ? `${venue} (online)` : venue) : event.isOnline ? 'Online' : event.location,
    url,
    start: new Date(event.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: event.organiser },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value)
    throw new AppError('INTERNAL', `Could not build the calendar file: ${error?.message ?? 'empty'}`);
  return { filename: `${event.slug}.ics`, body: value };
}
