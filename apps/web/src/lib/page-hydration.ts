/**
 * Whether the page the server rendered is still being hydrated (from src/main.tsx starting it until the page's
 * code has rendered), and always on the server. What a component renders then must be what the server wrote:
 * an entrance animation, for one, would start over the first paint and hold content invisible while the app's
 * code runs, so a dialog open in the server's HTML shows without one.
 */
let hydrating = false;

export const isPageHydrating = (): boolean => hydrating || typeof document === 'undefined';

export function setPageHydrating(value: boolean): void {
  hydrating = value;
}
