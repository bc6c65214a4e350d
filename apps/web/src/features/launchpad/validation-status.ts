import type { TExperimentResult, TExperimentStatus, TValidationContent } from '@launchpad/shared';

export const STATUS_LABELS: Record<TExperimentStatus, string> = {
  untested: 'Not tested yet',
  validated: 'Validated',
  invalidated: 'Invalidated',
  inconclusive: 'Inconclusive',
};

export type TAssumptionStatus = {
  id: string;
  statement: string;
  risk: TValidationContent['assumptions'][number]['risk'];
  box: TValidationContent['assumptions'][number]['canvas_box'];
  /** The verdict of its experiments: validated or invalidated wins over inconclusive, then untested. */
  status: TExperimentStatus;
};

const RANK: Record<TExperimentStatus, number> = { untested: 0, inconclusive: 1, validated: 2, invalidated: 3 };

/** Each assumption with the strongest verdict any of its experiments has been marked with. */
export function assumptionStatuses(
  validation: TValidationContent | null,
  results: readonly TExperimentResult[] = [],
): TAssumptionStatus[] {
  if (!validation) return [];
  const byExperiment = new Map(results.map((result) => [result.experiment_id, result.status]));
  return validation.assumptions.map((assumption) => {
    const status = validation.experiments
      .filter((experiment) => experiment.assumption_id === assumption.id)
      .map((experiment) => byExperiment.get(experiment.id) ?? 'untested')
      .reduce<TExperimentStatus>((best, next) => (RANK[next] > RANK[best] ? next : best), 'untested');
    return {
      id: assumption.id,
      statement: assumption.statement,
      risk: assumption.risk,
      box: assumption.canvas_box,
      status,
    };
  });
}

/** The result recorded for one experiment, or "untested" with no note. */
export function resultOf(results: readonly TExperimentResult[], experimentId: string): TExperimentResult {
  return (
    results.find((result) => result.experiment_id === experimentId) ?? {
      experiment_id: experimentId,
      status: 'untested',
      note: '',
      updatedAt: null,
    }
  );
}
