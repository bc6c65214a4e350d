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
/** Where the current entry is scrolled to: each scroll event only notes it; a navigation files it under the entry. */
let currentY = 0;

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

/** Files the current entry's position (scroll events reach the page after a commit, so this is the old page's). */
function rememberCurrent() {
  if (currentKey === null) return;
  const saved = savedPositions();
  saved.delete(currentKey);
  saved.set(currentKey, currentY);
  if (saved.size > KEPT_POSITIONS) saved.delete(saved.keys().next().value as string);
}

function onScroll() {
  currentY = window.scrollY;
}

function persist() {
  rememberCurrent();
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
    rememberCurrent();
    currentKey = location.key;
    const keepInPlace = keptInPlace.delete(location.key);
    const saved = savedPositions().get(location.key);
    if ((first || navigationType === 'POP') && saved !== undefined) {
      window.scrollTo(0, saved);
    } else {
      const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else if (!first && !keepInPlace) window.scrollTo(0, 0);
    }
    currentY = window.scrollY;
  }, [location.key, location.hash, navigationType]);
}
