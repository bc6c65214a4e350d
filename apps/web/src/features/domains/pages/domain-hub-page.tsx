import { Link } from 'react-router';
import { ArrowRight, Globe, Receipt, Search, ServerCog, ShieldCheck, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/panel';
import { paths } from '@/config/paths';

const cards: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Domain Portfolio',
    text: 'Every domain you own: status, expiry, auto-renew, transfer lock, contacts and EPP codes.',
    to: paths.domainList,
    icon: Globe,
  },
  {
    title: 'SSL Management',
    text: 'Your SSL certificates and ID Protect: send a CSR, prove you control the domain, reissue.',
    to: paths.domainServices,
    icon: ShieldCheck,
  },
  {
    title: 'DNS Management',
    text: 'Nameservers, host records, SRV and SPF, with a history of changes you can revert.',
    to: paths.domainDns,
    icon: ServerCog,
  },
];

/** /domain (SPEC §2): the hub with the three cards. */
export default function DomainHubPage() {
  return (
    <>
      <PageHeader
        title="Domains"
        description="Manage your domains, their DNS and the certificates that secure them."
        aside={
          <Link to={paths.domainSearch} className={buttonClasses({ variant: 'outline' })}>
            <Search aria-hidden="true" />
            Find a new domain
          </Link>
        }
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(({ title, text, to, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-xs transition-[border-color,box-shadow] hover:border-brand-200 hover:shadow-md focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="mt-5 text-lg font-semibold text-ink-900 group-hover:text-brand-700">{title}</span>
              <span className="mt-1.5 flex-1 text-sm text-ink-600">{text}</span>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                Open
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-ink-600">
        <Link
          to={paths.domainOrders}
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <Receipt className="size-4" aria-hidden="true" />
          Your domain orders
        </Link>
      </p>
    </>
  );
}
