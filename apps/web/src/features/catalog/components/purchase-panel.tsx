import { useState, type ReactNode } from 'react';
import type { TProductDetail } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { isSslProduct } from '@launchpad/shared/domain/ssl-domain';
import { useCart } from '@/features/cart';
import { productLine } from '../cart-lines';
import { billingLabel, intervalSuffix, priceText } from '../format';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityStepper } from './quantity-stepper';
import { SslDomainField } from './ssl-domain-field';

const rowClasses = 'flex items-baseline justify-between gap-4 text-sm';
const choiceClasses =
  'flex items-start gap-3 rounded-xl border border-ink-100 p-3 transition-colors has-checked:border-brand-300 has-checked:bg-brand-50/50';

function Choices({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6 border-t border-ink-100 pt-5">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="text-sm font-semibold text-ink-900">
        {title}
      </p>
      <div className="mt-3 space-y-2">{children}</div>
    </fieldset>
  );
}

/**
 * What the product costs and what is bought with it: our fee and the government fee apart, the
 * billing interval, add-ons with quantities (up to each one's maximum) and yearly services.
 */
export function PurchasePanel({ product, onRequestQuote }: { product: TProductDetail; onRequestQuote: () => void }) {
  const [addOns, setAddOns] = useState<Record<string, number>>({});
  const [services, setServices] = useState<Record<string, number>>({});
  const { signedIn } = useCart();
  // A certificate on its own is bought for a domain (issue 20 §8): asked before it can be added.
  const forDomain = isSslProduct(product);
  const [domain, setDomain] = useState<string | null>(null);

  const addOnsTotal = product.addOns.reduce((sum, a) => sum + a.pricePence * (addOns[a.id] ?? 0), 0);
  const servicesTotal = product.services.reduce((sum, s) => sum + s.pricePerYearPence * (services[s.id] ?? 0), 0);
  const total = product.totalPence + addOnsTotal + servicesTotal;
  const suffix = intervalSuffix(product.interval);

  const line = productLine(product, {
    CartItemAddOns: product.addOns
      .filter((a) => addOns[a.id])
      .map((a) => ({ addOnId: a.id, price: a.pricePence, quantity: addOns[a.id] })),
    CartItemServices: product.services
      .filter((s) => services[s.id])
      .map((s) => ({
        serviceId: s.id,
        serviceName: s.name,
        price: s.pricePerYearPence,
        duration: services[s.id],
        quantity: 1,
        serviceType: s.serviceType,
      })),
    ...(forDomain && domain && { domain_details: { domain } }),
  });

  const toggle = (set: typeof setAddOns, id: string, on: boolean, initial: number) =>
    set((current) => {
      const next = { ...current };
      if (on) next[id] = initial;
      else delete next[id];
      return next;
    });

  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-ink-500">{billingLabel(product)}</p>
      <p className="mt-1 text-4xl font-semibold tracking-tight text-ink-950">
        {formatPounds(product.totalPence)}
        {suffix && <span className="text-base font-medium text-ink-500">{suffix}</span>}
      </p>
      <dl className="mt-4 space-y-1.5 rounded-xl bg-ink-25 p-3.5 ring-1 ring-ink-100">
        <div className={rowClasses}>
          <dt className="text-ink-600">Our fee</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{priceText(product.pricePence, product.interval)}</dd>
        </div>
        <div className={rowClasses}>
          <dt className="text-ink-600">Government filing fee</dt>
          <dd className="font-medium text-ink-900 tabular-nums">
            {product.filingFeePence > 0 ? formatPounds(product.filingFeePence) : 'None'}
          </dd>
        </div>
      </dl>

      {product.addOns.length > 0 && (
        <Choices title="Add-ons">
          {product.addOns.map((addOn) => {
            const quantity = addOns[addOn.id] ?? 0;
            return (
              <div key={addOn.id} className={choiceClasses}>
                <input
                  id={`addon-${addOn.id}`}
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={quantity > 0}
                  onChange={(event) => toggle(setAddOns, addOn.id, event.target.checked, 1)}
                />
                <div className="min-w-0 flex-1">
                  <label
                    htmlFor={`addon-${addOn.id}`}
                    className="flex justify-between gap-3 text-sm font-medium text-ink-900"
                  >
                    <span>{addOn.name}</span>
                    <span className="shrink-0 tabular-nums">+{formatPounds(addOn.pricePence)}</span>
                  </label>
                  {addOn.description && <p className="mt-0.5 text-xs text-ink-500">{addOn.description}</p>}
                  {quantity > 0 && addOn.maxQuantity > 1 && (
                    <div className="mt-2 flex items-center gap-2 text-xs text-ink-500">
                      <QuantityStepper
                        label={addOn.name}
                        value={quantity}
                        max={addOn.maxQuantity}
                        onChange={(n) => setAddOns((current) => ({ ...current, [addOn.id]: n }))}
                      />
                      up to {addOn.maxQuantity}
                    </div>
                  )}
                </div>
              </div>
            );
          })}
        </Choices>
      )}

      {product.services.length > 0 && (
        <Choices title="Certificates and protection">
          {product.services.map((service) => {
            const years = services[service.id] ?? 0;
            return (
              <div key={service.id} className={choiceClasses}>
                <input
                  id={`service-${service.id}`}
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={years > 0}
                  onChange={(event) => toggle(setServices, service.id, event.target.checked, service.minYears)}
                />
                <div className="min-w-0 flex-1">
                  <label
                    htmlFor={`service-${service.id}`}
                    className="flex justify-between gap-3 text-sm font-medium text-ink-900"
                  >
                    <span>
                      {service.name} <span className="font-normal text-ink-500">({service.serviceType})</span>
                    </span>
                    <span className="shrink-0 tabular-nums">{priceText(service.pricePerYearPence, 'year')}</span>
                  </label>
                  <p className="mt-0.5 text-xs text-ink-500">{service.description}</p>
                  {years > 0 && service.maxYears > service.minYears && (
                    <label className="mt-2 flex items-center gap-2 text-xs text-ink-600">
                      Years
                      <select
                        className="h-8 rounded-md border border-ink-200 bg-white px-2 text-sm text-ink-900"
                        value={years}
                        onChange={(event) =>
                          setServices((current) => ({ ...current, [service.id]: Number(event.target.value) }))
                        }
                      >
                        {Array.from(
                          { length: service.maxYears - service.minYears + 1 },
                          (_, i) => service.minYears + i,
                        ).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              </div>
            );
          })}
        </Choices>
      )}

      <div className="mt-6 flex items-baseline justify-between border-t border-ink-100 pt-5">
        <span className="font-semibold text-ink-900">Total</span>
        <span className="text-xl font-semibold text-ink-950 tabular-nums" aria-live="polite">
          {formatPounds(total)}
        </span>
      </div>
      <p className="mt-1 text-right text-xs text-ink-500">Excluding VAT, added at checkout.</p>
      {forDomain && <SslDomainField signedIn={signedIn} onChange={setDomain} />}
      <AddToCartButton line={line} size="lg" className="mt-5 w-full" disabled={forDomain && !domain} />
      <button
        type="button"
        onClick={onRequestQuote}
        className="mt-3 w-full text-center text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        Request a custom quote
      </button>
    </div>
  );
}
