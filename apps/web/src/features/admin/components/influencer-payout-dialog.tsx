import { useState, type FormEvent } from 'react';
import { MIN_PAYOUT_PENCE, type TAdminInfluencer } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useRecordInfluencerPayoutMutation } from '../influencers-api';

function PayoutForm({ influencer, onDone }: { influencer: TAdminInfluencer; onDone: () => void }) {
  const [reference, setReference] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [record, { isLoading }] = useRecordInfluencerPayoutMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    try {
      const { message, data } = await record({ id: influencer.id, reference: reference.trim() || undefined }).unwrap();
      void notify.success(message ?? `Payout of ${formatPounds(data.amount)} recorded.`);
      onDone();
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Field label="Payment reference" optional hint="The bank transfer's reference, for the influencer's records.">
        {(control) => (
          <Input
            {...control}
            value={reference}
            maxLength={200}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isLoading}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={isLoading}>
          Record payout
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Records that the influencer's payable commission has been paid: the server moves it from pending to
 * paid, and refuses below the minimum payout (its message is shown).
 */
export function InfluencerPayoutDialog({
  influencer,
  onClose,
}: {
  influencer: TAdminInfluencer | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={influencer !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        {influencer && (
          <>
            <DialogTitle>Record payout</DialogTitle>
            <DialogDescription>
              Pay <span className="font-medium text-ink-800">{influencer.user.name}</span> their payable commission of{' '}
              <span className="font-medium text-ink-800">{formatPounds(influencer.payableCommission)}</span> first, then
              record it here. Payouts start at {formatPounds(MIN_PAYOUT_PENCE)}.
            </DialogDescription>
            <PayoutForm key={influencer.id} influencer={influencer} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
