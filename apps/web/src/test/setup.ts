import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy chunks (pages, the toaster, chart libraries) load slower when every test file runs at once
// on a busy machine: wait for them generously (a wait ends as soon as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Radix and sonner touch.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};

/**
 * Component tests never touch the network: with no api running, every request fails the way a
 * browser's does when offline. A test that needs an answer stubs `fetch` itself.
 */
export const offlineFetch = () => Promise.reject(new TypeError('Failed to fetch (no network in component tests)'));

beforeEach(() => {
  vi.stubGlobal('fetch', offlineFetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
});
