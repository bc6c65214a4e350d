import { useRef, useState, type FormEvent } from 'react';
import { DEFAULT_REFERRAL_RATE_BP, type TAdminInfluencer } from '@launchpad/shared';
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
import { useDecideInfluencerMutation, type TInfluencerDecision } from '../influencers-api';

export type TDecisionKind = TInfluencerDecision['status'];
const MAX_RATE = 50;
const REASON_MAX = 1000;

function rateProblem(value: string): string | null {
  if (!value.trim()) return 'Give a commission rate.';
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_RATE) return `The rate is a percentage from 0 to ${MAX_RATE}.`;
  return null;
}
const reasonProblem = (value: string): string | null =>
  value.trim() ? null : 'Give a reason; the applicant reads it.';

function DecisionForm({
  influencer,
  kind,
  onDone,
}: {
  influencer: TAdminInfluencer;
  kind: TDecisionKind;
  onDone: () => void;
}) {
  const [rate, setRate] = useState(String(DEFAULT_REFERRAL_RATE_BP / 100));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rateInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [decide, { isLoading }] = useDecideInfluencerMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = kind === 'approved' ? rateProblem(rate) : reasonProblem(reason);
    setProblem(found);
    if (found) {
      (kind === 'approved' ? rateInput : reasonInput).current?.focus();
      return;
    }
    const decision: TInfluencerDecision =
      kind === 'approved'
        ? { status: 'approved', commissionRate: Number(rate) }
        : { status: 'rejected', reason: reason.trim() };
    try {
      const { message } = await decide({ id: influencer.id, decision }).unwrap();
      void notify.success(
        message ?? (kind === 'approved' ? `${influencer.user.name} is approved.` : 'Application rejected.'),
      );
      onDone();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
      {kind === 'approved' ? (
        <Field
          label="Commission rate (%)"
          hint={`For the referral link and the coupons made for them; 0 to ${MAX_RATE}.`}
          error={problem}
        >
          {(control) => (
            <Input
              {...control}
              ref={rateInput}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_RATE}
              step="0.5"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <Field label="Reason" hint="Shown to the applicant and in their email." error={problem}>
          {(control) => (
            <textarea
              {...control}
              ref={reasonInput}
              aria-required="true"
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={inputClasses(Boolean(problem), 'h-auto min-h-24 py-2.5 leading-relaxed')}
            />
          )}
        </Field>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isLoading}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={kind === 'approved' ? 'primary' : 'danger'} loading={isLoading}>
          {kind === 'approved' ? 'Approve' : 'Reject'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Approve (with a commission rate, 5% unless changed) or reject (with a reason) an application. */
export function InfluencerDecisionDialog({
  influencer,
  kind,
  onClose,
}: {
  influencer: TAdminInfluencer | null;
  kind: TDecisionKind | null;
  onClose: () => void;
}) {
  const open = influencer !== null && kind !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        {open && (
          <>
            <DialogTitle>{kind === 'approved' ? 'Approve application' : 'Reject application'}</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-ink-800">{influencer.user.name}</span> ({influencer.user.email}) is
              emailed the decision.
            </DialogDescription>
            <DecisionForm key={`${influencer.id}-${kind}`} influencer={influencer} kind={kind} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
