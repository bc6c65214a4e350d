import { priceSummary } from '@launchpad/shared';
import type { TDb } from '../../db/client';
import type { TOrderSubscriptionIntent } from '../../db/schema';
import { type TDraftLine, type TOrderRow, insertOrder, issueInvoice, startTimelines } from '../orders';
import { recordSucceededPayment } from './payments.store';

/**
 * A renewal the processor charged (a plan's or a renewing service's), inside the transaction that
 * records it: a paid order of one line keyed by the processor's invoice, its succeeded payment, the
 * line's first timeline entry and the next invoice number.
 */
export async function insertPaidRenewal(
  tx: TDb,
  renewal: {
    key: string;
    user: { id: string; name: string; email: string; country: string | null };
    line: Pick<TDraftLine, 'kind' | 'refId' | 'description' | 'unitPricePence'>;
    subscriptionIntent: TOrderSubscriptionIntent | null;
    subscriptionId: string | null;
    provider: string;
    charge: { id: string | null; amount: number };
    now: Date;
  },
): Promise<TOrderRow> {
  const summary = priceSummary(renewal.line.unitPricePence);
  const order = await insertOrder(
    tx,
    {
      userId: renewal.user.id,
      idempotencyKey: renewal.key,
      buyer: { name: renewal.user.name, email: renewal.user.email, country: renewal.user.country },
      coupon: null,
      subtotalPence: summary.subtotal,
      discountPence: 0,
      vatPence: summary.vat,
      totalPence: summary.total,
      lines: [
        {
          ...renewal.line,
          key: 'renewal',
          parentKey: null,
          quantity: 1,
          years: null,
          amountPence: renewal.line.unitPricePence,
          discountPence: 0,
        },
      ],
      subscriptionIntent: renewal.subscriptionIntent,
      provider: renewal.provider,
    },
    { status: 'paid', paidAt: renewal.now },
  );
  await recordSucceededPayment(tx, {
    orderId: order.id,
    subscriptionId: renewal.subscriptionId,
    provider: renewal.provider,
    providerPaymentId: renewal.charge.id,
    idempotencyKey: renewal.key,
    amountPence: renewal.charge.amount,
  });
  await startTimelines(tx, order.id, renewal.now);
  await issueInvoice(tx, order, renewal.now);
  return order;
}
