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
  // Leaving the page within the delay — another page of the app, a reload or a closed tab — still keeps
  // the last keystrokes.
  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      pending.current = false;
      writeStoredBusinessPlan(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return [state, dispatch] as const;
}
