import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatSpan } from './zoned-dates';

// London's and UTC's clocks are worked out without Intl; zones that share them but go through Intl (Belfast keeps
// London's clocks, Etc/Universal is UTC) must read the same.
const instants = ['2026-01-15T09:30:00Z', '2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-07-01T23:30:00Z'];

describe('zoned dates', () => {
  it.each(instants)("writes %s on London's clocks as Intl does", (iso) => {
    expect(formatDateTime(iso, 'Europe/London')).toBe(formatDateTime(iso, 'Europe/Belfast'));
    expect(formatDay(iso, 'Europe/London')).toBe(formatDay(iso, 'Europe/Belfast'));
  });

  it.each(instants)('writes %s in UTC as Intl does', (iso) => {
    expect(formatDateTime(iso, 'UTC')).toBe(formatDateTime(iso, 'Etc/Universal'));
    expect(formatDay(iso)).toBe(formatDay(iso, 'Etc/Universal'));
  });

  it('reads a span across the change to summer time', () => {
    expect(formatSpan('2026-03-28T23:00:00Z', '2026-03-29T02:00:00Z', 'Europe/London')).toBe(
      'Sat 28 Mar 2026, 23:00 – Sun 29 Mar 2026, 03:00 BST',
    );
    expect(formatSpan('2026-12-03T18:00:00Z', '2026-12-03T20:30:00Z', 'Europe/Berlin')).toBe(
      'Thu 3 Dec 2026, 19:00 – 21:30 CET',
    );
  });
});
