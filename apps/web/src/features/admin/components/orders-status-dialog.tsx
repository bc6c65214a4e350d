import { useRef, useState, type FormEvent } from 'react';
import type { TOrderLine } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, inputClasses } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useUpdateLineStatusMutation, type TLineStatusBody } from '../orders-api';

export type TLineMove = 'submitted' | 'completed' | 'failed';

const REASON_MAX = 500;
const NOTE_MAX = 1000;

const COPY: Record<TLineMove, { title: string; action: string; explain: string }> = {
  submitted: {
    title: 'Mark as submitted',
    action: 'Mark submitted',
    explain: 'Say it has been filed with the registry or office. The customer is emailed.',
  },
  completed: {
    title: 'Mark as completed',
    action: 'Mark completed',
    explain: 'Completed is final: the line cannot be moved again. The customer is emailed.',
  },
  failed: {
    title: 'Mark as failed',
    action: 'Mark failed',
    explain: 'The customer is emailed with the reason. A failed line can be submitted again later.',
  },
};

const textareaClasses = (invalid: boolean) => inputClasses(invalid, 'h-auto min-h-24 py-2.5 leading-relaxed');

function MoveForm({ line, to, onDone }: { line: TOrderLine; to: TLineMove; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [update, { isLoading }] = useUpdateLineStatusMutation();
  const copy = COPY[to];

  const checkReason = (value: string): string | null => {
    if (to !== 'failed') return null;
    if (!value.trim()) return 'Say why the line failed; the customer reads this.';
    if (value.trim().length > REASON_MAX) return `Keep the reason to ${REASON_MAX} characters or fewer.`;
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkReason(reason);
    setReasonError(problem);
    if (problem) {
      reasonInput.current?.focus();
      return;
    }
    const body: TLineStatusBody = { status: to };
    if (note.trim()) body.note = note.trim();
    if (to === 'failed') body.failureReason = reason.trim();
    try {
      const { message } = await update({ lineId: line.id, body }).unwrap();
      void notify.success(message ?? 'Order line updated.');
      onDone();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
      {to === 'failed' && (
        <Field
          label="Reason"
          error={reasonError}
          hint={`Shown to the customer and in their email; up to ${REASON_MAX} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              ref={reasonInput}
              aria-required="true"
              value={reason}
              maxLength={REASON_MAX + 50}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError(checkReason(event.target.value));
              }}
              onBlur={() => reason && setReasonError(checkReason(reason))}
              className={textareaClasses(Boolean(reasonError))}
            />
          )}
        </Field>
      )}
      <Field label="Note" optional hint="Added to the line's timeline and the customer's email.">
        {(control) => (
          <textarea
            {...control}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            className={textareaClasses(false)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isLoading}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={to === 'failed' ? 'danger' : 'primary'} loading={isLoading}>
          {copy.action}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Confirms moving a line to its next step. Failing needs a reason (checked here before sending); a
 * note is optional. The server's message is shown as a toast.
 */
export function OrdersStatusDialog({
  line,
  to,
  onClose,
}: {
  line: TOrderLine | null;
  to: TLineMove | null;
  onClose: () => void;
}) {
  const open = line !== null && to !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {open && (
          <>
            <DialogTitle>{COPY[to].title}</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-ink-800">{line.description}</span>. {COPY[to].explain}
            </DialogDescription>
            <MoveForm key={`${line.id}-${to}`} line={line} to={to} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
