// The public content calls' methods and paths, with no zod: the content pages and the home page read them
// without loading the contracts (their speed, issue 23). endpoints/content.ts defines each call on these.

export const CONTENT_ROUTES = {
  /** The home page and /learn hub: latest of each area in one call. */
  highlights: { method: 'POST', path: '/api/content/highlights' },
  /** `type` is one of CONTENT_TYPES. */
  list: { method: 'POST', path: '/api/content/:type/list' },
  /** `id` is a slug or a uuid. */
  detail: { method: 'POST', path: '/api/content/:type/:id' },
  /** An event as an iCalendar file (attachment). */
  eventIcs: { method: 'GET', path: '/api/content/event/:id/ics' },
} as const;
