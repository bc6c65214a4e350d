import {
  MONTHS,
  WEEKDAYS,
  clockDay,
  clockTime,
  londonClock,
  wallClock,
  type TWallClock,
} from '@launchpad/shared/domain/dates';

/**
 * One formatter per locale and options, made on first use and kept: building an Intl formatter costs a phone
 * milliseconds (it loads locale and zone data), and a list of events was building two or three per card.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/**
 * London's and UTC's clocks without Intl (its first date formatter costs a phone tens of milliseconds while a page
 * hydrates): the zones every page rendered on the server is written in.
 */
function knownClock(date: Date, timeZone: string): TWallClock | null {
  if (timeZone === 'Europe/London') return londonClock(date);
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return wallClock(date, 0, 'UTC');
  return null;
}

/** Dates as SPEC §9 writes them: "22 Nov 2026" (the day in `timeZone`, UTC by default for plain dates). */
export function formatDay(iso: string | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const known = knownClock(date, timeZone);
  if (known) return clockDay(known);
  const map = partsOf(formatter('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone }), date);
  return `${Number(map.day)} ${MONTHS[Number(map.month) - 1]} ${map.year}`;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const map: Record<string, string> = {};
  for (const part of format.formatToParts(date)) map[part.type] = part.value;
  return map;
}

/**
 * The instant's day, time and zone name as seen in `timeZone`, from one formatter. The zone's short name is
 * British ("GMT", "BST", "CET"); where British English only knows an offset ("GMT-5") the American name is used
 * when it has one ("EST").
 */
function parts(date: Date, timeZone: string) {
  const known = knownClock(date, timeZone);
  if (known) return { day: `${WEEKDAYS[known.weekday]} ${clockDay(known)}`, time: clockTime(known), zone: known.zone };
  const map = partsOf(
    formatter('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone,
    }),
    date,
  );
  let zone = map.timeZoneName ?? '';
  if (/^(GMT|UTC)[+-]/.test(zone)) {
    const american = partsOf(formatter('en-US', { timeZone, timeZoneName: 'short' }), date).timeZoneName ?? '';
    if (/^[A-Z]{2,5}$/.test(american)) zone = american;
  }
  return {
    day: `${map.weekday} ${Number(map.day)} ${MONTHS[Number(map.month) - 1]} ${map.year}`,
    time: `${map.hour}:${map.minute}`,
    zone,
  };
}

/** "Thu 3 Dec 2026, 18:00 GMT": an instant as seen in `timeZone`. */
export function formatDateTime(iso: string, timeZone: string): string {
  const { day, time, zone } = parts(new Date(iso), timeZone);
  return `${day}, ${time} ${zone}`;
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
  return `${a.day}, ${a.time} – ${ending} ${b.zone}`;
}
