import { afterEach, describe, expect, it } from 'vitest';
import { WEEKDAYS, formatDate, formatDateTime, londonClock } from './dates';
import type { TDateInput } from './dates';

const INVALID: unknown[] = [
  null,
  undefined,
  '',
  '   ',
  'not a date',
  '2026-13-45',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  8.64e15 + 1,
  new Date('nope'),
  {},
  true,
];

describe('dates: formatting a date as day, short month, year', () => {
  it('shows the day without a leading zero, the short month and the full year', () => {
    expect(formatDate('2026-11-22T14:05:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-01-01T12:00:00Z')).toBe('1 Jan 2026');
  });

  it.each([
    ['01', 'Jan'],
    ['02', 'Feb'],
    ['03', 'Mar'],
    ['04', 'Apr'],
    ['05', 'May'],
    ['06', 'Jun'],
    ['07', 'Jul'],
    ['08', 'Aug'],
    ['09', 'Sep'],
    ['10', 'Oct'],
    ['11', 'Nov'],
    ['12', 'Dec'],
  ])('names month %s as %s, whatever the ICU version', (month, name) => {
    expect(formatDate(`2026-${month}-15T12:00:00Z`)).toBe(`15 ${name} 2026`);
  });

  it('accepts a Date, epoch milliseconds or an ISO string', () => {
    const instant = Date.UTC(2026, 10, 22, 14, 5);
    expect(formatDate(new Date(instant))).toBe('22 Nov 2026');
    expect(formatDate(instant)).toBe('22 Nov 2026');
    expect(formatDate(new Date(instant).toISOString())).toBe('22 Nov 2026');
    expect(formatDate(' 2026-11-22T14:05:00Z ')).toBe('22 Nov 2026');
    expect(formatDate(0)).toBe('1 Jan 1970');
  });

  it('keeps a date-only string on its day', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-07-22')).toBe('22 Jul 2026');
  });

  it('uses the London calendar day, not the UTC one, in summer time', () => {
    expect(formatDate('2026-07-22T23:30:00Z')).toBe('23 Jul 2026');
  });

  it('uses the London calendar day for instants given in other zones', () => {
    expect(formatDate('2026-12-31T23:59:00-05:00')).toBe('1 Jan 2027');
    expect(formatDate('2026-01-01T08:00:00+09:00')).toBe('31 Dec 2025');
  });

  it.each(INVALID)('shows nothing for a missing or invalid value %s', (value) => {
    expect(formatDate(value as TDateInput)).toBe('');
  });

  it('does not change the Date it is given', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 14, 5));
    formatDate(date);
    expect(date.getTime()).toBe(Date.UTC(2026, 10, 22, 14, 5));
  });
});

describe('dates: formatting a date and time', () => {
  it('shows the date, a comma and the 24-hour London time', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 9, 7))).toBe('22 Nov 2026, 09:07');
  });

  it('shows midnight as 00:xx, not 24:xx', () => {
    expect(formatDateTime('2026-11-22T00:05:00Z')).toBe('22 Nov 2026, 00:05');
    expect(formatDateTime('2026-11-22T00:00:00Z')).toBe('22 Nov 2026, 00:00');
  });

  it('shows British Summer Time an hour ahead of UTC', () => {
    expect(formatDateTime('2026-07-22T14:05:00Z')).toBe('22 Jul 2026, 15:05');
    expect(formatDateTime('2026-07-22T23:30:00Z')).toBe('23 Jul 2026, 00:30');
  });

  it('follows the clocks going forward and back', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29 Mar 2026, 00:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29 Mar 2026, 02:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25 Oct 2026, 01:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25 Oct 2026, 01:00');
  });

  it('shows an instant given with an offset in London time', () => {
    expect(formatDateTime('2026-12-31T23:59:00-05:00')).toBe('1 Jan 2027, 04:59');
  });

  it('agrees with formatDate on the day', () => {
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = Date.UTC(2026, 0, 1) + hour * 3_600_000;
      expect(formatDateTime(instant).startsWith(`${formatDate(instant)}, `)).toBe(true);
    }
  });

  it.each(INVALID)('shows nothing for a missing or invalid value %s', (value) => {
    expect(formatDateTime(value as TDateInput)).toBe('');
  });
});

describe("dates: independence from the machine's time zone", () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it.each(['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'gives the same text when the machine is in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDateTime('2026-07-22T23:30:00Z')).toBe('23 Jul 2026, 00:30');
      expect(formatDate(Date.UTC(2026, 10, 22, 23, 59))).toBe('22 Nov 2026');
    },
  );
});

describe("dates: London's clocks worked out without Intl", () => {
  const icu = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const fromIcu = (date: Date) => {
    const map = Object.fromEntries(icu.formatToParts(date).map((part) => [part.type, part.value]));
    return `${map.weekday} ${Number(map.day)} ${Number(map.month) - 1} ${map.year} ${map.hour}:${map.minute} ${map.timeZoneName}`;
  };
  const fromRule = (date: Date) => {
    const clock = londonClock(date);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${WEEKDAYS[clock.weekday]} ${clock.day} ${clock.month} ${clock.year} ${pad(clock.hour)}:${pad(clock.minute)} ${clock.zone}`;
  };

  it('agrees with ICU on every hour from 2000 to 2040', () => {
    const disagreements: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += 3_600_000) {
      const date = new Date(time);
      if (fromRule(date) !== fromIcu(date))
        disagreements.push(`${date.toISOString()}: ${fromRule(date)} / ${fromIcu(date)}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sunday of March and of October, to the minute', () => {
    for (const iso of [
      '2026-03-29T00:59:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:00:00Z',
    ]) {
      expect(fromRule(new Date(iso)), iso).toBe(fromIcu(new Date(iso)));
    }
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29 Mar 2026, 00:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29 Mar 2026, 02:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25 Oct 2026, 01:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25 Oct 2026, 01:00');
  });
});
