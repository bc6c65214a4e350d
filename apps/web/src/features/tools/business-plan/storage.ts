import { normaliseBusinessPlanState, type TBusinessPlanState } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

/** SPEC §4: the wizard (step and formData) is kept in local storage; old or broken data is repaired. */
export function readStoredBusinessPlan(): TBusinessPlanState {
  return normaliseBusinessPlanState(readJson(storageKeys.businessPlan));
}

export function writeStoredBusinessPlan(state: TBusinessPlanState | null): void {
  writeJson(storageKeys.businessPlan, state);
}
