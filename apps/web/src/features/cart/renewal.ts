import { addBillingInterval, renewalTerms } from '@launchpad/shared/domain/billing-period';
import type { TBillingInterval } from '@launchpad/shared/domain/catalog';

/**
 * How a cart line that renews reads: "£49.00/month, renews on 26 Dec 2026" — the period starts when it
 * is paid, so bought today it renews one month (or year) from today.
 */
export function renewalText(pence: number, interval: TBillingInterval, from: Date = new Date()): string {
  return renewalTerms(pence, interval, addBillingInterval(from, interval));
}
