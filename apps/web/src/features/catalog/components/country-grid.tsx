import { Link } from 'react-router';
import type { TSectionItem } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { paths } from '@/config/paths';

/** Formation countries (SPEC §5), each opening the company formation dialog with it chosen. */
export function CountryGrid({ items }: { items: TSectionItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={paths.serviceDialog('companyFormation', item.title)}
            preventScrollReset
            className="group flex items-center gap-3 rounded-xl border border-ink-100 bg-white p-3.5 transition hover:border-brand-200 hover:bg-brand-50/40"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-50 text-xs font-semibold tracking-wide text-ink-700 ring-1 ring-ink-100 group-hover:bg-white group-hover:text-brand-700"
            >
              {item.countryCode}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink-900">{item.title}</span>
              {item.subtitle && <span className="block truncate text-xs text-ink-500">{item.subtitle}</span>}
            </span>
            {item.pricePence !== null && (
              <span className="shrink-0 text-right text-xs text-ink-500">
                from
                <span className="block text-sm font-semibold text-ink-900">{formatPounds(item.pricePence)}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
