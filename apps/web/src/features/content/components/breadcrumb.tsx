import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

export type TCrumb = { label: string; to?: string };

/** Where the page sits: links to the areas above it, then the page itself. */
export function Breadcrumb({ items }: { items: TCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-500">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className="hover:text-ink-900 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
