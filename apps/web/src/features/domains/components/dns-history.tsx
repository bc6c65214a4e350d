import { useState } from 'react';
import { ChevronDown, History, Undo2 } from 'lucide-react';
import type { TDnsChange, TDnsSnapshot } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import type { TDomainRef } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDnsHistoryQuery, useRevertDnsChangeMutation } from '../dns-api';

const SECTION_LABELS: Record<TDnsChange['section'], string> = {
  hosts: 'Host records',
  srv: 'SRV',
  spf: 'SPF',
  nameservers: 'Nameservers',
  zone_import: 'Zone import',
  revert: 'Revert',
};

function Snapshot({ label, snapshot }: { label: string; snapshot: TDnsSnapshot }) {
  const lines =
    snapshot.scope === 'nameservers'
      ? snapshot.nameservers?.length
        ? snapshot.nameservers
        : ['Registrar defaults']
      : (snapshot.records ?? []).map((r) =>
          [r.host, r.type, r.priority ?? '', r.weight ?? '', r.port ?? '', r.value, `TTL ${r.ttl}`]
            .filter((part) => part !== '')
            .join(' '),
        );
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-ink-500">{label}</p>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-ink-500">No records</p>
      ) : (
        <ul className="mt-1 space-y-0.5 font-mono text-xs break-all text-ink-800">
          {lines.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who changed what and when (old and new values), with one-click revert (issue 6). */
export function DnsHistory({ domain }: { domain: TDomainRef }) {
  const { data, error } = useDnsHistoryQuery(domain);
  const [revert, { isLoading }] = useRevertDnsChangeMutation();
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TDnsChange | null>(null);

  const doRevert = async () => {
    if (!confirming) return;
    try {
      const { message } = await revert({ ...domain, changeId: confirming.id }).unwrap();
      void notify.success(message ?? 'Change reverted.');
    } catch (cause) {
      void notify.error(getErrorMessage(cause));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Panel title="Change history" description="Every DNS change on this domain. Revert restores what was there before.">
      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !data ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading the history…</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : data.changes.length === 0 ? (
        <EmptyState icon={<History aria-hidden="true" />} title="No changes yet">
          Changes you save on this page will be listed here.
        </EmptyState>
      ) : (
        <ol className="divide-y divide-ink-100">
          {data.changes.map((change) => {
            const expanded = open === change.id;
            return (
              <li key={change.id} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
                      <Badge tone={change.section === 'revert' ? 'warning' : 'neutral'}>
                        {SECTION_LABELS[change.section]}
                      </Badge>
                      {change.summary}
                    </p>
                    <p className="mt-1 text-xs text-ink-500">
                      {formatDateTime(change.createdAt)} · {change.actor ? change.actor.name : 'A deleted account'}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? null : change.id)}
                    >
                      Details
                      <ChevronDown
                        className={cn('transition-transform', expanded && 'rotate-180')}
                        aria-hidden="true"
                      />
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirming(change)}>
                      <Undo2 aria-hidden="true" />
                      Revert
                    </Button>
                  </div>
                </div>
                {expanded && (
                  <div className="mt-3 grid gap-4 rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100 sm:grid-cols-2">
                    <Snapshot label="Before" snapshot={change.before} />
                    <Snapshot label="After" snapshot={change.after} />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title="Revert this change?"
        description={
          confirming
            ? `“${confirming.summary}” will be undone: ${SECTION_LABELS[confirming.section].toLowerCase()} go back to how they were before it. The revert is recorded too.`
            : ''
        }
        confirmLabel="Revert"
        pending={isLoading}
        onConfirm={() => void doRevert()}
      />
    </Panel>
  );
}
