import { apiStateForHydration, type TApiState } from './store';

/** The element the api writes a server-rendered page's data into (apps/api/src/plugins/spa.ts). */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * The data a server-rendered page was rendered with (src/entry-server.tsx), for the store to start from so
 * the page's queries are not sent again; undefined on a page the server did not render, or if it is unreadable.
 */
export function readServerData(): TApiState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return apiStateForHydration(JSON.parse(text) as Parameters<typeof apiStateForHydration>[0]);
  } catch {
    return undefined;
  }
}
