import { useParams } from 'react-router';
import { FileDown, PieChart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useBuilderAccess } from '../use-builder-access';
import { useIdeaQuery } from '../api';
import { BrandWheelBlocks, BrandWheelGraphic } from '../components/brand-wheel';
import { LockedPreviews } from '../components/locked-previews';
import { SectionCard } from '../components/section-card';
import { useReportSectionFailures } from '../use-builder-failure';
import { useSections } from '../use-sections';
import { IdeaDetailShell } from './idea-detail-shell';

const WHEEL_SECTIONS = ['BrandWheel'] as const;

/** /build-startup/{id}/brandwheel: the brand wheel as a picture, with its blocks (issue 7). */
export default function BrandWheelPage() {
  const { id = '' } = useParams();
  const { canBuild } = useBuilderAccess();
  const { data: idea } = useIdeaQuery(id, { skip: !canBuild });
  const sections = useSections(id, idea?.version ?? null, WHEEL_SECTIONS, !canBuild);
  useReportSectionFailures(sections);
  const state = sections.get('BrandWheel');
  const wheel = state.content?.brand_wheel;

  /** A PDF with embedded fonts, so the brand's words print in any script (issue 22); loaded on demand. */
  const exportPdf = async () => {
    if (!wheel) return;
    try {
      const { renderBrandWheelPdf } = await import('../brand-wheel-pdf');
      const pdf = await renderBrandWheelPdf(wheel, idea?.prompt ?? wheel.brand_attributes.essence);
      pdf.save('brand-wheel.pdf');
    } catch (error) {
      console.error('Brand wheel export failed.', error);
      notify.error('The brand wheel could not be exported. Please try again.');
    }
  };

  if (!canBuild) {
    return (
      <IdeaDetailShell id={id} title="Brand wheel" prompt={null}>
        <LockedPreviews />
      </IdeaDetailShell>
    );
  }
  return (
    <IdeaDetailShell
      id={id}
      title="Brand wheel"
      prompt={idea?.prompt ?? null}
      idea={idea}
      actions={
        <Button variant="outline" onClick={() => void exportPdf()} disabled={!wheel}>
          <FileDown aria-hidden="true" />
          Export PDF
        </Button>
      }
    >
      <SectionCard
        id="brand-wheel"
        title={wheel ? wheel.brand_attributes.essence : 'Your brand'}
        icon={<PieChart />}
        error={state.error}
        onRetry={() => sections.retry('BrandWheel')}
      >
        {wheel ? (
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <BrandWheelGraphic wheel={wheel} className="mx-auto max-w-lg" />
            <div>
              <BrandWheelBlocks wheel={wheel} />
              <p className="mt-4 rounded-xl border border-ink-100 bg-ink-25 p-4 text-sm text-ink-700">
                <span className="font-semibold text-ink-900">Logo direction: </span>
                {wheel.visual_identity.logo_direction}
              </p>
            </div>
          </div>
        ) : (
          <div role="status">
            <span className="sr-only">Loading the brand wheel…</span>
            <Skeleton className="mx-auto aspect-square w-full max-w-md rounded-full" />
          </div>
        )}
      </SectionCard>
    </IdeaDetailShell>
  );
}
