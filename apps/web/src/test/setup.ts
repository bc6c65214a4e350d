import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
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

// Node 24's fetch (undici 7) builds each file part of a multipart body with whatever the global `File` is, and jsdom's
// loses the bytes (vitest-dev/vitest#9135): requests are built with Node's own File in place, as a browser uses its own.
const JsdomRequest = globalThis.Request;
globalThis.Request = class Request extends JsdomRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      super(input, init);
    } finally {
      globalThis.File = jsdomFile;
    }
  }
};

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
