import { useEffect, useState } from 'react';
import { Globe, Package, Trash2 } from 'lucide-react';
import type { TCartItem } from '@launchpad/shared/domain/cart';
import { MAX_CART_QUANTITY } from '@launchpad/shared/domain/cart';
import { removeDomainItems, removeItem, setItemQuantity } from '@launchpad/shared/domain/cart-operations';
import { lineTotal } from '@launchpad/shared/domain/cart-totals';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Button } from '@/components/ui/button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cartApi, useGetCartProductQuery } from '../api';
import { cartReplaced, selectCart } from '../cart-slice';
import { renewalText } from '../renewal';
import { QuantityStepper } from './quantity-stepper';
import { hasDomainItems, RemoveDomainItems } from './remove-domain-items';

/** The catalogue product a line names, if it is not a domain (a domain's line says all there is to say). */
const productIdOf = (item: TCartItem) => (item.domain && item.tld ? undefined : item.productId || undefined);

/**
 * Asks for the products of the lines (their names, add-ons and renewal terms) and says when every one has
 * answered, or failed to: until then the cart page shows its placeholder, since the lines grow when the names
 * arrive (a long name wraps, a renewal line appears) and would push what is below them down (layout shift,
 * issue 23). Once they have, it stays so: the lines fetch their product again as they mount (SPEC §9).
 */
export function useLineProductsSettled(items: TCartItem[]): boolean {
  const dispatch = useAppDispatch();
  const ids = [...new Set(items.map(productIdOf).filter((id) => id !== undefined))];
  const idList = ids.join(' ');
  useEffect(() => {
    if (!idList) return;
    const requests = idList.split(' ').map((id) => dispatch(cartApi.endpoints.getCartProduct.initiate(id)));
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, idList]);
  const answered = useAppSelector((state) =>
    ids.every((id) => {
      const { data, isError } = cartApi.endpoints.getCartProduct.select(id)(state);
      return data !== undefined || isError;
    }),
  );
  const [settledFor, setSettledFor] = useState<string | null>(null);
  if (answered && settledFor !== idList) setSettledFor(idList);
  return answered || settledFor === idList;
}

function LocalLine({ item }: { item: TCartItem }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const isDomain = Boolean(item.domain && item.tld);
  const productId = productIdOf(item);
  const { data: product } = useGetCartProductQuery(productId ?? '', { skip: !productId });
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
