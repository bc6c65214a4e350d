import { Pencil, Trash2 } from 'lucide-react';
import type { TProduct } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';
const td = 'px-4 py-3 align-top';

type TProductsTableProps = {
  products: TProduct[];
  onEdit: (product: TProduct) => void;
  onDelete: (product: TProduct) => void;
};

export function ProductsTable({ products, onEdit, onDelete }: TProductsTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-ink-100 bg-ink-25">
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Where
            </th>
            <th scope="col" className={`${th} text-right`}>
              Price
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-ink-25">
              <td className={td}>
                <p className="font-medium text-ink-900">{product.name}</p>
                <p className="mt-0.5 font-mono text-xs text-ink-500">{product.slug}</p>
              </td>
              <td className={`${td} text-ink-700`}>{product.categoryLabel}</td>
              <td className={`${td} text-ink-700`}>
                {[product.stateName, product.countryName].filter(Boolean).join(', ') || 'Everywhere'}
              </td>
              <td className={`${td} text-right whitespace-nowrap text-ink-900 tabular-nums`}>
                {formatPounds(product.totalPence)}
                {product.interval && <span className="text-ink-500">/{product.interval}</span>}
                {product.filingFeePence > 0 && (
                  <span className="block text-xs text-ink-500">incl. {formatPounds(product.filingFeePence)} fee</span>
                )}
              </td>
              <td className={td}>
                {product.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
              </td>
              <td className={`${td} text-right whitespace-nowrap`}>
                <Button variant="ghost" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                  onClick={() => onDelete(product)}
                  aria-label={`Delete ${product.name}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
