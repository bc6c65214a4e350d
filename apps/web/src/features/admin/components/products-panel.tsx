import { useState } from 'react';
import { PackageSearch, Plus, Search } from 'lucide-react';
import {
  PAGE_SIZE,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  type TProduct,
  type TProductCategory,
} from '@launchpad/shared';
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
import { useDeleteProductMutation, useListAdminProductsQuery, type TDeleteResult } from '../api';
import { ProductEditorDialog, type TEditorTarget } from './product-editor-dialog';
import { ProductsTable } from './products-table';
import { useDebounced } from './use-debounced';

type TStatus = 'all' | 'active' | 'inactive';
type TNotice = { name: string; message: string; mode: TDeleteResult['mode'] };

/** The product list (search, category, status, pages of 10), with create, edit and delete. */
export function ProductsPanel() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<TProductCategory | ''>('');
  const [status, setStatus] = useState<TStatus>('all');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<TEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<TProduct | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const query = useDebounced(search.trim());
  const [remove, removal] = useDeleteProductMutation();

  const { currentData, error, isFetching } = useListAdminProductsQuery({
    status,
    page,
    pageSize: PAGE_SIZE,
    sort: 'name',
    ...(query && { search: query }),
    ...(category && { category }),
  });
  const totalPages = currentData ? pageCount(currentData.pageMeta.total_items_count) : 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove(deleting.id).unwrap();
      const message = result.message ?? (result.data.mode === 'soft' ? 'Product archived.' : 'Product deleted.');
      setNotice({ name: deleting.name, message, mode: result.data.mode });
      void notify.success(message);
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    }
    setDeleting(null);
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
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
                  placeholder="Name or summary"
                  value={search}
                  onChange={(e) => {
                    setSearch(e.target.value);
                    setPage(1);
                  }}
                />
              </div>
            )}
          </Field>
          <Field label="Category">
            {(c) => (
              <Select
                {...c}
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value as TProductCategory | '');
                  setPage(1);
                }}
              >
                <option value="">All categories</option>
                {PRODUCT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {PRODUCT_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Status">
            {(c) => (
              <Select
                {...c}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as TStatus);
                  setPage(1);
                }}
              >
                <option value="all">All</option>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            )}
          </Field>
        </div>
        <Button onClick={() => setEditor({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          New product
        </Button>
      </div>

      {notice && (
        <Alert
          tone={notice.mode === 'soft' ? 'warning' : 'success'}
          title={notice.mode === 'soft' ? `${notice.name} was archived, not deleted` : `${notice.name} was deleted`}
          action={
            <Button variant="ghost" size="sm" onClick={() => setNotice(null)}>
              Dismiss
            </Button>
          }
        >
          {notice.message}
        </Alert>
      )}

      <p className="text-sm text-ink-500" aria-live="polite">
        {currentData
          ? `${currentData.pageMeta.total_items_count} product${currentData.pageMeta.total_items_count === 1 ? '' : 's'}`
          : isFetching
            ? 'Loading products…'
            : ''}
      </p>

      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !currentData ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : currentData.items.length === 0 ? (
        <EmptyState icon={<PackageSearch aria-hidden="true" />} title="No products match">
          Change the search or the filters, or create a product.
        </EmptyState>
      ) : (
        <ProductsTable
          products={currentData.items}
          onEdit={(product) => setEditor({ mode: 'edit', id: product.id, name: product.name })}
          onDelete={setDeleting}
        />
      )}

      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Product pages" />

      <ProductEditorDialog target={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this product'}?`}
        description="A product that was ordered before is archived instead (kept for order history, hidden from the marketplace). Otherwise it is removed for good."
        confirmLabel="Delete product"
        destructive
        pending={removal.isLoading}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
