import type { TBillingInterval } from './catalog';
import { formatDate } from './dates';
import { formatPounds } from './money';

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The end of a billing period that starts at `start`: the same time of day one calendar month or year
 * later, on the same day of the month, or the month's last day when it is shorter (31 January + 1
 * month = 28 or 29 February), as card processors bill.
 */
export function addBillingInterval(start: Date, interval: TBillingInterval, count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const totalMonths = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(totalMonths / 12);
  const monthIndex = totalMonths % 12;
  const day = Math.min(start.getUTCDate(), daysInMonth(year, monthIndex));
  return new Date(
    Date.UTC(
      year,
      monthIndex,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** `£49.00/month, renews on 26 Dec 2026`: how the cart, the invoice and the account describe a renewing service. */
export function renewalTerms(pricePence: number, interval: TBillingInterval, renewsAt: Date): string {
  return `${formatPounds(pricePence)}/${interval}, renews on ${formatDate(renewsAt)}`;
}
