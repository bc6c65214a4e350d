import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { TDnsNameservers } from '@launchpad/shared';
import { MAX_NAMESERVERS, MIN_NAMESERVERS, nameserversProblem } from '@launchpad/shared/domain/dns';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, FieldSet, Input } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import type { TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useGetNameserversQuery, useSetNameserversMutation } from '../dns-api';

function NameserversForm({ domain, data }: { domain: TDomainRef; data: TDnsNameservers }) {
  const [custom, setCustom] = useState(!data.usingDefaults);
  const [list, setList] = useState(() => {
    const start = data.usingDefaults ? [] : [...data.nameservers];
    while (start.length < MIN_NAMESERVERS) start.push('');
    return start;
  });
  const [attempted, setAttempted] = useState(false);
  const [setNameservers, { isLoading }] = useSetNameserversMutation();

  const chosen = custom ? list.map((ns) => ns.trim()).filter(Boolean) : [];
  const problem = custom
    ? chosen.length === 0
      ? `Give ${MIN_NAMESERVERS} to ${MAX_NAMESERVERS} nameservers, or choose the registrar defaults.`
      : nameserversProblem(chosen)
    : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem) return;
    try {
      const { message } = await setNameservers({ ...domain, nameservers: chosen }).unwrap();
      void notify.success(message ?? (custom ? 'Nameservers saved.' : 'Using the registrar’s nameservers.'));
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Panel
        title="Nameservers"
        description="Use ours to manage DNS here, or point the domain at another DNS provider."
        footer={
          <Button type="submit" loading={isLoading}>
            Save nameservers
          </Button>
        }
      >
        <FieldSet legend="Who answers DNS for this domain" className="space-y-3">
          <label className="flex items-start gap-3 rounded-xl border border-ink-100 p-3.5 has-checked:border-brand-300 has-checked:bg-brand-50/40">
            <input
              type="radio"
              name="ns-mode"
              checked={!custom}
              onChange={() => setCustom(false)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink-900">Registrar defaults (recommended)</span>
              <span className="block text-sm break-all text-ink-600">{data.defaultNameservers.join(', ')}</span>
            </span>
          </label>
          <label className="flex items-start gap-3 rounded-xl border border-ink-100 p-3.5 has-checked:border-brand-300 has-checked:bg-brand-50/40">
            <input
              type="radio"
              name="ns-mode"
              checked={custom}
              onChange={() => setCustom(true)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-ink-900">Custom nameservers</span>
              <span className="block text-sm text-ink-600">
                {MIN_NAMESERVERS} to {MAX_NAMESERVERS} hostnames from your DNS provider.
              </span>
            </span>
          </label>
        </FieldSet>
        {custom && (
          <div className="mt-5 space-y-3">
            {list.map((ns, index) => (
              <div key={index} className="flex items-center gap-2">
                <label htmlFor={`ns-${index}`} className="sr-only">
                  Nameserver {index + 1}
                </label>
                <Input
                  id={`ns-${index}`}
                  value={ns}
                  placeholder={`ns${index + 1}.example.com`}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={attempted && problem ? true : undefined}
                  onChange={(event) =>
                    setList((current) => current.map((value, i) => (i === index ? event.target.value : value)))
                  }
                  className="h-10"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Remove nameserver ${index + 1}`}
                  disabled={list.length <= 1}
                  onClick={() => setList((current) => current.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            {list.length < MAX_NAMESERVERS && (
              <Button variant="outline" size="sm" onClick={() => setList((current) => [...current, ''])}>
                <Plus aria-hidden="true" />
                Add nameserver
              </Button>
            )}
          </div>
        )}
        {attempted && problem && (
          <div className="mt-3">
            <FieldError>{problem}</FieldError>
          </div>
        )}
      </Panel>
    </form>
  );
}

export function NameserversPanel({ domain }: { domain: TDomainRef }) {
  const { data, error, fulfilledTimeStamp } = useGetNameserversQuery(domain);
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!data) return <Skeleton className="h-48 rounded-2xl" />;
  return <NameserversForm key={fulfilledTimeStamp} domain={domain} data={data} />;
}
