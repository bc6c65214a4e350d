import { Link } from 'react-router';
import { Globe, Package, ShieldCheck, Trash2, X } from 'lucide-react';
import type { TCartData, TCartLineDetail } from '@launchpad/shared';
import type { TCartItem } from '@launchpad/shared/domain/cart';
import { MAX_CART_QUANTITY } from '@launchpad/shared/domain/cart';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import {
  useDeleteCartDomainMutation,
  useDeleteCartItemMutation,
  useSetCartAddOnQuantityMutation,
  useSetCartItemQuantityMutation,
  useSetDomainYearsMutation,
  useSetServiceDurationMutation,
  useToggleCartAddOnMutation,
  useGetDomainServicesQuery,
  useUpdateCartServicesMutation,
} from '../api';
import { renewalText } from '../renewal';
import { QuantityStepper, YearsSelect } from './quantity-stepper';
import { hasDomainItems, RemoveDomainItems } from './remove-domain-items';

/** Runs a cart change and shows the server's message when it is refused (the cart is left as it was). */
function useChange() {
  return async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
}

function LineIcon({ kind }: { kind: TCartLineDetail['kind'] }) {
  const Icon = kind === 'domain' ? Globe : Package;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/**
 * SSL and ID Protect for a domain line: each kind not on the line yet is offered with its yearly price;
 * adding or removing one replaces the line's services (`update-services`), keeping the others' years.
 */
function DomainServiceOffers({ item, busy }: { item: TCartItem; busy: boolean }) {
  const run = useChange();
  const { data: services = [] } = useGetDomainServicesQuery();
  const [updateServices] = useUpdateCartServicesMutation();
  const chosen = item.CartItemServices.map(({ serviceId, duration, quantity }) => ({ serviceId, duration, quantity }));
  // One of each kind per domain: once it has an SSL certificate, the other certificates are not offered.
  const taken = new Set(item.CartItemServices.map((service) => service.serviceType));
  const offers = services.filter((service) => !taken.has(service.serviceType));
  // Bought for as long as the domain is registered (as far as the service is sold for).
  const termOf = (service: { minYears: number; maxYears: number }) =>
    Math.min(Math.max(item.selected_years ?? 1, service.minYears), service.maxYears);
  if (offers.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {offers.map((service) => (
        <Button
          key={service.id}
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            run(() =>
              updateServices({
                cartItemId: item.id,
                services: [...chosen, { serviceId: service.id, duration: termOf(service), quantity: 1 }],
              }).unwrap(),
            )
          }
        >
          <ShieldCheck aria-hidden="true" />
          Add {service.name}
          <span className="text-ink-500 tabular-nums">{formatPounds(service.pricePerYearPence)}/year</span>
        </Button>
      ))}
    </div>
  );
}

