import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TLaunchpadSection, TSectionContent } from '@launchpad/shared';
import type { TApiError } from '@/lib/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { launchpadApi, type TSection } from './api';
import { LOADER_DEBOUNCE_MS } from './builder-rules';

/** One section as a page sees it. */
export type TSectionState<S extends TLaunchpadSection = TLaunchpadSection> = {
  content: TSectionContent<S> | null;
  /** Said with the section when it was not written as asked (the offline generator standing in). */
  note: string | null;
  loading: boolean;
  error: TApiError | null;
  /** When the failed request started: tells one failure from the next. */
  failedAt: number | null;
};

export type TSections<L extends readonly TLaunchpadSection[]> = {
  get: <S extends L[number]>(section: S) => TSectionState<S>;
  retry: (section: L[number]) => void;
  /** True while any section is on its way. */
  loading: boolean;
  ready: number;
  total: number;
  /** The failures, in the order of `sections`. */
  failures: { section: L[number]; error: TApiError; failedAt: number }[];
};

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Asks for `sections` of one version of an idea all at once (SPEC §4: the page fires about 20 section
 * requests in parallel) and reads them back from the one api cache. `skip` asks for nothing (no idea
 * yet, or a plan without the builder).
 */
export function useSections<L extends readonly TLaunchpadSection[]>(
  id: string | null,
  version: number | null,
  sections: L,
  skip = false,
): TSections<L> {
  const dispatch = useAppDispatch();
  const active = !skip && id !== null && version !== null;
  const argsList = useMemo(
    () => (active ? sections.map((section) => ({ id: id as string, section, version: version as number })) : []),
    [active, id, version, sections],
  );

  useEffect(() => {
    const subscriptions = argsList.map((args) => dispatch(launchpadApi.endpoints.section.initiate(args)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, argsList]);

  const selectors = useMemo(() => argsList.map((args) => launchpadApi.endpoints.section.select(args)), [argsList]);
  const entries = useAppSelector((state) => selectors.map((select) => select(state)), sameItems);

  const retry = useCallback(
    (section: L[number]) => {
      const args = argsList.find((candidate) => candidate.section === section);
      if (args) void dispatch(launchpadApi.endpoints.section.initiate(args, { subscribe: false, forceRefetch: true }));
    },
    [argsList, dispatch],
  );

  return useMemo(() => {
    const bySection = new Map<TLaunchpadSection, TSectionState>();
    const failures: TSections<L>['failures'] = [];
    let ready = 0;
    let loading = false;
    sections.forEach((section, i) => {
      const entry = entries[i];
      const data = entry?.data as TSection | undefined;
      const content = data?.content ?? null;
      // Asked for but not answered yet counts as loading, so the loader shows from the first render.
      const pending = active && (!entry || entry.isUninitialized || entry.status === 'pending');
      const error = entry?.isError && !pending ? ((entry.error as TApiError | undefined) ?? null) : null;
      const failedAt = error ? (entry?.startedTimeStamp ?? 0) : null;
      if (content && !pending) ready += 1;
      if (pending) loading = true;
      if (error && failedAt !== null) failures.push({ section, error, failedAt });
      bySection.set(section, {
        content,
        note: pending ? null : (data?.note ?? null),
        loading: pending,
        error,
        failedAt,
      });
    });
    const empty: TSectionState = { content: null, note: null, loading: false, error: null, failedAt: null };
    return {
      get: <S extends L[number]>(section: S) => (bySection.get(section) ?? empty) as TSectionState<S>,
      retry,
      loading,
      ready,
      total: active ? sections.length : 0,
      failures,
    };
  }, [active, entries, retry, sections]);
}

/** SPEC §9: `value` once it has held for `ms` (the loader does not flash for a quick answer). */
export function useDebouncedFlag(value: boolean, ms: number = LOADER_DEBOUNCE_MS): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled && value;
}
