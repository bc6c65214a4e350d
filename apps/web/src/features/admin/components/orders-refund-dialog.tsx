import { useRef, useState, type FormEvent } from 'react';
import { formatPounds, toPence } from '@launchpad/shared/domain/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useRefundOrderMutation, type TAdminOrder } from '../orders-api';

const REASON_MAX = 500;

/** What may still be given back on the order, pence. */
export const refundableLeft = (order: Pick<TAdminOrder, 'totalPence' | 'refundedPence'>) =>
  Math.max(0, order.totalPence - order.refundedPence);

/** Pounds as typed ("12.50", "£12.50") → a problem to show, or the pence to refund. */
function checkAmount(typed: string, left: number): { problem: string } | { pence: number } {
  const pence = toPence(typed.replace(/^£/, '').replace(/,/g, ''));
  if (pence === null || !typed.trim()) return { problem: 'Type an amount in pounds, like 12.50.' };
  if (pence < 1) return { problem: 'Refund at least £0.01.' };
  if (pence > left) return { problem: `At most ${formatPounds(left)} is left to refund on this order.` };
  return { pence };
}

function RefundForm({ order, onDone }: { order: TAdminOrder; onDone: () => void }) {
  const left = refundableLeft(order);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  // One key for as long as this form is open: a double click, or sending again after a network
  // error, refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const amountInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [refund, { isLoading }] = useRefundOrderMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount, left);
    const reasonProblem = !reason.trim()
      ? 'Say why the order is refunded; the customer reads this.'
      : reason.trim().length > REASON_MAX
        ? `Keep the reason to ${REASON_MAX} characters or fewer.`
        : null;
    setAmountError('problem' in checked ? checked.problem : null);
    setReasonError(reasonProblem);
    if ('problem' in checked) {
      amountInput.current?.focus();
      return;
    }
    if (reasonProblem) {
      reasonInput.current?.focus();
      return;
    }
    try {
      const { message } = await refund({
        orderId: order.id,
        body: { idempotencyKey, amountPence: checked.pence, reason: reason.trim() },
      }).unwrap();
      void notify.success(message ?? 'Refunded.');
      onDone();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
      <Field
        label="Amount to refund (£, VAT included)"
        error={amountError}
        hint={`Paid ${formatPounds(order.totalPence)}; ${formatPounds(left)} left to refund.`}
      >
        {(control) => (
          <Input
            {...control}
            ref={amountInput}
            inputMode="decimal"
            autoComplete="off"
            aria-required="true"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (amountError) {
                const checked = checkAmount(event.target.value, left);
                setAmountError('problem' in checked ? checked.problem : null);
              }
            }}
          />
        )}
      </Field>
      <Field label="Reason" error={reasonError} hint="Shown on the credit note and in the customer's email.">
        {(control) => (
          <textarea
            {...control}
            ref={reasonInput}
            aria-required="true"
            value={reason}
            maxLength={REASON_MAX + 50}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError && event.target.value.trim()) setReasonError(null);
            }}
            className={inputClasses(Boolean(reasonError), 'h-auto min-h-24 py-2.5 leading-relaxed')}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isLoading}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={isLoading}>
          Refund
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Issue 20: staff give back part or all of a paid order through the card processor. The amount is
 * checked here against what is left (the server checks again); the invoice gets a credit note and the
 * customer is emailed. The server's message is shown as a toast.
 */
export function OrdersRefundDialog({ order, onClose }: { order: TAdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {order && (
          <>
            <DialogTitle>Refund order {order.id.split('-')[0]?.toUpperCase()}</DialogTitle>
            <DialogDescription>
              The money goes back to the card {order.buyer.name} paid with. Invoice #{order.invoiceNumber} gets a credit
              note and the customer is emailed.
            </DialogDescription>
            <RefundForm key={order.id} order={order} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
