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

/*
 * SPEC §4: a refused refresh on load ends at /. Until the browser is there, no other redirect (a
 * request's 401 going to /login, a login-required page's guard) may take its place.
 */
let leavingForHome = false;

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (leavingForHome) return;
  current(to, options);
}

/** Goes to `home` (replacing the page) and holds every other redirect until `arrivedAt(home)`. */
export function leaveForHome(home: string): void {
  leavingForHome = true;
  current(home, { replace: true });
}

export const isLeavingForHome = (): boolean => leavingForHome;

/** Called on each page shown: at home, the other redirects work again. */
export function arrivedAt(pathname: string, home: string): void {
  if (pathname === home) leavingForHome = false;
}
