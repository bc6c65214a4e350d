import { CreditCard, Star, Trash2 } from 'lucide-react';
import type { TSavedCard } from '@launchpad/shared';
import { CARD_BRAND_LABELS, expiryIssue, formatCardExpiry, maskCard } from '@launchpad/shared/domain/cards';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type TSavedCardRowProps = {
  card: TSavedCard;
  busy: boolean;
  onMakePrimary: () => void;
  onRemove: () => void;
};

/** One saved card: brand, •••• last 4, expiry, primary badge and its actions. */
export function SavedCardRow({ card, busy, onMakePrimary, onRemove }: TSavedCardRowProps) {
  const brand = CARD_BRAND_LABELS[card.brand];
  const expired = expiryIssue(card.expMonth, card.expYear, new Date()) !== null;
  const description = `${brand} ${maskCard(card.last4)}`;
  return (
    <li className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-ink-600 ring-1 ring-ink-100">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
            <span>{brand}</span>
            <span className="font-mono text-sm tracking-wide text-ink-700">{maskCard(card.last4)}</span>
            {card.isPrimary && <Badge tone="brand">Primary</Badge>}
            {expired && <Badge tone="danger">Expired</Badge>}
          </p>
          <p className="text-sm text-ink-500">Expires {formatCardExpiry(card.expMonth, card.expYear)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        {!card.isPrimary && (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onMakePrimary}
            aria-label={`Make ${description} primary`}
          >
            <Star aria-hidden="true" />
            Make primary
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${description}`}
          className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
