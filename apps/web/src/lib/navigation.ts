/*
 * Navigation from outside React (the baseQuery's 401 handling). The router registers itself at
 * start-up; before that, or in tests without a router, a full page load is the safe fallback.
 */

export type TNavigate = (to: string, options?: { replace?: boolean }) => void;

const browserNavigate: TNavigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: TNavigate = browserNavigate;

/** Routes `navigateTo` through `navigate`; returns a function that undoes the registration. */
export function registerNavigate(navigate: TNavigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = browserNavigate;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
