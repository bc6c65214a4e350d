import { useId, useState } from 'react';
import { Clock, Target, Users } from 'lucide-react';
import {
  DISPLAY_LIST_LIMIT,
  EXPERIMENT_STATUSES,
  type TExperimentResult,
  type TExperimentStatus,
  type TValidationContent,
} from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useUpdateExperimentMutation } from '../api';
import { STATUS_LABELS, resultOf } from '../validation-status';
import { useBuilderFailure } from '../use-builder-failure';

type TExperiment = TValidationContent['experiments'][number];

const TONE: Record<TExperimentStatus, string> = {
  untested: 'bg-ink-100 text-ink-700',
  validated: 'bg-success-50 text-success-700',
  invalidated: 'bg-danger-50 text-danger-700',
  inconclusive: 'bg-warning-50 text-warning-700',
};

function ExperimentCard({
  ideaId,
  experiment,
  assumption,
  result,
}: {
  ideaId: string;
  experiment: TExperiment;
  assumption: string | null;
  result: TExperimentResult;
}) {
  const statusId = useId();
  const noteId = useId();
  const [status, setStatus] = useState<TExperimentStatus>(result.status);
  const [note, setNote] = useState(result.note);
  const [save, { isLoading }] = useUpdateExperimentMutation();
  const fail = useBuilderFailure();
  const changed = status !== result.status || note.trim() !== result.note;

  const submit = async () => {
    try {
      await save({ id: ideaId, experimentId: experiment.id, status, note: note.trim() }).unwrap();
      void notify.success(`Experiment marked ${STATUS_LABELS[status].toLowerCase()}.`);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <article className="rounded-xl border border-ink-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{experiment.name}</h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', TONE[result.status])}>
          {STATUS_LABELS[result.status]}
        </span>
      </div>
      {assumption && <p className="mt-1 text-sm text-ink-500">Tests: {assumption}</p>}
      <p className="mt-2 text-sm text-ink-700">{experiment.method}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-600">
        <div className="flex items-center gap-1">
          <Target className="size-3.5" aria-hidden="true" />
          <dt className="sr-only">Success metric</dt>
          <dd>{experiment.success_metric}</dd>
        </div>
        <div className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          <dt className="sr-only">Duration</dt>
          <dd>
            {experiment.duration_days} day{experiment.duration_days === 1 ? '' : 's'}
          </dd>
        </div>
        {result.signups !== undefined && (
          <div className="flex items-center gap-1 font-medium text-brand-700">
            <Users className="size-3.5" aria-hidden="true" />
            <dt className="sr-only">Waitlist</dt>
            <dd>
              {result.signups} confirmed sign-up{result.signups === 1 ? '' : 's'} from your published page
            </dd>
          </div>
        )}
      </dl>
      <form
        className="mt-4 grid gap-2 border-t border-ink-100 pt-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div>
          <label htmlFor={statusId} className="text-xs font-medium text-ink-700">
            Result
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as TExperimentStatus)}
            className="mt-1"
          >
            {EXPERIMENT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={noteId} className="text-xs font-medium text-ink-700">
            Note
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What did you learn?"
            className="mt-1 h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <Button type="submit" variant="secondary" loading={isLoading} disabled={!changed}>
          Save
        </Button>
      </form>
    </article>
  );
}

/** Validation experiments, each markable validated, invalidated or inconclusive with a note (issue 7). */
export function Experiments({
  ideaId,
  validation,
  results,
}: {
  ideaId: string;
  validation: TValidationContent;
  results: readonly TExperimentResult[];
}) {
  const [all, setAll] = useState(false);
  const shown = all ? validation.experiments : validation.experiments.slice(0, DISPLAY_LIST_LIMIT);
  const statements = new Map(validation.assumptions.map((assumption) => [assumption.id, assumption.statement]));
  return (
    <div>
      <ul className="grid gap-3">
        {shown.map((experiment) => {
          const result = resultOf(results, experiment.id);
          return (
            <li key={`${experiment.id}-${result.updatedAt ?? 'new'}`}>
              <ExperimentCard
                ideaId={ideaId}
                experiment={experiment}
                assumption={statements.get(experiment.assumption_id) ?? null}
                result={result}
              />
            </li>
          );
        })}
      </ul>
      {validation.experiments.length > DISPLAY_LIST_LIMIT && (
        <Button variant="link" className="mt-3" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? 'Show fewer experiments' : `Show all ${validation.experiments.length} experiments`}
        </Button>
      )}
    </div>
  );
}
