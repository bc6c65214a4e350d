import { useParams } from 'react-router';
import { Download, Link2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useIdeaQuery } from '../api';
import { LANDING_PAGE_SECTIONS, builderFailure } from '../builder-rules';
import { URL_COPY, copyText } from '../components/copy-button';
import { LANDING_CSS, LandingView, landingHtml, type TLandingModel } from '../components/landing-view';
import { landingFileName, landingModel } from '../landing-model';
import { useBuilderSlots } from '../slots';
import { useSections } from '../use-sections';
import { saveBlob } from '@/lib/save-file';

async function download(model: TLandingModel) {
  try {
    const html = await landingHtml(model);
    saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), landingFileName(model.name));
  } catch {
    void notify.error('Failed to download the landing page');
  }
}

/** Shown in the build page's overlay frame, whose own bar has the Publish button. */
const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/** The page's own tools, kept off the page itself (and out of the downloaded file). */
function Toolbar({ model, ideaId }: { model: TLandingModel; ideaId: string }) {
  const { Publish } = useBuilderSlots();
  return (
    <div className="fixed right-3 bottom-3 z-10 flex gap-2 rounded-xl bg-white/90 p-1.5 shadow-lg ring-1 ring-ink-100 backdrop-blur print:hidden">
      <Button
        variant="ghost"
        size="sm"
        aria-label="Copy link"
        onClick={() => void copyText(window.location.href, URL_COPY)}
      >
        <Link2 aria-hidden="true" />
        <span className="hidden sm:inline">Copy link</span>
      </Button>
      <Button size="sm" aria-label="Download HTML" onClick={() => void download(model)}>
        <Download aria-hidden="true" />
        <span className="hidden sm:inline">Download HTML</span>
      </Button>
      {Publish && !inFrame() && <Publish ideaId={ideaId} query={model.name} tone="light" resumes />}
    </div>
  );
}

/** /build-startup-landingpage/{id} (SPEC §2 standalone): the landing page generated for the idea. */
export default function LandingPage() {
  const { id = '' } = useParams();
  const { data: idea, error: ideaError } = useIdeaQuery(id);
  const sections = useSections(id, idea?.version ?? null, LANDING_PAGE_SECTIONS);
  const model = landingModel(sections);
  const failure = ideaError ?? sections.get('LandingPageContent').error;

  if (model) {
    return (
      <>
        <style>{LANDING_CSS}</style>
        <LandingView model={model} />
        <Toolbar model={model} ideaId={id} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-5 py-16">
      <h1 className="text-2xl font-semibold tracking-tight text-ink-900">Your landing page</h1>
      {failure ? (
        <Alert tone="error" title={builderFailure(failure).message} className="mt-6" />
      ) : (
        <div role="status" className="mt-6 space-y-4">
          <span className="sr-only">Building your landing page…</span>
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      )}
    </div>
  );
}
