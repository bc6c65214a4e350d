import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

type TBankConfirmationDialogProps = {
  open: boolean;
  /** "£123.00": what the bank is asked to confirm. */
  amountLabel: string | null;
  /** Which answer is on its way ('complete' or 'fail'), or null. */
  pending: 'complete' | 'fail' | null;
  onComplete: () => void;
  onFail: () => void;
  /** What the bank is asked to confirm: a payment (default) or a card being saved. */
  subject?: 'payment' | 'card';
};

/**
 * The built-in test gateway's stand-in for the bank's 3-D Secure page: the cardholder completes or
 * fails the confirmation. (With Stripe, Stripe.js shows the real bank's step instead.) Closing the
 * dialog counts as failing it: nothing is charged.
 */
export function BankConfirmationDialog({
  open,
  amountLabel,
  pending,
  onComplete,
  onFail,
  subject = 'payment',
}: TBankConfirmationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onFail()}>
      <DialogContent>
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden="true" />
          {subject === 'card' ? 'Confirm this card with your bank' : 'Confirm this payment with your bank'}
        </DialogTitle>
        <DialogDescription>
          {subject === 'card'
            ? 'Your bank asks you to confirm this card before it is saved.'
            : `Your bank asks you to confirm ${amountLabel ? `the payment of ${amountLabel}` : 'this payment'}.`}{' '}
          This is a test bank: choose Complete to confirm it or Fail to refuse it.
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" loading={pending === 'fail'} disabled={pending !== null} onClick={onFail}>
            Fail
          </Button>
          <Button loading={pending === 'complete'} disabled={pending !== null} onClick={onComplete}>
            Complete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
