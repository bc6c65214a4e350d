import { useState } from 'react';
import { Link } from 'react-router';
import {
  ArrowUpRight,
  CalendarDays,
  Building2,
  FlaskConical,
  Gift,
  Gauge,
  Globe,
  Handshake,
  LayoutGrid,
  Megaphone,
  PieChart,
  Sparkles,
  Tags,
  UserRound,
  Users,
} from 'lucide-react';
import { LEAN_CANVAS_BOXES, type TIdeaDetail, type TLaunchpadSection, type TSectionContent } from '@launchpad/shared';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { BUILD_PAGE_SECTIONS } from '../builder-rules';
import { firstTexts } from '../builder-rules';
import { useBuilderSlots } from '../slots';
import type { TSections } from '../use-sections';
import { assumptionStatuses } from '../validation-status';
import { BrandNames } from './brand-names';
import { BrandWheelBlocks, BrandWheelGraphic } from './brand-wheel';
import { CopyButton, PITCH_COPY } from './copy-button';
import { Experiments } from './experiments';
import { LeanCanvasGrid, type TCanvasBox, type TCanvasBoxState } from './lean-canvas-grid';
import { CompanyFormation, InsightCard, ValidationSummary } from './market-sections';
import { RecommendationList, type TDirectory, type TRecommendationKind } from './recommendation-list';
import { SectionCard } from './section-card';
import { Verdict } from './verdict';

type TBuildSections = TSections<typeof BUILD_PAGE_SECTIONS>;

/** SPEC §2: the build page's sections, in this order, after the verdict (issue 18). */
export const SECTION_NAV = [
  { id: 'verdict', label: 'Verdict' },
  { id: 'lean-canvas', label: 'Lean canvas' },
  { id: 'founders', label: 'Founders' },
  { id: 'brand-names', label: 'Brand names' },
  { id: 'domains', label: 'Domains' },
  { id: 'company-formation', label: 'Company formation' },
  { id: 'brand-wheel', label: 'Brand wheel' },
  { id: 'communities', label: 'Communities' },
  { id: 'elevator-pitch', label: 'Elevator pitch' },
  { id: 'investors', label: 'Investors' },
  { id: 'validation', label: 'Validation' },
  { id: 'events', label: 'Events' },
  { id: 'validation-experiments', label: 'Validation experiments' },
  { id: 'perks', label: 'Perks' },
] as const;

const DIRECTORIES: Record<TRecommendationKind, TDirectory> = {
  founders: { label: 'Browse the network', href: paths.network },
  communities: { label: 'Browse communities', href: paths.community },
  investors: { label: 'Browse investors', href: paths.investors },
  events: { label: 'Browse events', href: paths.events },
  perks: { label: 'Browse perks', href: paths.perks },
};

const RECOMMENDATION_SECTION: Record<TRecommendationKind, TLaunchpadSection & `fetch${string}`> = {
  founders: 'fetchFounders',
  communities: 'fetchCommunities',
  investors: 'fetchInvestors',
  events: 'fetchEvents',
  perks: 'fetchPerks',
};

const ICONS = {
  founders: <UserRound />,
  communities: <Users />,
  investors: <Handshake />,
  events: <CalendarDays />,
  perks: <Gift />,
};

type TTitleKey = keyof TSectionContent<'DynamicTitles'>['titles'];

