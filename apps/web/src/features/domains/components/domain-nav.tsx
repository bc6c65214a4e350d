import { Link, NavLink } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths, type TDomainRef } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The tabs of one domain's pages: details, contacts and DNS (they share `?sld=&tld=`). */
export function DomainNav({ domain }: { domain: TDomainRef }) {
  const tabs = [
    { label: 'Details', to: paths.domainInfoFor(domain), path: paths.domainInfo },
    { label: 'Contacts', to: paths.domainContactsFor(domain), path: paths.domainContacts },
    { label: 'DNS', to: paths.domainDnsFor(domain), path: paths.domainDns },
  ];
  return (
    <div className="mb-6 space-y-4">
      <Link
        to={paths.domainList}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Domain portfolio
      </Link>
      <nav aria-label="Domain sections" className="flex gap-1 overflow-x-auto border-b border-ink-100">
        {tabs.map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-600 hover:text-ink-900',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
