import { Link } from 'react-router';
import { ChevronRight, ShieldCheck, UserRoundX } from 'lucide-react';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useAllServicesQuery } from '../api';
import { CertStatusBadge } from '../components/cert-status';
import { useCertListQuery } from '../ssl-api';
import { splitDomain } from '../use-domain-param';

function Loading({ what }: { what: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Loading {what}…</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  );
}

function Certificates() {
  const { data, error } = useCertListQuery();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <Loading what="your certificates" />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden="true" />}
        title="No SSL certificates yet"
        action={
          <Link to={paths.domainSearch} className={buttonClasses({ variant: 'outline' })}>
            Find a domain
          </Link>
        }
      >
        Certificates you buy, with a domain or on their own, appear here ready to activate.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
      {data.map((cert) => (
        <li key={cert.CertID}>
          <Link
            to={paths.domainSslFor(cert.CertID)}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3.5 hover:bg-ink-25"
          >
            <span className="min-w-0">
              <span className="block font-medium break-all text-ink-900">
                {cert.commonName ?? cert.domain ?? `Certificate ${cert.CertID}`}
              </span>
              <span className="block text-sm text-ink-500">
                {cert.productName} · #{cert.CertID}
                {cert.expiresAt && ` · expires ${formatDate(cert.expiresAt)}`}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <CertStatusBadge status={cert.status} />
              <ChevronRight className="size-4 text-ink-400" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function IdProtect() {
  const { data, error } = useAllServicesQuery();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <Loading what="ID Protect" />;
  const services = data.filter((service) => service.serviceType === 'ID Protect');
  if (services.length === 0) {
    return (
      <EmptyState icon={<UserRoundX aria-hidden="true" />} title="No ID Protect yet">
        ID Protect hides your personal details from the public WHOIS directory. Add it with a domain.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
      {services.map((service) => {
        const domain = splitDomain(service.domain);
        const label = service.domain ?? service.name;
        return (
          <li key={service.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3.5">
            <span className="min-w-0">
              <span className="block font-medium break-all text-ink-900">{label}</span>
              <span className="block text-sm text-ink-500">
                {service.name}
                {service.expiresAt && ` · until ${formatDate(service.expiresAt)}`}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <Badge tone={service.enabled ? 'success' : 'neutral'}>{service.enabled ? 'On' : 'Off'}</Badge>
              {domain && (
                <Link to={paths.domainInfoFor(domain)} className="text-sm font-medium text-brand-700 hover:underline">
                  Manage<span className="sr-only"> ID Protect for {label}</span>
                </Link>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** /domain/services (SPEC §2): the customer's SSL certificates and ID Protect. */
export default function DomainServicesPage() {
  return (
    <>
      <PageHeader title="SSL management" description="Your SSL certificates and ID Protect services." />
      <div className="space-y-6">
        <Panel title="SSL certificates" description="Open one to send its CSR, approve it or reissue it.">
          <Certificates />
        </Panel>
        <Panel title="ID Protect" description="WHOIS privacy for your domains.">
          <IdProtect />
        </Panel>
      </div>
    </>
  );
}
