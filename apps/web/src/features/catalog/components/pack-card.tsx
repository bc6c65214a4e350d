import { useId } from 'react';
import { Link } from 'react-router';
import { Check, Package } from 'lucide-react';
import type { TGroup } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { groupLine } from '../cart-lines';
import { AddToCartButton } from './add-to-cart-button';

/** A pack (SPEC §3 group): its products, its price against buying them one by one, Add to cart. */
export function PackCard({ group }: { group: TGroup }) {
  const titleId = useId();
  return (
    <article
      id={group.slug}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-xs target:border-brand-300 target:ring-2 target:ring-brand-100"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-ink-900 text-white">
          <Package className="size-5" aria-hidden="true" />
        </span>
        {group.savingPence > 0 && <Badge tone="success">Save {formatPounds(group.savingPence)}</Badge>}
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-ink-900">
        {group.name}
      </h3>
      <p className="mt-1.5 text-sm text-pretty text-ink-600">{group.description}</p>
      <ul className="mt-5 flex-1 space-y-2 border-t border-ink-100 pt-5 text-sm">
        {group.items.map(({ product, quantity }) => (
          <li key={product.id} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
            <Link to={paths.service(product.slug)} className="text-ink-700 hover:text-brand-700 hover:underline">
              {quantity > 1 && `${quantity} × `}
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <p>
          <span className="text-2xl font-semibold tracking-tight text-ink-900">{formatPounds(group.pricePence)}</span>
          {group.savingPence > 0 && (
            <span className="ml-2 text-sm text-ink-500 line-through">
              <span className="sr-only">instead of </span>
              {formatPounds(group.itemsTotalPence)}
            </span>
          )}
        </p>
        <AddToCartButton line={groupLine(group)} describedBy={titleId} label="Add pack to cart" />
      </div>
    </article>
  );
}
