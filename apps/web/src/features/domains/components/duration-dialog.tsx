import { useId, useState } from 'react';
import type { TDomainSuggestion } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select } from '@/components/ui/field';
import { buttonClasses } from '@/components/ui/button';
import { yearBounds, yearChoices, yearsText } from '../years';

type TDurationDialogProps = {
  suggestion: TDomainSuggestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Confirm: the years picked. The dialog stays open while `pending`. */
  onConfirm: (years: number) => void;
  pending: boolean;
};

/**
 * SPEC §4 "Domain add flow": pick how many years to register for, bounded by the suggestion's
 * MinRegYear..MaxRegYear (SPEC §5, defaults 1 and 10), with the total shown.
 */
export function DurationDialog({ suggestion, open, onOpenChange, onConfirm, pending }: TDurationDialogProps) {
  const selectId = useId();
  const { min } = yearBounds(suggestion.Properties);
  const [years, setYears] = useState(min);
  const perYear = suggestion.Prices.Registration;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Register {suggestion.display || suggestion._}</DialogTitle>
        <DialogDescription>Choose how long to register it for. You can renew it before it expires.</DialogDescription>
        <div className="mt-6 space-y-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink-800">
            Registration period
          </label>
          <Select id={selectId} value={years} onChange={(event) => setYears(Number(event.target.value))}>
            {yearChoices(suggestion.Properties).map((choice) => (
              <option key={choice} value={choice}>
                {yearsText(choice)}
              </option>
            ))}
          </Select>
        </div>
        <dl className="mt-5 space-y-2 rounded-xl bg-ink-25 p-4 text-sm ring-1 ring-ink-100">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">Price per year</dt>
            <dd className="text-ink-900 tabular-nums">{formatPounds(perYear)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-ink-100 pt-2 font-semibold">
            <dt className="text-ink-900">Total for {yearsText(years)}</dt>
            <dd className="text-ink-900 tabular-nums" aria-live="polite" data-testid="duration-total">
              {formatPounds(perYear * years)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-ink-500">Prices exclude VAT, which is added at checkout.</p>
        <DialogFooter>
          <DialogClose className={buttonClasses({ variant: 'outline' })} disabled={pending}>
            Cancel
          </DialogClose>
          <Button loading={pending} onClick={() => onConfirm(years)}>
            Confirm
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
