import { type TOrder, formatDate, formatPounds } from '@launchpad/shared';
import type { TDb } from '../../db/client';
import type { TMailMessage } from '../../providers/mail/mail.provider';
import { composeMail } from '../../providers/mail/templates';
import { findOrder, toOrder } from './orders.store';

const STATUS_WORDS = {
  received: 'received',
  submitted: 'submitted to the authority',
  completed: 'completed',
  failed: 'could not be completed',
} as const;

const ordersLink = (publicUrl: string) => ({
  kind: 'button' as const,
  label: 'View your orders',
  href: `${publicUrl}/account/orders`,
});

/** The messages a customer gets about an order: the receipt, each fulfilment step and refunds. */
export const orderMails = {
  receipt: (to: string, order: TOrder, publicUrl: string) =>
    composeMail(
      to,
      order.invoiceNumber ? `Your Launchpad receipt: invoice ${order.invoiceNumber}` : 'Your Launchpad receipt',
      `Thank you, ${order.buyer.name}`,
      [
        {
          kind: 'p',
          text: `We have received your payment of ${formatPounds(order.totalPence)} on ${formatDate(order.paidAt)}.`,
        },
        ...order.lines
          .filter((line) => line.parentLineId === null)
          .map((line) => ({ kind: 'p' as const, text: `${line.description}: ${formatPounds(line.amountPence)}` })),
        {
          kind: 'p',
          text:
            [
              `Subtotal ${formatPounds(order.subtotalPence)}`,
              order.discountPence > 0
                ? `discount${order.couponName ? ` (${order.couponName})` : ''} −${formatPounds(order.discountPence)}`
                : null,
              `VAT ${order.vatRatePercent}% ${formatPounds(order.vatPence)}`,
              `total ${formatPounds(order.totalPence)}`,
            ]
              .filter(Boolean)
              .join(', ') + '.',
        },
        { kind: 'p', text: 'Your invoice is in your order history, where you can follow every step of your order.' },
        ordersLink(publicUrl),
      ],
    ),

  lineUpdate: (
    to: string,
    options: {
      name: string;
      description: string;
      status: keyof typeof STATUS_WORDS;
      note: string | null;
      failureReason: string | null;
    },
    publicUrl: string,
  ) =>
    composeMail(to, `Order update: ${options.description}`, `Your order has moved on, ${options.name}`, [
      { kind: 'p', text: `${options.description} has been ${STATUS_WORDS[options.status]}.` },
      ...(options.failureReason ? [{ kind: 'p' as const, text: `Why: ${options.failureReason}` }] : []),
      ...(options.note ? [{ kind: 'p' as const, text: options.note }] : []),
      ordersLink(publicUrl),
    ]),

  refund: (
    to: string,
    options: {
      name: string;
      amountPence: number;
      invoiceNumber: number | null;
      creditNoteNumber: string | null;
      reason: string;
      leftPence: number;
    },
    publicUrl: string,
  ) =>
    composeMail(
      to,
      options.creditNoteNumber
        ? `Your Launchpad refund: credit note ${options.creditNoteNumber}`
        : 'Your Launchpad refund',
      `We have refunded you, ${options.name}`,
      [
        {
          kind: 'p',
          text: `We have refunded ${formatPounds(options.amountPence)}${options.invoiceNumber ? ` of invoice ${options.invoiceNumber}` : ''} to the card you paid with. It may take 5 to 10 working days to appear on your statement.`,
        },
        { kind: 'p', text: `Why: ${options.reason}` },
        ...(options.creditNoteNumber
          ? [
              {
                kind: 'p' as const,
                text: `Credit note ${options.creditNoteNumber} is next to the invoice in your order history.`,
              },
            ]
          : []),
        ...(options.leftPence > 0
          ? [{ kind: 'p' as const, text: `${formatPounds(options.leftPence)} of the order stays paid.` }]
          : []),
        ordersLink(publicUrl),
      ],
    ),

  documentAdded: (to: string, options: { name: string; description: string; filename: string }, publicUrl: string) =>
    composeMail(to, `A document for ${options.description}`, `A new document is ready, ${options.name}`, [
      { kind: 'p', text: `We have added ${options.filename} to your order of ${options.description}.` },
      { kind: 'p', text: 'You can download it from your order history at any time.' },
      ordersLink(publicUrl),
    ]),
};

/**
 * The receipt of a paid order as the outbox sends it: rendered when it is sent, so it shows the order
 * and invoice as committed. Null when no one is left to send it to (the account was deleted since).
 */
export async function orderReceiptMail(db: TDb, orderId: string, publicUrl: string): Promise<TMailMessage | null> {
  const row = await findOrder(db, orderId);
  if (!row?.buyer.email) return null;
  return orderMails.receipt(row.buyer.email, await toOrder(db, row), publicUrl);
}
