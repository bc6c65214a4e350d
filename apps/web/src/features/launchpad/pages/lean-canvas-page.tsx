import { useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { LEAN_CANVAS_BOXES } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { useBuilderAccess } from '../use-builder-access';
import { useIdeaQuery } from '../api';
import { BuildingLoader } from '../components/building-loader';
import { LeanCanvasGrid, type TCanvasBox, type TCanvasBoxState } from '../components/lean-canvas-grid';
import { LockedPreviews } from '../components/locked-previews';
import { useReportSectionFailures } from '../use-builder-failure';
import { useDebouncedFlag, useSections } from '../use-sections';
import { assumptionStatuses } from '../validation-status';
import { IdeaDetailShell } from './idea-detail-shell';

const CANVAS_SECTIONS = [...LEAN_CANVAS_BOXES, 'ValidationData'] as const;

/** Prints the canvas alone, landscape (the browser's "Save as PDF" makes the PDF). */
const PRINT_CSS = `@media print {
  @page { size: A4 landscape; margin: 10mm; }
  header[role="banner"], footer, nav, .print\\:hidden, [data-sonner-toaster] { display: none !important; }
  body { background: #fff !important; }
  .lean-canvas { display: grid !important; grid-template-columns: repeat(10, minmax(0, 1fr)) !important; gap: 6px !important; }
  .lean-canvas-box { padding: 8px !important; font-size: 10px; }
}`;

/** /build-startup/{id}/leancanvas: the nine-box canvas, printable and exportable to PDF (issue 7). */
export default function LeanCanvasPage() {
  const { id = '' } = useParams();
  const { canBuild } = useBuilderAccess();
  const { data: idea } = useIdeaQuery(id, { skip: !canBuild });
  const sections = useSections(id, idea?.version ?? null, CANVAS_SECTIONS, !canBuild);
  useReportSectionFailures(sections);
  const showLoader = useDebouncedFlag(sections.loading);

  if (!canBuild) {
    return (
      <IdeaDetailShell id={id} title="Lean canvas" prompt={null}>
        <LockedPreviews />
      </IdeaDetailShell>
    );
  }
  const boxes = Object.fromEntries(
    LEAN_CANVAS_BOXES.map((box) => [
      box,
      { content: sections.get(box).content, loading: sections.get(box).loading || !idea },
    ]),
  ) as Record<TCanvasBox, TCanvasBoxState>;
  return (
    <IdeaDetailShell
      id={id}
      title="Lean canvas"
      prompt={idea?.prompt ?? null}
      idea={idea}
      actions={
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Export PDF
        </Button>
      }
    >
      <style>{PRINT_CSS}</style>
      {showLoader && <BuildingLoader ready={sections.ready} total={sections.total} />}
      <LeanCanvasGrid
        boxes={boxes}
        detailed
        assumptions={assumptionStatuses(sections.get('ValidationData').content, idea?.experiments)}
      />
    </IdeaDetailShell>
  );
}
