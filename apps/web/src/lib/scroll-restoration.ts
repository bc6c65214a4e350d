import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { storageKeys } from '@/config/storage-keys';
import { readSessionString, writeSessionString } from '@/lib/storage';

/*
 * Scroll positions across navigations: a new page starts at the top (or at its #anchor), back and forward
 * return to where the visitor was on that entry, and a navigation asked not to reset the scroll
 * (`preventScrollReset`: a dialog opening over the page) leaves it alone. Positions are kept per history entry,
 * and across a reload in session storage.
 */

/** Enough entries for any visit's back button; the oldest go first. */
const KEPT_POSITIONS = 100;

let positions: Map<string, number> | null = null;
const keptInPlace = new Set<string>();
let currentKey: string | null = null;

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored = JSON.parse(readSessionString(storageKeys.scrollPositions) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Unreadable positions are forgotten: pages start at the top.
  }
  return positions;
}

function remember(key: string, y: number) {
  const saved = savedPositions();
  saved.delete(key);
  saved.set(key, y);
  if (saved.size > KEPT_POSITIONS) saved.delete(saved.keys().next().value as string);
}

function onScroll() {
  if (currentKey !== null) remember(currentKey, window.scrollY);
}

function persist() {
  writeSessionString(storageKeys.scrollPositions, JSON.stringify(Object.fromEntries(savedPositions())));
}

/** Called by the router for each navigation it starts: whether that entry keeps the scroll where it is. */
export function noteNavigation(key: string, options: { preventScrollReset: boolean }) {
  if (options.preventScrollReset) keptInPlace.add(key);
}

/** Where the page scrolls when its address changes (the root layout calls it once). */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const first = currentKey === null;
    currentKey = location.key;
    const saved = savedPositions().get(location.key);
    if ((first || navigationType === 'POP') && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (!first && !keptInPlace.has(location.key)) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
