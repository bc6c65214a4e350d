import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { TMarketplace } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { categoryHref } from '../format';
import { CategoryIcon } from './category-icon';

const actions: Record<string, string> = {
  company_formation: 'Choose a country',
  trade_mark: 'Compare filings',
  bookkeeping: 'Compare plans',
};

/** Every category of the marketplace, with how many services it has and the lowest price. */
export function CategoryGrid({ categories }: { categories: TMarketplace['categories'] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {categories
        .filter((category) => category.count > 0)
        .map((category) => {
          const opensDialog = category.pageType !== null;
          return (
            <li key={category.category}>
              <Link
                to={categoryHref(category.category, category.pageType)}
                preventScrollReset={opensDialog}
                className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-xs transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <CategoryIcon category={category.category} className="size-5" />
                </span>
                <span className="mt-4 font-semibold text-ink-900">{category.label}</span>
                <span className="mt-1 text-sm text-ink-500">
                  {category.count} service{category.count === 1 ? '' : 's'}
                  {category.fromPence !== null && (
                    <>
                      {' · from '}
                      <span className="font-medium text-ink-800">{formatPounds(category.fromPence)}</span>
                    </>
                  )}
                </span>
                <span className="mt-3 line-clamp-2 flex-1 text-sm text-ink-600">
                  {category.featured
                    .slice(0, 3)
                    .map((product) => product.name)
                    .join(', ')}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {actions[category.category] ?? 'See services'}
                  <ArrowRight
                    className="size-3.5 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
