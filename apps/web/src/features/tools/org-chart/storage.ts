import { ZOrgChart, type TOrgNode } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

export type TStoredOrgChart = { root: TOrgNode; updatedAt: string };

/** SPEC §4: the chart is kept in local storage; anything unreadable or breaking the rules is ignored. */
export function readStoredOrgChart(): TStoredOrgChart | null {
  const raw = readJson(storageKeys.orgChart) as { root?: unknown; updatedAt?: unknown } | null;
  if (!raw || typeof raw !== 'object') return null;
  const parsed = ZOrgChart.safeParse(raw.root);
  if (!parsed.success) return null;
  return {
    root: parsed.data,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : new Date(0).toISOString(),
  };
}

export function writeStoredOrgChart(value: TStoredOrgChart): void {
  writeJson(storageKeys.orgChart, value);
}
