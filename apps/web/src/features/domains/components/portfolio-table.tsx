import { Link } from 'react-router';
import { Lock, LockOpen, RefreshCw } from 'lucide-react';
import type { TPortfolioDomain } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { DomainStatusBadge } from './domain-status-badge';

const th = 'px-3 py-2.5 font-medium';

/** The portfolio (SPEC §2 /domain/list): name, status, expiry (en-GB), auto-renew and lock. */
export function PortfolioTable({ domains, busy = false }: { domains: TPortfolioDomain[]; busy?: boolean }) {
  return (
    <div className={cn('-mx-2 overflow-x-auto transition-opacity', busy && 'opacity-60')}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Your domains</caption>
        <thead>
          <tr className="border-b border-ink-100 text-ink-500">
            <th scope="col" className={th}>
              Domain
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Expires
            </th>
            <th scope="col" className={th}>
              Auto-renew
            </th>
            <th scope="col" className={th}>
              Lock
            </th>
          </tr>
        </thead>
        <tbody>
          {domains.map((domain) => (
            <tr key={domain.id} className="border-b border-ink-100 last:border-b-0 hover:bg-ink-25">
              <td className="px-3 py-3">
                <Link
                  to={paths.domainInfoFor({ sld: domain.sld, tld: domain.tld })}
                  className="font-medium break-all text-ink-900 hover:text-brand-700 hover:underline"
                >
                  {domain.name}
                </Link>
              </td>
              <td className="px-3 py-3">
                <DomainStatusBadge status={domain.status} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-ink-700">
                {domain.expiresAt ? formatDate(domain.expiresAt) : '—'}
              </td>
              <td className="px-3 py-3">
                <span
                  className={cn('inline-flex items-center gap-1.5', domain.autoRenew ? 'text-ink-900' : 'text-ink-500')}
                >
                  <RefreshCw className="size-3.5" aria-hidden="true" />
                  {domain.autoRenew ? 'On' : 'Off'}
                </span>
              </td>
              <td className="px-3 py-3">
                <span
                  className={cn(
                    'inline-flex items-center gap-1.5',
                    domain.locked ? 'text-ink-900' : 'text-warning-700',
                  )}
                >
                  {domain.locked ? (
                    <Lock className="size-3.5" aria-hidden="true" />
                  ) : (
                    <LockOpen className="size-3.5" aria-hidden="true" />
                  )}
                  {domain.locked ? 'Locked' : 'Unlocked'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
