/** Dates as SPEC §9 writes them: "22 Nov 2026" (the day in `timeZone`, UTC by default for plain dates). */
export function formatDay(iso: string | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** The viewer's own IANA time zone. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Berlin" from "Europe/Berlin", "New York" from "America/New_York". */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * The zone's short name at that instant: "GMT", "CET"; where British English only knows an offset
 * ("GMT-5") the American name is used when it has one ("EST").
 */
export function zoneName(date: Date, timeZone: string): string {
  const pick = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const british = pick('en-GB');
  if (!/^(GMT|UTC)[+-]/.test(british)) return british;
  const american = pick('en-US');
  return /^[A-Z]{2,5}$/.test(american) ? american : british;
}

function parts(date: Date, timeZone: string) {
  const map: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date)) {
    map[part.type] = part.value;
  }
  return {
    day: `${map.weekday} ${map.day} ${map.month} ${map.year}`,
    time: `${map.hour}:${map.minute}`,
  };
}

/** "Thu 3 Dec 2026, 18:00 GMT": an instant as seen in `timeZone`. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const { day, time } = parts(date, timeZone);
  return `${day}, ${time} ${zoneName(date, timeZone)}`;
}

/**
 * An event's span in `timeZone`: "Thu 3 Dec 2026, 18:00 – 20:30 CET", the end's day repeated only
 * when it differs.
 */
export function formatSpan(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const a = parts(start, timeZone);
  if (Number.isNaN(end.getTime())) return formatDateTime(startsAt, timeZone);
  const b = parts(end, timeZone);
  const ending = a.day === b.day ? b.time : `${b.day}, ${b.time}`;
  return `${a.day}, ${a.time} – ${ending} ${zoneName(end, timeZone)}`;
}

export const formatReadingTime = (minutes: number) => `${Math.max(1, minutes)} min read`;
export const formatCount = (n: number) => n.toLocaleString('en-GB');

/** ISO date (YYYY-MM-DD) check for the date filters read from the address. */
export const isIsoDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
