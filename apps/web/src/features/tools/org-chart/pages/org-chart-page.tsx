import { useState } from 'react';
import { countNodes, findNode, ORG_CHART_LIMITS } from '@launchpad/shared';
import { Cloud, CloudOff, FileDown, ImageDown, LoaderCircle, Network, RotateCcw, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { OrgChartViewport } from '../components/org-chart-viewport';
import { exportOrgChartPdf, exportOrgChartPng } from '../export';
import { type TSyncStatus, useOrgChart } from '../use-org-chart';

const STATUS: Record<TSyncStatus, { label: string; icon: typeof Cloud }> = {
  loading: { label: 'Loading your saved chart…', icon: LoaderCircle },
  saving: { label: 'Saving…', icon: LoaderCircle },
  saved: { label: 'Saved to your account', icon: Cloud },
  local: { label: 'Saved on this device', icon: CloudOff },
};

/** /tools/organisational-chart (and /tools/organization-chart): build the team structure. */
export default function OrgChartPage() {
  const { root, canUndo, dispatch, status, viewKey } = useOrgChart();
  const [confirmReset, setConfirmReset] = useState<boolean>(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const people = countNodes(root);
  const title = root.name ? `${root.name} – organisation chart` : 'Organisation chart';
  const Status = STATUS[status];
  const removingNode = removing ? findNode(root, removing) : null;

  const remove = (id: string) => {
    const node = findNode(root, id);
    // A person with a team: ask first. Alone: remove at once (Undo brings them back).
    if (node && node.subordinates.length > 0) setRemoving(id);
    else dispatch({ type: 'remove', id });
  };

  const exportAs = async (kind: 'png' | 'pdf') => {
    try {
      if (kind === 'png') exportOrgChartPng(root, title);
      else await exportOrgChartPdf(root, title);
    } catch (error) {
      console.error('Organisation chart export failed.', error);
      notify.error('The chart could not be exported. Please try again.');
    }
  };

  return (
    <div className="container-page py-10 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Network className="size-4" aria-hidden="true" />
            Business tools
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Organisation chart</h1>
          <p className="mt-3 text-ink-600">
            Click a name or role to edit it. Add reports and colleagues from each card; drag the background to move
            around and use the wheel or the buttons to zoom.
          </p>
        </div>
        <p className="inline-flex items-center gap-2 text-sm text-ink-600" role="status">
          <Status.icon
            className={`size-4 ${status === 'loading' || status === 'saving' ? 'animate-spin' : ''}`}
            aria-hidden="true"
          />
          {Status.label}
        </p>
      </header>

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={!canUndo} onClick={() => dispatch({ type: 'undo' })}>
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirmReset(true)}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <span className="mx-1 hidden h-6 w-px bg-ink-200 sm:block" aria-hidden="true" />
        <Button variant="outline" size="sm" onClick={() => void exportAs('png')}>
          <ImageDown aria-hidden="true" />
          Export PNG
        </Button>
        <Button variant="outline" size="sm" onClick={() => void exportAs('pdf')}>
          <FileDown aria-hidden="true" />
          Export PDF
        </Button>
        <p className="ml-auto text-sm text-ink-500">
          {people} {people === 1 ? 'person' : 'people'}
          {people >= ORG_CHART_LIMITS.maxNodes && ` (the limit is ${ORG_CHART_LIMITS.maxNodes})`}
        </p>
      </div>

      <div className="mt-4">
        <OrgChartViewport
          root={root}
          fitKey={`${viewKey}:${root.id}`}
          onUpdate={(id, fields) => dispatch({ type: 'update', id, ...fields })}
          onAddSubordinate={(parentId) => dispatch({ type: 'addSubordinate', parentId, now: Date.now() })}
          onAddSibling={(id) => dispatch({ type: 'addSibling', id, now: Date.now() })}
          onRemove={remove}
        />
      </div>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Start a new chart?"
        description="The chart goes back to one person with two empty reports. You can undo this."
        confirmLabel="Reset chart"
        destructive
        onConfirm={() => {
          dispatch({ type: 'reset', now: Date.now() });
          setConfirmReset(false);
        }}
      />
      <ConfirmDialog
        open={removingNode !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removingNode?.name || 'this person'} and their team?`}
        description={`Everyone who reports to them (${removingNode ? countNodes(removingNode) - 1 : 0}) is removed too. You can undo this.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) dispatch({ type: 'remove', id: removing });
          setRemoving(null);
        }}
      />
    </div>
  );
}
