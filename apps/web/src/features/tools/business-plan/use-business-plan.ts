import { useEffect, useReducer, useRef } from 'react';
import { businessPlanReducer } from '@launchpad/shared';
import { readStoredBusinessPlan, writeStoredBusinessPlan } from './storage';

const WRITE_DELAY_MS = 250;

/** The wizard's state, read from local storage once and written back shortly after each change. */
export function useBusinessPlan() {
  const [state, dispatch] = useReducer(businessPlanReducer, undefined, readStoredBusinessPlan);
  const latest = useRef(state);
  const pending = useRef(false);
  useEffect(() => {
    latest.current = state;
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      writeStoredBusinessPlan(state);
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // Leaving the page within the delay still keeps the last keystrokes.
  useEffect(
    () => () => {
      if (pending.current) writeStoredBusinessPlan(latest.current);
    },
    [],
  );
  return [state, dispatch] as const;
}
