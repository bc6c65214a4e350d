import { normaliseFlowState, type TFlowState } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

/** SPEC §4/§9: the flow form (step and answers) is kept in local storage. */
export function readStoredFlow(): TFlowState {
  return normaliseFlowState(readJson(storageKeys.flowForm));
}

export function writeStoredFlow(state: TFlowState): void {
  writeJson(storageKeys.flowForm, state);
}
