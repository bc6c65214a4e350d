import { useEffect, useRef, useState } from 'react';
import { APPROVED_NOTICE_LIMIT } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';

/** How many visits each user (by id) has seen the approved card on, in this browser. */
type TViews = Record<string, number>;

function readViews(): TViews {
  const stored = readJson(storageKeys.influencerApprovedViews);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

export const approvedViewsOf = (userId: string): number => readViews()[userId] ?? 0;

/**
 * SPEC §4, §9: the approved card shows on the first APPROVED_NOTICE_LIMIT visits only. Call it in a
 * component that mounts once per visit to /influencer: the decision is taken on mount and the visit
 * is counted once, even when StrictMode runs the effect twice.
 */
export function useApprovedNotice(userId: string): boolean {
  const [show] = useState(() => approvedViewsOf(userId) < APPROVED_NOTICE_LIMIT);
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current || !show) return;
    counted.current = true;
    const views = readViews();
    writeJson(storageKeys.influencerApprovedViews, { ...views, [userId]: (views[userId] ?? 0) + 1 });
  }, [show, userId]);
  return show;
}
