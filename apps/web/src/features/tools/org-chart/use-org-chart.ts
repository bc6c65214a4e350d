import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  canUndo,
  defaultOrgChart,
  initialOrgChartState,
  orgChartReducer,
  type TOrgChartAction,
  type TOrgNode,
} from '@launchpad/shared';
import { useSaveOrgChartMutation, useSavedOrgChartQuery } from './api';
import { readStoredOrgChart, writeStoredOrgChart } from './storage';

/** loading: asking the account; saving / saved: the account copy; local: only on this device. */
export type TSyncStatus = 'loading' | 'saving' | 'saved' | 'local';

export const SAVE_DELAY_MS = 800;

/**
 * The chart being edited: kept in local storage on every change (SPEC §4) and saved to the
 * account shortly after. When the page opens, the newer of the two copies wins.
 */
export function useOrgChart() {
  const [stored] = useState(readStoredOrgChart);
  const [state, dispatch] = useReducer(orgChartReducer, undefined, () =>
    initialOrgChartState(stored?.root ?? defaultOrgChart(Date.now())),
  );
  const saved = useSavedOrgChartQuery();
  const [save] = useSaveOrgChartMutation();
  const [synced, setSynced] = useState(false);
  /** The chart as the account holds it (null: none saved yet). */
  const [accountRoot, setAccountRoot] = useState<TOrgNode | null>(null);
  const [failed, setFailed] = useState(false);
  /** How many times a chart came from the account (the view fits itself again). */
  const [loads, setLoads] = useState(0);

  // The account's first answer: its chart wins when newer than this device's copy.
  if (!synced && (saved.isSuccess || saved.isError)) {
    setSynced(true);
    if (saved.isError) setFailed(true);
    else if (saved.data) {
      setAccountRoot(saved.data.chart);
      if (!stored || saved.data.updatedAt > stored.updatedAt) {
        dispatch({ type: 'load', root: saved.data.chart });
        setLoads((n) => n + 1);
      }
    }
  }

  useEffect(() => {
    writeStoredOrgChart({ root: state.root, updatedAt: new Date().toISOString() });
  }, [state.root]);

  const canSave = synced && !saved.isError;
  useEffect(() => {
    if (!canSave || state.root === accountRoot) return;
    const root = state.root;
    const timer = setTimeout(() => {
      save(root)
        .unwrap()
        .then(() => {
          setAccountRoot(root);
          setFailed(false);
        })
        .catch(() => setFailed(true));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [canSave, state.root, accountRoot, save]);

  const status: TSyncStatus = !synced ? 'loading' : failed ? 'local' : state.root === accountRoot ? 'saved' : 'saving';
  // Stored at once, not only after the next render: an edit committed as the page goes away is kept.
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });
  const act = useCallback((action: TOrgChartAction) => {
    const next = orgChartReducer(current.current, action);
    if (next.root !== current.current.root) {
      writeStoredOrgChart({ root: next.root, updatedAt: new Date().toISOString() });
    }
    current.current = next;
    dispatch(action);
  }, []);
  return { root: state.root, canUndo: canUndo(state), dispatch: act, status, viewKey: `${loads}` };
}
