import type { TContentType } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { useGetAdminContentQuery } from '../content-api';
import { CONTENT_TYPE_LABELS, emptyContentForm, formFromItem } from '../content-form-values';
import { ContentForm } from './content-form';

/** What the editor is open for: a new item of a type, or an existing one by id. */
export type TContentEditorTarget =
  { mode: 'create'; type: TContentType } | { mode: 'edit'; type: TContentType; id: string; name: string };

function EditExisting({ type, id, onClose }: { type: TContentType; id: string; onClose: () => void }) {
  const { currentData: item, error } = useGetAdminContentQuery({ type, id });
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!item) {
    return (
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">Loading {CONTENT_TYPE_LABELS[type].singular}…</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  return <ContentForm type={type} itemId={item.id} initial={formFromItem(item)} onDone={onClose} onCancel={onClose} />;
}

const DESCRIPTIONS: Partial<Record<TContentType, string>> = {
  event: 'Enter the times in the event’s own time zone; visitors also see them in theirs.',
  perk: 'Enter the value in pounds. Leave the eligible stages empty for a perk open to every stage.',
  blog: 'Write the body in Markdown; the site shows it sanitised, with heading anchors and reading time.',
  guide: 'Write the body in Markdown; the site shows it sanitised, with heading anchors and reading time.',
  tip: 'Write the body in Markdown; the site shows it sanitised, with heading anchors and reading time.',
  learn: 'Write the body in Markdown; the site shows it sanitised, with heading anchors and reading time.',
};

export function ContentEditorDialog({ target, onClose }: { target: TContentEditorTarget | null; onClose: () => void }) {
  const singular = target ? CONTENT_TYPE_LABELS[target.type].singular : '';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl! overflow-y-auto">
        <DialogTitle>{target?.mode === 'edit' ? `Edit ${target.name}` : `New ${singular}`}</DialogTitle>
        <DialogDescription>
          {(target && DESCRIPTIONS[target.type]) ?? 'Drafts stay hidden from the site until they are published.'}
        </DialogDescription>
        {target?.mode === 'edit' ? (
          <EditExisting key={`${target.type}-${target.id}`} type={target.type} id={target.id} onClose={onClose} />
        ) : (
          target && (
            <ContentForm
              key={target.type}
              type={target.type}
              itemId={null}
              initial={emptyContentForm(target.type)}
              onDone={onClose}
              onCancel={onClose}
            />
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
