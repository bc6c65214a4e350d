import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyRound, ServerCog, ShieldCheck, Users } from 'lucide-react';
import { CERT_STATUS_LABELS, type TCertStatus, type TPortfolioInfo } from '@launchpad/shared';
import { formatDate, formatDateTime } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader, Panel } from '@/components/ui/panel';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths, type TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import {
  usePortfolioInfoQuery,
  useRequestEppMutation,
  useSetAutoRenewMutation,
  useSetIdProtectMutation,
  useSetRegLockMutation,
} from '../api';
import { DomainNav } from '../components/domain-nav';
import { DomainPicker } from '../components/domain-picker';
import { DomainStatusBadge } from '../components/domain-status-badge';
import { ToggleRow } from '../components/toggle-row';
import { domainName, useDomainParam } from '../use-domain-param';

const eppSent = (to: string | undefined) =>
  `EPP code sent: we have emailed the transfer code to ${to ?? 'the registrant contact'}.`;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1 text-sm text-ink-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function Settings({ domain, info }: { domain: TDomainRef; info: TPortfolioInfo }) {
  const [setLock, lock] = useSetRegLockMutation();
  const [setAutoRenew, autoRenew] = useSetAutoRenewMutation();
  const [setIdProtect, idProtect] = useSetIdProtectMutation();
  const inactive = info.status !== 'active';

  const run = async (change: Promise<{ message: string | null }>, fallback: string) => {
    try {
      const { message } = await change;
      void notify.success(message ?? fallback);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <Panel title="Settings" description={inactive ? 'Settings can be changed once the domain is active.' : undefined}>
      <div className="divide-y divide-ink-100">
        <ToggleRow
          label="Transfer lock"
          description="While locked, the domain cannot be moved to another registrar."
          checked={info.locked}
          pending={lock.isLoading}
          disabled={inactive}
          onCheckedChange={(status) =>
            void run(setLock({ ...domain, status }).unwrap(), status ? 'Domain locked.' : 'Domain unlocked.')
          }
        />
        <ToggleRow
          label="Auto-renew"
          description="Renew automatically before it expires; we remind you 60, 30 and 7 days ahead."
          checked={info.autoRenew}
          pending={autoRenew.isLoading}
          disabled={inactive}
          onCheckedChange={(on) =>
            void run(setAutoRenew({ ...domain, autoRenew: on }).unwrap(), on ? 'Auto-renew on.' : 'Auto-renew off.')
          }
        />
        <ToggleRow
          label="ID Protect"
          description="Hide your name, address and phone number from the public WHOIS directory."
          checked={info.whoisPrivacy}
          pending={idProtect.isLoading}
          disabled={inactive}
          onCheckedChange={(enabled) =>
            void run(setIdProtect({ ...domain, enabled }).unwrap(), enabled ? 'ID Protect on.' : 'ID Protect off.')
          }
        />
      </div>
    </Panel>
  );
}

function Transfer({ domain, info }: { domain: TDomainRef; info: TPortfolioInfo }) {
  const [requestEpp, { isLoading }] = useRequestEppMutation();
  const request = async () => {
    try {
      const { data } = await requestEpp(domain).unwrap();
      void notify.success(eppSent(data?.sentTo));
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
  return (
    <Panel
      title="Transfer"
      description="To move this domain to another registrar, request its EPP (authorisation) code."
      footer={
        <Button
          variant="outline"
          loading={isLoading}
          disabled={info.status !== 'active'}
          onClick={() => void request()}
        >
          <KeyRound aria-hidden="true" />
          Request EPP code
        </Button>
      }
    >
      <p className="text-sm text-ink-600">
        {info.eppRequestedAt
          ? `Last requested ${formatDateTime(info.eppRequestedAt)}. The code is emailed to the registrant contact.`
          : 'The code is emailed to the registrant contact, never shown here.'}
        {info.locked && ' Unlock the domain before you start the transfer.'}
      </p>
    </Panel>
  );
}

function DomainDetails({ domain }: { domain: TDomainRef }) {
  const { data: info, error } = usePortfolioInfoQuery(domain);
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!info) return <PanelSkeleton />;
  const nameservers = info.nameservers.length > 0 ? info.nameservers : info.defaultNameservers;
  return (
    <div className="space-y-6">
      {info.failureReason && (
        <Alert tone="error" title="Registration failed">
          {info.failureReason}
        </Alert>
      )}
      <Panel title="Registration" aside={<DomainStatusBadge status={info.status} />}>
        <dl className="-my-3 divide-y divide-ink-100">
          <Detail label="Registered">{info.registeredAt ? formatDate(info.registeredAt) : '—'}</Detail>
          <Detail label="Expires">{info.expiresAt ? formatDate(info.expiresAt) : '—'}</Detail>
          <Detail label="Registrar">{info.registrar}</Detail>
          <Detail label="Nameservers">
            <ul className="space-y-0.5 font-mono text-[0.8125rem]">
              {nameservers.map((ns) => (
                <li key={ns}>{ns}</li>
              ))}
            </ul>
            <span className="mt-1 block text-xs text-ink-500">
              {info.nameservers.length > 0 ? 'Custom nameservers' : 'Registrar defaults'}
            </span>
          </Detail>
          <Detail label="Services">
            {info.services.length === 0 ? (
              <span className="text-ink-500">None</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {info.services.map((service) => (
                  <li key={service.id}>
                    {service.certId !== null ? (
                      <Link to={paths.domainSslFor(service.certId)} className="hover:underline">
                        <Badge tone="brand">
                          <ShieldCheck className="size-3" aria-hidden="true" />
                          {service.name} · {CERT_STATUS_LABELS[service.status as TCertStatus] ?? service.status}
                        </Badge>
                      </Link>
                    ) : (
                      <Badge tone={service.enabled ? 'success' : 'neutral'}>
                        {service.name} · {service.enabled ? 'on' : 'off'}
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Detail>
        </dl>
      </Panel>
      <Settings domain={domain} info={info} />
      <Transfer domain={domain} info={info} />
      <div className="flex flex-wrap gap-3">
        <Link to={paths.domainContactsFor(domain)} className={buttonClasses({ variant: 'outline' })}>
          <Users aria-hidden="true" />
          Edit contacts
        </Link>
        <Link to={paths.domainDnsFor(domain)} className={buttonClasses({ variant: 'outline' })}>
          <ServerCog aria-hidden="true" />
          Manage DNS
        </Link>
      </div>
    </div>
  );
}

/** /domain/info?sld=&tld= (SPEC §2): details, lock, auto-renew, EPP code and ID Protect. */
export default function DomainInfoPage() {
  const domain = useDomainParam();
  if (!domain) {
    return (
      <>
        <PageHeader title="Domain details" />
        <DomainPicker title="Which domain?" linkTo={paths.domainInfoFor} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={domainName(domain)} description="Registration details and settings." />
      <DomainNav domain={domain} />
      <DomainDetails key={domainName(domain)} domain={domain} />
    </>
  );
}
