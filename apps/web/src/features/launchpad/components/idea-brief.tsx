import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import type { TIdeaDetail } from '@launchpad/shared';
import { notify } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useCorrectBriefMutation } from '../api';
import {
  businessModelLabel,
  currencyLabel,
  isAssumed,
  placeInFull,
  placeName,
  placesWith,
  placesWithout,
} from '../brief-rules';
import { builderFailure } from '../builder-rules';
import { useBuilderFailure } from '../use-builder-failure';
import { BriefChip, BriefFact } from './brief-chip';
import { ModelEditor, OfferingEditor, PlaceEditor, WhoPaysEditor, type TSaveCorrection } from './brief-editors';
import { IndustryEditor } from './industry-editor';

const MAX_PLACES = 6;

/** Sends a correction: the new version shows and its sections build; a problem comes back as text. */
function useSaveCorrection(ideaId: string): { save: TSaveCorrection; saving: boolean } {
  const [correct, { isLoading }] = useCorrectBriefMutation();
  const fail = useBuilderFailure();
  const save: TSaveCorrection = async (correction) => {
    try {
      const next = await correct({ id: ideaId, correction }).unwrap();
      void notify.success(`Brief updated: version ${next.version} is being built.`);
      return null;
    } catch (error) {
      const failure = builderFailure(error);
      // "Please Subscribe" or "Monthly limit reached": off to the plans page, as everywhere in the builder.
      if (failure.redirect) fail(error);
      return failure.message;
    }
  };
  return { save, saving: isLoading };
}

/**
 * "We read your idea as …" (issue 18): the brief the sections are written from, as chips the founder
 * corrects. Parts the reading was unsure of look tentative and say "assumed"; what was assumed is listed.
 */
export function IdeaBrief({ idea, compact = false }: { idea: TIdeaDetail; compact?: boolean }) {
  const { brief } = idea;
  const { save, saving } = useSaveCorrection(idea.idea_id);
  const [problem, setProblem] = useState<string | null>(null);
  if (!brief) return null;

  const remove = async (index: number) => {
    setProblem(await save({ places: placesWithout(brief, index) }));
  };
  const whoPaysAssumed = isAssumed(brief, 'buyer') || isAssumed(brief, 'customer');

  return (
    <section
      aria-labelledby="brief-title"
      className={cn('rounded-2xl border border-ink-100 bg-white shadow-xs', compact ? 'p-4' : 'p-5 sm:p-6')}
    >
      <h2 id="brief-title" className="flex items-center gap-2 font-semibold text-ink-900">
        <Lightbulb className="size-4 text-brand-600" aria-hidden="true" />
        We read your idea as …
      </h2>
      {!compact && (
        <p className="mt-1 text-sm text-ink-600">
          Everything below is written from this. Fix anything we got wrong and what depends on it is built again.
        </p>
      )}
      <ul aria-label="Your idea, as we read it" className="mt-4 flex flex-wrap gap-2">
        <BriefChip
          label="Sells"
          value={brief.offering}
          assumed={isAssumed(brief, 'offering')}
          editorTitle="What you sell"
          disabled={saving}
        >
          {(close) => <OfferingEditor brief={brief} save={save} close={close} />}
        </BriefChip>
        <BriefChip
          label="Paid by"
          value={`${brief.customer} · ${brief.buyer === 'b2b' ? 'B2B' : 'B2C'}`}
          assumed={whoPaysAssumed}
          editorTitle="Who pays"
          disabled={saving}
        >
          {(close) => <WhoPaysEditor brief={brief} save={save} close={close} />}
        </BriefChip>
        {brief.end_user && (
          <BriefChip label="Used by" value={brief.end_user} editorTitle="Who pays and who uses it" disabled={saving}>
            {(close) => <WhoPaysEditor brief={brief} save={save} close={close} />}
          </BriefChip>
        )}
        <BriefChip
          label="Model"
          value={businessModelLabel(brief)}
          assumed={isAssumed(brief, 'business_model')}
          editorTitle="How you make money"
          disabled={saving}
        >
          {(close) => <ModelEditor brief={brief} save={save} close={close} />}
        </BriefChip>
        <BriefChip
          label="Industry"
          value={brief.industry.label}
          assumed={isAssumed(brief, 'industry')}
          title={`NAICS ${brief.industry.code}`}
          editorTitle="Your industry"
          disabled={saving}
        >
          {(close) => <IndustryEditor brief={brief} save={save} close={close} />}
        </BriefChip>
        {brief.places.map((place, index) => (
          <BriefChip
            key={`${index}-${placeInFull(place)}`}
            label={index === 0 ? 'Main place' : 'Place'}
            value={placeName(place)}
            title={placeInFull(place)}
            assumed={isAssumed(brief, 'places')}
            editorTitle={index === 0 ? 'Your main place' : 'A place you sell in'}
            onRemove={() => void remove(index)}
            disabled={saving}
          >
            {(close) => (
              <PlaceEditor
                initial={placeName(place)}
                main={index === 0}
                places={(name) => placesWith(brief, index, name)}
                save={save}
                close={close}
              />
            )}
          </BriefChip>
        ))}
        {brief.places.length < MAX_PLACES && (
          <BriefChip label="Add a place" value="" variant="add" editorTitle="Add a place" disabled={saving}>
            {(close) => (
              <PlaceEditor
                initial=""
                main={brief.places.length === 0}
                places={(name) => placesWith(brief, null, name)}
                save={save}
                close={close}
              />
            )}
          </BriefChip>
        )}
        <BriefFact label="Prices in" value={currencyLabel(brief.currency)} hint="follows the main place" />
      </ul>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
      {brief.assumptions.length > 0 && (
        <div className="mt-4 rounded-xl bg-warning-50/70 px-4 py-3 ring-1 ring-warning-100">
          <h3 className="text-xs font-semibold tracking-wide text-warning-700 uppercase">What we assumed</h3>
          <ul className="mt-1.5 space-y-1 text-sm text-ink-800">
            {brief.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
