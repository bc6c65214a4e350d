import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ToggleGroup } from 'radix-ui';
import { FileSearch, Plus, Search } from 'lucide-react';
import { CONTENT_TYPES, PAGE_SIZE, type TContentItem, type TContentStatus, type TContentType } from '@launchpad/shared';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input, Select } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDeleteContentMutation, useListAdminContentQuery, useSetContentStatusMutation } from '../content-api';
import { CONTENT_TYPE_LABELS, itemName } from '../content-form-values';
import { ContentEditorDialog, type TContentEditorTarget } from './content-editor-dialog';
import { ContentTable } from './content-table';
import { useDebounced } from './use-debounced';

type TStatusFilter = 'all' | TContentStatus;
const isContentType = (value: string | null): value is TContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value ?? '');

function TableSkeleton() {
  return (
    <div role="status" className="space-y-2 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-full" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** Content (issue 9): every area's items, searchable by status, with create, edit, publish and delete. */
export function ContentPanel() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type: TContentType = isContentType(requested) ? requested : 'community';
  const labels = CONTENT_TYPE_LABELS[type];
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<TContentEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<TContentItem | null>(null);
  const query = useDebounced(search.trim());
  const [remove, removal] = useDeleteContentMutation();
  const [setItemStatus] = useSetContentStatusMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const { currentData, error, isFetching } = useListAdminContentQuery({
    type,
    page,
    pageSize: PAGE_SIZE,
    ...(query && { search: query }),
    ...(status !== 'all' && { status }),
  });
  const total = currentData?.pageMeta.total_items_count ?? 0;
  const totalPages = currentData ? pageCount(total) : 0;

  const chooseType = (next: string) => {
    if (!isContentType(next) || next === type) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
    setPage(1);
  };

  const toggleStatus = async (item: TContentItem) => {
    const next: TContentStatus = item.status === 'published' ? 'draft' : 'published';
    setPendingId(item.id);
    try {
      const result = await setItemStatus({ type: item.type, id: item.id, status: next }).unwrap();
      void notify.success(
        result.message ?? `${itemName(item)} ${next === 'published' ? 'is published' : 'is back to draft'}.`,
      );
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    }
    setPendingId(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove({ type: deleting.type, id: deleting.id }).unwrap();
      void notify.success(result.message ?? `Deleted ${itemName(deleting)}.`);
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    }
    setDeleting(null);
  };

  return (
    <div className="space-y-5">
      <ToggleGroup.Root
        type="single"
        value={type}
        onValueChange={chooseType}
        aria-label="Content type"
        className="flex flex-wrap gap-2"
      >
        {CONTENT_TYPES.map((value) => (
          <ToggleGroup.Item
            key={value}
            value={value}
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
              'border-ink-200 bg-white text-ink-700 hover:border-ink-300 hover:text-ink-900',
              'data-[state=on]:border-brand-600 data-[state=on]:bg-brand-600 data-[state=on]:text-white',
            )}
          >
            {CONTENT_TYPE_LABELS[value].plural}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <Field label="Search">
            {(c) => (
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
                  aria-hidden="true"
                />
                <Input
                  {...c}
                  type="search"
                  className="pl-10"
                  placeholder={`Search ${labels.many}`}
                  maxLength={200}
                  value={search}
                  onChange={(e) => {
                    setSearch(e.target.value);
                    setPage(1);
                  }}
                />
              </div>
            )}
          </Field>
          <Field label="Status">
            {(c) => (
              <Select
                {...c}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as TStatusFilter);
                  setPage(1);
                }}
              >
                <option value="all">All</option>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
              </Select>
            )}
          </Field>
        </div>
        <Button onClick={() => setEditor({ mode: 'create', type })}>
          <Plus aria-hidden="true" />
          New {labels.singular}
        </Button>
      </div>

      <p className="text-sm text-ink-500" aria-live="polite">
        {currentData
          ? `${total} ${total === 1 ? labels.singular : labels.many}`
          : isFetching
            ? `Loading ${labels.many}…`
            : ''}
      </p>

      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !currentData ? (
        <TableSkeleton />
      ) : currentData.items.length === 0 ? (
        <EmptyState
          icon={<FileSearch aria-hidden="true" />}
          title={query || status !== 'all' ? `No ${labels.many} match` : `No ${labels.many} yet`}
          action={
            <Button variant="outline" onClick={() => setEditor({ mode: 'create', type })}>
              <Plus aria-hidden="true" />
              New {labels.singular}
            </Button>
          }
        >
          {query || status !== 'all'
            ? 'Change the search or the status filter, or create one.'
            : 'Create the first one.'}
        </EmptyState>
      ) : (
        <ContentTable
          caption={labels.plural}
          items={currentData.items}
          pendingId={pendingId}
          onEdit={(item) => setEditor({ mode: 'edit', type: item.type, id: item.id, name: itemName(item) })}
          onToggleStatus={(item) => void toggleStatus(item)}
          onDelete={setDeleting}
        />
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={`${labels.plural} pages`} />

      <ContentEditorDialog target={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting ? itemName(deleting) : `this ${labels.singular}`}?`}
        description="It is removed from the site for good. To hide it for now, unpublish it instead."
        confirmLabel={`Delete ${labels.singular}`}
        destructive
        pending={removal.isLoading}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
