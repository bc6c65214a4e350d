import { useSyncExternalStore } from 'react';

/** The zone a page rendered on the server writes times in: the server cannot know its reader's (SPEC §9: British). */
export const SERVER_TIME_ZONE = 'Europe/London';

let known: string | undefined;
/** The reader's own IANA time zone (read once: asking Intl builds a formatter). */
export const viewerTimeZone = (): string => (known ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

const unchanging = () => () => {};

/**
 * The reader's time zone, or null on the server and while the browser hydrates a page the server rendered: that
 * first render must write what the server wrote (in SERVER_TIME_ZONE), and React renders again with the reader's
 * zone straight after. On a page rendered in the browser it is the reader's zone from the start.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(unchanging, viewerTimeZone, () => null);
}
