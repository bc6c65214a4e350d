import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TNewCartLine } from '@/features/cart';
import { AddToCartButton } from './add-to-cart-button';

export type TOfferLayout = 'stacked' | 'compact' | 'row';

export type TOfferCardProps = {
  title: string;
  subtitle?: string | null;
  /** The product's page. */
  href: string;
  price: { lead: string | null; price: string } | null;
  /** A line under the price, e.g. the filing fee included in it. */
  priceDetail?: string | null;
  badges?: string[];
  features?: string[];
  /** What "Add to cart" adds; no button without it. */
  line?: TNewCartLine | null;
  /**
   * 'stacked' for grids of three, 'compact' for narrower grids (full-width buttons), 'row' for the
   * dialog lists (price beside the name, features in two columns).
   */
  layout?: TOfferLayout;
  className?: string;
};

function Price({ price, detail, align }: { price: TOfferCardProps['price']; detail?: string | null; align?: 'right' }) {
  if (!price) return null;
  return (
    <p className={cn('text-ink-900', align === 'right' && 'sm:text-right')}>
      {price.lead && <span className="mr-1 text-sm text-ink-500">{price.lead}</span>}
      <span className="text-xl font-semibold tracking-tight">{price.price}</span>
      {detail && <span className="mt-0.5 block text-xs text-ink-500">{detail}</span>}
    </p>
  );
}

/** A product as the marketplace shows it: name, what it is, price, Add to cart and View details. */
export function OfferCard({
  title,
  subtitle,
  href,
  price,
  priceDetail,
  badges = [],
  features = [],
  line,
  layout = 'stacked',
  className,
}: TOfferCardProps) {
  const titleId = useId();
  const row = layout === 'row';
  const compact = layout === 'compact';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-xs transition-shadow hover:shadow-md sm:p-6',
        className,
      )}
    >
      {badges.length > 0 && (
        <div className="mb-3 flex flex-wrap gap-1.5">
          {badges.map((badge) => (
            <Badge key={badge} tone="neutral">
              {badge}
            </Badge>
          ))}
        </div>
      )}
      <div className={cn(row && 'sm:flex sm:items-start sm:justify-between sm:gap-6')}>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-ink-900">
            {title}
          </h3>
          {subtitle && <p className="mt-1.5 text-sm text-pretty text-ink-600">{subtitle}</p>}
        </div>
        {row && (
          <div className="mt-4 shrink-0 sm:mt-0">
            <Price price={price} detail={priceDetail} align="right" />
          </div>
        )}
      </div>
      {features.length > 0 && (
        <ul className={cn('mt-4 gap-x-6 gap-y-1.5 text-sm text-ink-700', row ? 'grid sm:grid-cols-2' : 'grid')}>
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex-1" />
      {!row && (
        <div className="mt-5">
          <Price price={price} detail={priceDetail} />
        </div>
      )}
      <div className={cn('mt-5 gap-2', compact ? 'grid' : 'flex flex-wrap', row && 'sm:justify-end')}>
        {line && <AddToCartButton line={line} describedBy={titleId} size="sm" className={cn(compact && 'w-full')} />}
        <Link
          to={href}
          aria-describedby={titleId}
          className={buttonClasses({
            variant: line ? 'outline' : 'secondary',
            size: 'sm',
            className: cn(compact && 'w-full'),
          })}
        >
          View details
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
