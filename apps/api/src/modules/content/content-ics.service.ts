import { SITE_NAME, type TEvent } from '@launchpad/shared';
import { createEvent } from 'ics';
import { AppError } from '../../lib/app-error';

/** The event's page on the site (SPEC §2 /events/{id}). */
export const eventPagePath = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** RFC 5545 §3.1: a content line is at most 75 octets (UTF-8), not counting its CRLF. */
const MAX_LINE_OCTETS = 75;

/**
 * Text as RFC 5545 allows it in a value: line ends as "\n" (escaped as `\n` on output) and no other
 * control characters than tab.
 */
const plainText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/**
 * A parameter value (the organiser's CN) made safe to sit between the double quotes the calendar
 * library puts around it: RFC 6868 caret encoding for `^`, line ends and `"` (which a quoted
 * parameter value cannot contain); commas, semicolons and colons are allowed inside the quotes.
 */
const caretEncoded = (value: string) =>
  plainText(value).replace(/\^/g, '^^').replace(/\n/g, '^n').replace(/"/g, "^'").replace(/\t/g, ' ');

/**
 * RFC 5545 §3.1 folding by octets: each line at most 75 octets of UTF-8, a continuation line starting
 * with one space, never cutting a character in two. The calendar library folds at 75 characters
 * (with a tab), which lets lines of non-Latin text run to 300 octets, so its folds are undone first.
 */
export function foldContentLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * An iCalendar file (RFC 5545) for "Add to calendar": one VEVENT with a stable UID, times in UTC, the
 * venue (or "Online"), the description with the tickets link, the event page's address, and the
 * organiser as a `mailto:` address with its name, or no ORGANIZER at all when there is no address.
 */
export function buildEventIcs(
  event: TEvent,
  publicUrl: string,
  organiserEmail: string | null = null,
): { filename: string; body: string } {
  const url = new URL(eventPagePath(event.slug), publicUrl).toString();
  const description = [event.description, event.ticketsUrl ? `Tickets: ${event.ticketsUrl}` : null, url]
    .filter(Boolean)
    .join('\n\n');
  const venue = event.venue?.trim();
  const location = venue ? (event.isOnline ? `${venue} (online)` : venue) : event.isOnline ? 'Online' : event.location;
  const { error, value } = createEvent({
    uid: `${event.id}@${new URL(publicUrl).hostname}`,
    productId: `-//${SITE_NAME}//Events//EN`,
    title: plainText(event.name),
    description: plainText(description),
    location: plainText(location),
    url,
    start: new Date(event.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(event.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(organiserEmail ? { organizer: { name: caretEncoded(event.organiser), email: organiserEmail } } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value)
    throw new AppError('INTERNAL', `Could not build the calendar file: ${error?.message ?? 'empty'}`);
  return { filename: `${event.slug}.ics`, body: foldContentLines(value) };
}
