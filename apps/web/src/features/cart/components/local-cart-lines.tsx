import { Globe, Package, Trash2 } from 'lucide-react';
import type { TCartItem } from '@launchpad/shared/domain/cart';
import { MAX_CART_QUANTITY } from '@launchpad/shared/domain/cart';
import { removeDomainItems, removeItem, setItemQuantity } from '@launchpad/shared/domain/cart-operations';
import { lineTotal } from '@launchpad/shared/domain/cart-totals';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Button } from '@/components/ui/button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGetCartProductQuery } from '../api';
import { cartReplaced, selectCart } from '../cart-slice';
import { renewalText } from '../renewal';
import { QuantityStepper } from './quantity-stepper';
import { hasDomainItems, RemoveDomainItems } from './remove-domain-items';

function LocalLine({ item }: { item: TCartItem }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const isDomain = Boolean(item.domain && item.tld);
  const { data: product } = useGetCartProductQuery(item.productId ?? '', { skip: isDomain || !item.productId });
  const productName = product?.name ?? (item.isGroup ? 'Package' : 'Service');
  // A certificate bought on its own names the domain it is for.
  const name = isDomain
    ? `${item.domain}.${item.tld}`
    : item.domain_details
      ? `${productName} for ${item.domain_details.domain}`
      : productName;
  const addOnName = (id: string) => product?.addOns.find((a) => a.id === id)?.name ?? 'Add-on';
  const Icon = isDomain ? Globe : Package;
  const renews = product?.billing === 'recurring' && !item.onlyAddOns ? product.interval : null;
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <div className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">{name}</p>
              {renews && <p className="text-sm text-ink-500">{renewalText(item.price * item.quantity, renews)}</p>}
            </div>
            <p className="font-semibold text-ink-900 tabular-nums">{formatPounds(lineTotal(item))}</p>
          </div>
          {(item.CartItemAddOns.length > 0 || item.CartItemServices.length > 0) && (
            <ul className="mt-1 text-sm text-ink-600">
              {item.CartItemAddOns.map((addOn) => (
                <li key={addOn.addOnId}>
                  + {addOnName(addOn.addOnId)}
                  {addOn.quantity > 1 ? ` × ${addOn.quantity}` : ''}
                </li>
              ))}
              {item.CartItemServices.map((service) => (
                <li key={service.serviceId}>
                  + {service.serviceName}, {service.duration} {service.duration === 1 ? 'year' : 'years'}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {!isDomain && !item.onlyAddOns && (
              <QuantityStepper
                label={`Quantity of ${name}`}
                value={item.quantity}
                max={MAX_CART_QUANTITY}
                onChange={(quantity) => dispatch(cartReplaced(setItemQuantity(cart, { itemId: item.id, quantity })))}
              />
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${name}`}
              onClick={() => dispatch(cartReplaced(removeItem(cart, { itemId: item.id })))}
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

/** An anonymous visitor's cart, kept in the browser (prices are confirmed at checkout). */
export function LocalCartLines({ items }: { items: TCartItem[] }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  return (
    <>
      {hasDomainItems(cart) && <RemoveDomainItems onRemove={() => dispatch(cartReplaced(removeDomainItems(cart)))} />}
      <ul className="divide-y divide-ink-100" aria-label="Items in your cart">
        {items.map((item) => (
          <LocalLine key={item.id} item={item} />
        ))}
      </ul>
    </>
  );
}
