import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The foot of a card form: what we keep of the card, Cancel (when offered) and the submit button. */
export function CardFormActions({
  note,
  submitLabel,
  busy,
  onCancel,
}: {
  note: string;
  submitLabel: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-1.5 text-xs text-ink-500">
        <Lock className="size-3.5" aria-hidden="true" />
        {note}
      </p>
      <div className="flex gap-3">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
