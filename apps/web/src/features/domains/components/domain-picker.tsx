import { Link } from 'react-router';
import { ChevronRight, Globe, Search } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, type TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useAllDomainsQuery } from '../api';
import { DomainStatusBadge } from './domain-status-badge';

/** "Which domain?" for a /domain page opened without `?sld=&tld=`: the first page of the portfolio. */
export function DomainPicker({ title, linkTo }: { title: string; linkTo: (domain: TDomainRef) => string }) {
  const { data, error } = useAllDomainsQuery({ page: 1 });
  return (
    <Panel title={title} description="Choose one of your domains.">
      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !data ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading your domains…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Globe aria-hidden="true" />}
          title="No domains yet"
          action={
            <Link to={paths.domainSearch} className={buttonClasses()}>
              <Search aria-hidden="true" />
              Search for a domain
            </Link>
          }
        >
          Once you register a domain you can manage it here.
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
            {data.items.map((domain) => (
              <li key={domain.id}>
                <Link
                  to={linkTo({ sld: domain.sld, tld: domain.tld })}
                  className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-ink-25"
                >
                  <span className="font-medium break-all text-ink-900">{domain.name}</span>
                  <span className="flex items-center gap-3">
                    <DomainStatusBadge status={domain.status} />
                    <ChevronRight className="size-4 text-ink-400" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {data.pageMeta.has_next_page && (
            <p className="mt-3 text-sm text-ink-600">
              Not listed?{' '}
              <Link to={paths.domainList} className="font-medium text-brand-700 hover:underline">
                Search your whole portfolio
              </Link>
              .
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
