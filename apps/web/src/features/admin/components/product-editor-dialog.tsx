import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { useGetAdminProductQuery } from '../api';
import { emptyProductForm, formFromProduct } from '../product-form-values';
import { ProductForm } from './product-form';

/** What the editor is open for: a new product, or an existing one by id. */
export type TEditorTarget = { mode: 'create' } | { mode: 'edit'; id: string; name: string };

function EditExisting({ id, onClose }: { id: string; onClose: () => void }) {
  const { currentData: product, error } = useGetAdminProductQuery(id);
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!product) {
    return (
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">Loading product…</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  return <ProductForm productId={product.id} initial={formFromProduct(product)} onDone={onClose} onCancel={onClose} />;
}

export function ProductEditorDialog({ target, onClose }: { target: TEditorTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl! overflow-y-auto">
        <DialogTitle>{target?.mode === 'edit' ? `Edit ${target.name}` : 'New product'}</DialogTitle>
        <DialogDescription>
          Prices in pounds; the customer's price includes the government filing fee, named beside it.
        </DialogDescription>
        {target?.mode === 'edit' ? (
          <EditExisting key={target.id} id={target.id} onClose={onClose} />
        ) : (
          target && <ProductForm productId={null} initial={emptyProductForm} onDone={onClose} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