/** Builds the page's sections from the answers in `sections`. */
export function BuildResults({ idea, sections }: { idea: TIdeaDetail; sections: TBuildSections }) {
  const { DomainOffers } = useBuilderSlots();
  const [chosenName, setChosenName] = useState<string | null>(null);
  const titles = sections.get('DynamicTitles').content?.titles;
  const describe = (key: TTitleKey) => titles?.[key];
  const card = (section: (typeof BUILD_PAGE_SECTIONS)[number]) => {
    const state = sections.get(section);
    return { loading: state.loading, error: state.error, note: state.note, onRetry: () => sections.retry(section) };
  };

  const boxes = Object.fromEntries(
    LEAN_CANVAS_BOXES.map((box) => [box, { content: sections.get(box).content, loading: sections.get(box).loading }]),
  ) as Record<TCanvasBox, TCanvasBoxState>;
  const canvasError = LEAN_CANVAS_BOXES.map((box) => sections.get(box)).find((state) => state.error);
  const canvasNote = LEAN_CANVAS_BOXES.map((box) => sections.get(box).note).find(Boolean) ?? null;
  const verdict = sections.get('Verdict').content;
  const validation = sections.get('ValidationData').content;
  const names = sections.get('BusinessName').content?.business_names ?? [];
  const domainQuery = chosenName ?? names.find((name) => name.available)?.name ?? names[0]?.name ?? null;
  const wheel = sections.get('BrandWheel').content?.brand_wheel;
  const pitch = sections.get('ElevatorPitch').content;
  const location = sections.get('LocationData').content;
  const interview = sections.get('InterviewQuestionnaire').content;

  const recommendations = (kind: TRecommendationKind, label: string) => {
    const section = RECOMMENDATION_SECTION[kind];
    return (
      <SectionCard id={kind} title={label} icon={ICONS[kind]} description={describe(kind)} {...card(section)}>
        <RecommendationList items={sections.get(section).content?.items} kind={kind} directory={DIRECTORIES[kind]} />
      </SectionCard>
    );
  };

  return (
    <div className="space-y-6">
      <SectionCard
        id="verdict"
        title="Verdict"
        icon={<Gauge />}
        description="An investor’s first read: what to answer before you build, and what to build on."
        {...card('Verdict')}
      >
        {verdict && <Verdict verdict={verdict} />}
      </SectionCard>

      <SectionCard
        id="lean-canvas"
        title="Lean canvas"
        icon={<LayoutGrid />}
        description={describe('lean_canvas')}
        loading={false}
        error={canvasError?.error ?? null}
        note={canvasNote}
        onRetry={() => LEAN_CANVAS_BOXES.forEach((box) => sections.get(box).error && sections.retry(box))}
        action={
          <Link to={paths.leanCanvas(idea.idea_id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Open lean canvas
            <ArrowUpRight aria-hidden="true" />
          </Link>
        }
      >
        <LeanCanvasGrid boxes={boxes} assumptions={assumptionStatuses(validation, idea.experiments)} />
      </SectionCard>

      {recommendations('founders', 'Founders')}

      <SectionCard
        id="brand-names"
        title="Brand names"
        icon={<Tags />}
        description={describe('brand_names')}
        {...card('BusinessName')}
      >
        <BrandNames
          names={names}
          registry={sections.get('BusinessName').content?.registry}
          selected={domainQuery}
          onSelect={setChosenName}
        />
      </SectionCard>

      <SectionCard
        id="domains"
        title="Domains"
        icon={<Globe />}
        description={describe('domains')}
        {...card('BusinessName')}
      >
        {domainQuery && DomainOffers ? (
          <DomainOffers key={domainQuery} query={domainQuery} />
        ) : domainQuery ? (
          <Link to={paths.domainSearchFor(domainQuery)} className={buttonClasses({ variant: 'outline' })}>
            Find domains for {domainQuery}
          </Link>
        ) : null}
      </SectionCard>

      <SectionCard
        id="company-formation"
        title="Company formation"
        icon={<Building2 />}
        description={describe('company_formation')}
        {...card('LocationData')}
      >
        {location && <CompanyFormation location={location} />}
      </SectionCard>

      <SectionCard
        id="brand-wheel"
        title="Brand wheel"
        icon={<PieChart />}
        description={describe('brand_wheel')}
        {...card('BrandWheel')}
        action={
          <Link to={paths.brandWheel(idea.idea_id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Open brand wheel
            <ArrowUpRight aria-hidden="true" />
          </Link>
        }
      >
        {wheel && (
          <div className="grid items-center gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
            <BrandWheelGraphic wheel={wheel} className="mx-auto" />
            <BrandWheelBlocks wheel={wheel} />
          </div>
        )}
      </SectionCard>

      {recommendations('communities', 'Communities')}

      <SectionCard
        id="elevator-pitch"
        title="Elevator pitch"
        icon={<Megaphone />}
        description={describe('elevator_pitch')}
        {...card('ElevatorPitch')}
        action={
          pitch && <CopyButton text={`${pitch.one_liner}\n\n${pitch.pitch}`} label="Copy pitch" messages={PITCH_COPY} />
        }
      >
        {pitch && (
          <figure className="rounded-xl bg-gradient-to-br from-brand-50 to-white p-5 ring-1 ring-brand-100">
            <p className="text-sm font-semibold text-brand-700">{pitch.hook}</p>
            <blockquote className="mt-2 text-lg font-semibold tracking-tight text-pretty text-ink-900">
              {pitch.one_liner}
            </blockquote>
            <p className="mt-3 text-ink-700">{pitch.pitch}</p>
            <figcaption className="mt-4 text-sm font-medium text-ink-900">{pitch.call_to_action}</figcaption>
          </figure>
        )}
      </SectionCard>

      {recommendations('investors', 'Investors')}

      <SectionCard
        id="validation"
        title="Validation"
        icon={<Sparkles />}
        description={describe('validation')}
        {...card('ValidationData')}
      >
        {validation && <ValidationSummary validation={validation} />}
        <div className="mt-5 grid gap-3 md:grid-cols-3">
          <InsightCard label="Current market" insight={sections.get('CurrentMarket').content} />
          <InsightCard label="Future demand" insight={sections.get('FutureDemands').content} />
          <InsightCard label="Existing alternatives" insight={sections.get('ExistingAlternatives').content} />
        </div>
      </SectionCard>

      {recommendations('events', 'Events')}

      <SectionCard
        id="validation-experiments"
        title="Validation experiments"
        icon={<FlaskConical />}
        description={describe('validation_experiments')}
        {...card('ValidationData')}
      >
        {validation && <Experiments ideaId={idea.idea_id} validation={validation} results={idea.experiments} />}
        <div className="mt-5 grid gap-3 md:grid-cols-2">
          {interview && (
            <article className="rounded-xl border border-ink-100 bg-ink-25 p-4">
              <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
                Customer interview questions
              </h3>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-ink-800">
                {firstTexts(interview.questions).map((question) => (
                  <li key={question.question}>{question.question}</li>
                ))}
              </ol>
            </article>
          )}
          <InsightCard label="Steps to start" insight={sections.get('StepsToStart').content} />
        </div>
      </SectionCard>

      {recommendations('perks', 'Perks')}
    </div>
  );
}
