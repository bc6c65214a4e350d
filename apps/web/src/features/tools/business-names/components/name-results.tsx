import { useState } from 'react';
import { Link } from 'react-router';
import { Check, Globe, ShoppingCart } from 'lucide-react';
import type { TBusinessNameIdea, TNameDomain } from '@launchpad/shared/contracts/tools';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';

/** One domain of a name: availability, price a year and Add to cart (one year; the cart changes it). */
function DomainRow({ domain }: { domain: TNameDomain }) {
  const cart = useCart();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const add = async () => {
    if (domain.pricePerYearPence === null) return;
    setState('adding');
    const problem = await cart.addDomain({
      sld: domain.sld,
      tld: domain.tld,
      years: 1,
      pricePerYear: domain.pricePerYearPence,
    });
    if (problem) {
      setState('idle');
      notify.error(problem);
    } else {
      setState('added');
      notify.success('Domain added for 1 year(s)!');
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
      <div className="flex min-w-0 items-center gap-2">
        <span className="truncate font-medium text-ink-900">{domain.domain}</span>
        {domain.premium && <Badge tone="warning">Premium</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {domain.available === true ? (
          <>
            <Badge tone="success">Available</Badge>
            {domain.pricePerYearPence !== null && (
              <span className="text-sm text-ink-700 tabular-nums">
                {formatPounds(domain.pricePerYearPence)}
                <span className="text-ink-500">/yr</span>
              </span>
            )}
            {state === 'added' ? (
              <Link
                to={paths.cart}
                aria-label={`${domain.domain} is in your cart: checkout`}
                className={buttonClasses({ size: 'sm', variant: 'outline' })}
              >
                <Check aria-hidden="true" />
                Checkout
              </Link>
            ) : (
              <Button
                size="sm"
                loading={state === 'adding'}
                onClick={() => void add()}
                aria-label={`Add ${domain.domain} to cart`}
              >
                <ShoppingCart aria-hidden="true" />
                Add to cart
              </Button>
            )}
          </>
        ) : domain.available === false ? (
          <Badge tone="neutral">Taken</Badge>
        ) : (
          <Badge tone="warning">Could not check</Badge>
        )}
      </div>
    </li>
  );
}

/** The generated names, each with its domains. */
export function NameResults({ names }: { names: TBusinessNameIdea[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Name ideas">
      {names.map((idea) => {
        const free = idea.domains.filter((d) => d.available === true).length;
        return (
          <li key={idea.name} className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-xl font-semibold tracking-tight text-ink-950">{idea.name}</h2>
              <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-ink-500">
                <Globe className="size-3.5" aria-hidden="true" />
                {free} of {idea.domains.length} free
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-600">{idea.rationale}</p>
            <ul
              className="mt-3 divide-y divide-ink-100 border-t border-ink-100"
              aria-label={`Domains for ${idea.name}`}
            >
              {idea.domains.map((domain) => (
                <DomainRow key={domain.domain} domain={domain} />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
