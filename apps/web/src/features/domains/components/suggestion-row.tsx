import { useId, useState } from 'react';
import { Check, Crown, ShoppingCart, X } from 'lucide-react';
import type { TDomainSuggestion } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { forPeople } from '@/lib/for-people';
import { useCart } from '@/features/cart';
import { DOMAIN_ADD_FAILED, domainAddedMessage, sldOf } from '../years';
import { CheckoutLink } from './checkout-link';
import { DurationDialog } from './duration-dialog';

type TSuggestionRowProps = {
  suggestion: TDomainSuggestion;
  /** Added in this visit: the row shows the Checkout link instead of "Add to cart". */
  added: boolean;
  onAdded: (name: string) => void;
};

/** One search result: name, price per year, availability, and the add flow of SPEC §4. */
export function SuggestionRow({ suggestion, added, onAdded }: TSuggestionRowProps) {
  const { addDomain } = useCart();
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const { _: name, tld, available, premium } = suggestion;
  const sld = sldOf(name, tld);
  // How a person reads it: IDNs in their own letters (`bücher.de`), the tld muted.
  const shown = suggestion.display || name;
  const dot = shown.indexOf('.');
  const [shownSld, shownTld] = dot > 0 ? [shown.slice(0, dot), shown.slice(dot)] : [shown, ''];

  const confirm = async (years: number) => {
    setPending(true);
    const problem = await addDomain({ sld, tld, years, pricePerYear: suggestion.Prices.Registration });
    setPending(false);
    if (problem !== null) {
      void notify.error(problem ? `${DOMAIN_ADD_FAILED}: ${forPeople(problem)}` : DOMAIN_ADD_FAILED);
      return;
    }
    setOpen(false);
    setJustAdded(true);
    onAdded(name);
    void notify.success(domainAddedMessage(years));
  };

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="text-base font-semibold break-all text-ink-900">
            {shownSld}
            <span className="text-ink-500">{shownTld}</span>
          </span>
          {premium && (
            <Badge tone="warning">
              <Crown className="size-3" aria-hidden="true" />
              Premium
            </Badge>
          )}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm">
          {available ? (
            <>
              <Check className="size-4 text-success-600" aria-hidden="true" />
              <span className="text-success-700">Available</span>
            </>
          ) : (
            <>
              <X className="size-4 text-ink-400" aria-hidden="true" />
              <span className="text-ink-500">{suggestion.reason ?? 'Taken'}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        {available && (
          <p className="text-right">
            <span className="font-semibold text-ink-900 tabular-nums">
              {formatPounds(suggestion.Prices.Registration)}
            </span>
            <span className="text-sm text-ink-500">/year</span>
          </p>
        )}
        <div className="flex w-32 justify-end">
          {added ? (
            <CheckoutLink describedBy={nameId} wiggle={justAdded} />
          ) : available ? (
            <Button size="sm" onClick={() => setOpen(true)} aria-describedby={nameId}>
              <ShoppingCart aria-hidden="true" />
              Add to cart
            </Button>
          ) : (
            <Badge>Unavailable</Badge>
          )}
        </div>
      </div>
      {open && (
        <DurationDialog
          suggestion={suggestion}
          open={open}
          onOpenChange={setOpen}
          onConfirm={(years) => void confirm(years)}
          pending={pending}
        />
      )}
    </li>
  );
}
