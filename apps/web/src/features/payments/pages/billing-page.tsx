import { useState } from 'react';
import { CreditCard, Plus } from 'lucide-react';
import type { TSavedCard } from '@launchpad/shared';
import { CARD_BRAND_LABELS, maskCard } from '@launchpad/shared/domain/cards';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useDeleteCardMutation, useListCardsQuery, useSetPrimaryCardMutation } from '../api';
import { CardForm } from '../components/card-form';
import { SavedCardRow } from '../components/saved-card-row';

function CardListSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your cards…</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-10 w-14 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /account/billings: saved cards (list, add, make primary, remove with confirmation). */
export default function BillingPage() {
  const { data: cards, isLoading, isError, error, refetch } = useListCardsQuery();
  const [setPrimary, { isLoading: settingPrimary }] = useSetPrimaryCardMutation();
  const [deleteCard, { isLoading: deleting }] = useDeleteCardMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TSavedCard | null>(null);

  const makePrimary = async (card: TSavedCard) => {
    try {
      await setPrimary(card.id).unwrap();
      void notify.success('Primary card updated.');
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await deleteCard(removing.id).unwrap();
      setRemoving(null);
      void notify.success('Card removed.');
    } catch (failure) {
      setRemoving(null);
      void notify.error(getErrorMessage(failure));
    }
  };

  const hasCards = (cards?.length ?? 0) > 0;
  return (
    <>
      <PageHeader title="Billing" description="The cards you pay with at checkout and for renewals." />
      <div className="space-y-6">
        <Panel
          title="Payment methods"
          description="Your primary card is used first for subscriptions and renewals."
          aside={
            hasCards &&
            !adding && (
              <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add card
              </Button>
            )
          }
        >
          {isLoading ? (
            <CardListSkeleton />
          ) : isError ? (
            <Alert
              tone="error"
              action={
                <Button variant="outline" size="sm" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {getErrorMessage(error, 'We could not load your cards.')}
            </Alert>
          ) : hasCards ? (
            <ul className="divide-y divide-ink-100">
              {cards?.map((card) => (
                <SavedCardRow
                  key={card.id}
                  card={card}
                  busy={settingPrimary || deleting}
                  onMakePrimary={() => void makePrimary(card)}
                  onRemove={() => setRemoving(card)}
                />
              ))}
            </ul>
          ) : (
            !adding && (
              <EmptyState
                icon={<CreditCard aria-hidden="true" />}
                title="No saved cards yet"
                action={
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden="true" />
                    Add a card
                  </Button>
                }
              >
                Save a card to check out faster and keep subscriptions running.
              </EmptyState>
            )
          )}
        </Panel>

        {adding && (
          <Panel title="Add a card" description="Visa, Mastercard, American Express and other major cards.">
            <CardForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </Panel>
        )}
      </div>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this card?"
        description={
          removing
            ? `${CARD_BRAND_LABELS[removing.brand]} ${maskCard(removing.last4)} will no longer be available for payments.${removing.isPrimary ? ' Your next card becomes the primary one.' : ''}`
            : ''
        }
        confirmLabel="Remove card"
        destructive
        pending={deleting}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
}