function CartLine({ item, detail, busy }: { item: TCartItem; detail: TCartLineDetail; busy: boolean }) {
  const run = useChange();
  const [setQuantity] = useSetCartItemQuantityMutation();
  const [deleteItem] = useDeleteCartItemMutation();
  const [deleteDomain] = useDeleteCartDomainMutation();
  const [setDomainYears] = useSetDomainYearsMutation();
  const [toggleAddOn] = useToggleCartAddOnMutation();
  const [setAddOnQuantity] = useSetCartAddOnQuantityMutation();
  const [setDuration] = useSetServiceDurationMutation();
  const [updateServices] = useUpdateCartServicesMutation();
  const cartItemId = item.id;
  const removeService = (serviceId: string) =>
    run(() =>
      updateServices({
        cartItemId,
        services: item.CartItemServices.filter((s) => s.serviceId !== serviceId).map(
          ({ serviceId: id, duration, quantity }) => ({ serviceId: id, duration, quantity }),
        ),
      }).unwrap(),
    );
  const remove = () =>
    run(() => (detail.kind === 'domain' ? deleteDomain({ cartItemId }).unwrap() : deleteItem({ cartItemId }).unwrap()));

  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <div className="flex gap-4">
        <LineIcon kind={detail.kind} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">
                {detail.path ? (
                  <Link to={detail.path} className="hover:underline">
                    {detail.name}
                  </Link>
                ) : (
                  detail.name
                )}
              </p>
              <p className="text-sm text-ink-500">
                {detail.kind === 'domain'
                  ? 'Domain registration'
                  : detail.kind === 'group'
                    ? 'Package'
                    : item.onlyAddOns
                      ? 'Add-ons only'
                      : detail.renews
                        ? renewalText(detail.totals.product, detail.renews)
                        : 'Service'}
              </p>
            </div>
            <p className="font-semibold text-ink-900 tabular-nums">{formatPounds(detail.totals.total)}</p>
          </div>

          <div className="mt-3 flex flex-wrap items-center gap-3">
            {detail.kind === 'domain' && detail.years ? (
              <YearsSelect
                label={`Registration years for ${detail.name}`}
                value={item.selected_years ?? detail.years.min}
                min={detail.years.min}
                max={detail.years.max}
                disabled={busy}
                onChange={(duration) => run(() => setDomainYears({ cartItemId, duration }).unwrap())}
              />
            ) : (
              !item.onlyAddOns && (
                <QuantityStepper
                  label={`Quantity of ${detail.name}`}
                  value={item.quantity}
                  max={MAX_CART_QUANTITY}
                  disabled={busy}
                  onChange={(quantity) => run(() => setQuantity({ cartItemId, quantity }).unwrap())}
                />
              )
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={remove}
              disabled={busy}
              aria-label={`Remove ${detail.name}`}
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>

          {detail.kind === 'domain' && <DomainServiceOffers item={item} busy={busy} />}

          {(item.CartItemAddOns.length > 0 || item.CartItemServices.length > 0) && (
            <ul className="mt-4 space-y-2.5 rounded-xl bg-ink-25 p-3 ring-1 ring-ink-100">
              {item.CartItemAddOns.map((addOn) => {
                const info = detail.addOns.find((a) => a.addOnId === addOn.addOnId);
                const name = info?.name ?? 'Add-on';
                return (
                  <li key={addOn.addOnId} className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                    <span className="min-w-0 flex-1 text-ink-700">
                      {name}
                      <span className="ml-2 text-ink-500 tabular-nums">{formatPounds(addOn.price)} each</span>
                    </span>
                    {(info?.maxQuantity ?? 1) > 1 && (
                      <QuantityStepper
                        label={`Quantity of ${name}`}
                        value={addOn.quantity}
                        max={info?.maxQuantity ?? 1}
                        disabled={busy}
                        onChange={(quantity) =>
                          run(() => setAddOnQuantity({ cartItemId, addOnId: addOn.addOnId, quantity }).unwrap())
                        }
                      />
                    )}
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Remove ${name}`}
                      onClick={() => run(() => toggleAddOn({ cartItemId, addOnId: addOn.addOnId }).unwrap())}
                      className="flex size-8 items-center justify-center rounded-md text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
              {item.CartItemServices.map((service) => {
                const limits = detail.services.find((s) => s.serviceId === service.serviceId);
                return (
                  <li key={service.serviceId} className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                    <span className="min-w-0 flex-1 text-ink-700">
                      {service.serviceName}
                      <span className="ml-2 text-ink-500 tabular-nums">{formatPounds(service.price)} a year</span>
                    </span>
                    <YearsSelect
                      label={`Years of ${service.serviceName}`}
                      value={service.duration}
                      min={limits?.minYears ?? 1}
                      max={limits?.maxYears ?? 10}
                      disabled={busy}
                      onChange={(duration) =>
                        run(() => setDuration({ cartItemId, serviceId: service.serviceId, duration }).unwrap())
                      }
                    />
                    {detail.kind === 'domain' && (
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={`Remove ${service.serviceName}`}
                        onClick={() => removeService(service.serviceId)}
                        className="flex size-8 items-center justify-center rounded-md text-ink-500 hover:bg-ink-100 hover:text-ink-900"
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** The server cart's lines with their editors (every change answers with the whole cart). */
export function ServerCartLines({ data, busy = false }: { data: TCartData; busy?: boolean }) {
  const run = useChange();
  const [deleteDomain] = useDeleteCartDomainMutation();
  // SPEC §7: the same body as items/delete; with every key null, every domain-related item goes.
  const removeAllDomains = () => run(() => deleteDomain({ cartItemId: null, productId: null, groupId: null }).unwrap());
  return (
    <>
      {hasDomainItems(data.cart) && <RemoveDomainItems onRemove={removeAllDomains} disabled={busy} />}
      <ul className="divide-y divide-ink-100" aria-label="Items in your cart">
        {data.cart.CartItems.map((item) => {
          const detail = data.lines.find((line) => line.id === item.id);
          return detail ? <CartLine key={item.id} item={item} detail={detail} busy={busy} /> : null;
        })}
      </ul>
    </>
  );
}
