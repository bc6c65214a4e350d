import { useSyncExternalStore } from 'react';

/** The year `vite build` ran in (vite.config.ts), which pre-rendered pages carry. */
declare const __BUILD_YEAR__: number;

const noChanges = () => () => undefined;
const visitorsYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The calendar year, for copyright lines. A page pre-rendered at build time (entry-server.tsx) carries the
 * build's year; hydrating it, React starts from that year and then renders the visitor's, instead of finding a
 * mismatch once a new year has begun and rendering the whole page again.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noChanges, visitorsYear, buildYear);
}
