// SPEC §9: dates read day, short month, year (British), in Europe/London so the output does not depend on the
// machine's zone. The UK's clock rule is worked out here rather than asked of Intl: the first Intl date formatter
// a page builds loads ICU's locale and zone data, tens of milliseconds of a phone's main thread while the page
// hydrates (issue 23). dates.test.ts holds the rule to ICU's Europe/London for every hour of 2000–2040.

/** 01:00 UTC on the last Sunday of `month` (0–11): when the UK's clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Calendar fields of an instant on a wall clock (month 0–11, weekday 0 = Sunday). */
export type TWallClock = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  /** The zone's short name at that instant: "GMT", "BST", "UTC". */
  zone: string;
};

/** The instant on a clock `offsetHours` ahead of UTC. */
export function wallClock(date: Date, offsetHours: number, zone: string): TWallClock {
  const shifted = new Date(date.getTime() + offsetHours * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    zone,
  };
}

/**
 * The instant on London's clocks: GMT, and BST (UTC+1) from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October (the Summer Time Order 2002; the same dates since 1996).
 */
export function londonClock(date: Date): TWallClock {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  return wallClock(date, summer ? 1 : 0, summer ? 'BST' : 'GMT');
}

// Fixed names rather than Intl's `month: 'short'`: ICU versions disagree on September
// ('Sep' or 'Sept'), and the server and the browser must render the same text.
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type TDateInput = Date | string | number | null | undefined;

function toDate(value: TDateInput): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value.trim());
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A wall clock's day as SPEC §9 writes it: '22 Nov 2026'. */
export const clockDay = (clock: TWallClock): string => `${clock.day} ${MONTHS[clock.month]} ${clock.year}`;

/** A wall clock's time, 24-hour: '14:05'. */
export const clockTime = (clock: TWallClock): string =>
  `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

/** '22 Nov 2026' in Europe/London; '' when the value is missing or not a date. */
export function formatDate(value: TDateInput): string {
  const date = toDate(value);
  return date ? clockDay(londonClock(date)) : '';
}

/** '22 Nov 2026, 14:05' (24-hour) in Europe/London; '' when the value is missing or not a date. */
export function formatDateTime(value: TDateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const clock = londonClock(date);
  return `${clockDay(clock)}, ${clockTime(clock)}`;
}
