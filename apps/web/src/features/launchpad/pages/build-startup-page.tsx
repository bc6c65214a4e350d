import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Lightbulb, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBuilderAccess } from '../use-builder-access';
import { useCreateIdeaMutation, useIdeaQuery } from '../api';
import { BUILD_PAGE_SECTIONS, builderFailure } from '../builder-rules';
import { BuildResults, SECTION_NAV } from '../components/build-results';
import { BuildingLoader } from '../components/building-loader';
import { IdeaBrief } from '../components/idea-brief';
import { IdeaForm } from '../components/idea-form';
import { LandingOverlay } from '../components/landing-overlay';
import { LockedPreviews } from '../components/locked-previews';
import { PreviousIdeasButton } from '../components/previous-ideas';
import { RefinePanel } from '../components/refine-panel';
import { useBuilderSlots } from '../slots';
import { keepPendingIdea, readPendingIdea, takePendingIdea } from '../pending-idea';
import { useBuilderFailure, useReportSectionFailures } from '../use-builder-failure';
import { useDebouncedFlag, useSections } from '../use-sections';

function SectionNav() {
  return (
    <nav
      aria-label="Sections"
      className="sticky top-16 z-20 -mx-4 overflow-x-auto bg-white/90 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:border-ink-100 sm:px-2"
    >
      <ul className="flex gap-1 whitespace-nowrap">
        {SECTION_NAV.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-block rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /build-startup/{id} with the builder: the idea, its refinement and every section (SPEC §2, §4). */
function IdeaResults({ id }: { id: string }) {
  const { data: idea, error, isLoading, refetch } = useIdeaQuery(id);
  const fail = useBuilderFailure();
  const sections = useSections(id, idea?.version ?? null, BUILD_PAGE_SECTIONS);
  useReportSectionFailures(sections);
  const showLoader = useDebouncedFlag(isLoading || sections.loading);
  const upsell = error ? builderFailure(error).redirect : false;
  const { Publish } = useBuilderSlots();
  const names = sections.get('BusinessName').content?.business_names ?? [];
  const brandName = (names.find((name) => name.available) ?? names[0])?.name ?? idea?.query ?? '';
  useEffect(() => {
    if (upsell) fail(error);
  }, [upsell, error, fail]);

  if (isLoading) {
    return (
      <div className="mt-10 space-y-4" aria-hidden="true">
        {showLoader && <BuildingLoader ready={0} total={BUILD_PAGE_SECTIONS.length} />}
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  if (error || !idea) {
    const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return notFound ? (
      <EmptyState icon={<SearchX />} title="We could not find that idea" className="mt-10">
        It may belong to another account. Start a new one above, or open one of your previous ideas.
      </EmptyState>
    ) : (
      <Alert
        tone="error"
        title={builderFailure(error).message}
        className="mt-10"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className="mt-10 space-y-6">
      {showLoader && <BuildingLoader ready={sections.ready} total={sections.total} />}
      <div className="flex flex-col gap-4 rounded-2xl bg-ink-900 p-5 text-white sm:flex-row sm:items-start sm:p-6">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">
            Your idea · version {idea.version}
          </p>
          <p className="mt-2 text-lg font-medium whitespace-pre-line text-pretty">{idea.prompt}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <LandingOverlay ideaId={idea.idea_id} query={brandName} />
          {Publish && <Publish ideaId={idea.idea_id} query={brandName} tone="dark" resumes />}
        </div>
      </div>
      <IdeaBrief idea={idea} />
      <RefinePanel idea={idea} />
      <SectionNav />
      <BuildResults idea={idea} sections={sections} />
    </div>
  );
}

/**
 * SPEC §2 build-startup page: the idea input with four examples and "Your Previous Ideas", then the
 * generated sections — or, without the build_startup_ai plan feature, ten locked previews.
 */
export default function BuildStartupPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { isLoggedIn, canBuild } = useBuilderAccess();
  const [createIdea, { isLoading: creating }] = useCreateIdeaMutation();
  const fail = useBuilderFailure();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (query: string) => {
    setRefusal(null);
    try {
      const idea = await createIdea(query).unwrap();
      void navigate(paths.buildStartupIdea(idea.idea_id));
    } catch (error) {
      // Input that deserves no build (issue 18) is answered under the field, and costs nothing.
      if (typeof error === 'object' && error !== null && 'status' in error && error.status === 400) {
        setRefusal(builderFailure(error).message);
        return;
      }
      // Without an account or the AI builder in the plan, the idea waits for them (pending-idea.ts).
      if (!canBuild && builderFailure(error).redirect) keepPendingIdea(query, { signedIn: isLoggedIn });
      fail(error);
    }
  };

  // An idea typed before signing in or buying the plan (pending-idea.ts) fills the form as soon as the
  // plan allows it, and is built once.
  const [lookedForPending, setLookedForPending] = useState(false);
  if (canBuild && !lookedForPending) {
    setLookedForPending(true);
    setDraft(readPendingIdea()?.query ?? null);
  }
  const resumed = useRef(false);
  useEffect(() => {
    if (!draft || resumed.current || takePendingIdea() !== draft) return;
    resumed.current = true;
    void submit(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- built once, when the kept idea is found
  }, [draft]);

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60%_70%_at_50%_0%,var(--color-brand-50),transparent_75%)]"
      />
      <div className="container-page py-10 sm:py-14">
        {id && (
          <Link to={paths.buildStartup} className={buttonClasses({ variant: 'link', className: 'mb-6' })}>
            <ArrowLeft aria-hidden="true" />
            New idea
          </Link>
        )}
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <Lightbulb className="size-4" aria-hidden="true" />
            AI startup builder
          </p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl">
            Build your startup
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink-600">
            Describe your idea. Get a lean canvas, brand, pitch, validation plan, domains and the people who can help —
            in one go.
          </p>
        </div>
        <div className="mx-auto mt-8 max-w-3xl">
          <IdeaForm
            key={`${id ?? 'new'}:${draft ?? ''}`}
            initialValue={id ? '' : (draft ?? '')}
            onSubmit={submit}
            submitting={creating}
            serverError={refusal}
            onEdit={() => setRefusal(null)}
            aside={isLoggedIn ? <PreviousIdeasButton /> : undefined}
          />
        </div>
        {!canBuild ? <LockedPreviews /> : id ? <IdeaResults id={id} /> : null}
      </div>
    </div>
  );
}
