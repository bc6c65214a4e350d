import '@/lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, restoreStoredCart, serverDataUsed, startsAsServerRendered } from '@/app/app';
import { createAppHistory } from '@/app/router';
import { SERVER_DATA_FRESH_SECONDS } from '@/app/store';
import { nextTask } from '@/lib/next-task';
import { setPageHydrating } from '@/lib/page-hydration';
import './styles.css';

/**
 * Evaluating the app's modules is one long task already: hydration starts in a task of its own, so that the
 * page can answer a tap in between. (Not a top-level await: the bundler would split the entry's shared modules
 * off into chunks of their own.)
 */
async function hydrateInSteps(container: HTMLElement) {
  await nextTask();
  startTransition(() => {
    hydrateRoot(container, <App history={createAppHistory()} />);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A server-rendered page (src/entry-server.tsx) shows what an anonymous visitor sees: React takes it over as it
// is (their cart, kept in the browser, comes in just after). Anyone signed in gets a fresh render instead.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread in long tasks while the page (already painted) cannot answer a tap.
if (startsAsServerRendered()) {
  setPageHydrating(true);
  void hydrateInSteps(container);
} else {
  // React empties the container when it first commits (the placeholder or server-rendered page stays till then).
  // Not in a transition: this render replaces the server's controls with new ones, so it is done in one piece as
  // soon as the code runs, rather than in slices during which a visitor could type into the old ones (what they
  // typed would go with them).
  createRoot(container).render(<App history={createAppHistory()} />);
}

// Once the page's code has rendered (lazy-with-timeout sets data-page-ready): the visitor's own cart comes in
// (the page hydrated with the server's empty one), and the data the page was rendered with counts as fresh for a
// few seconds more, so lazily loaded parts use it too; then queries fetch on every mount.
const root = document.documentElement;
const afterFreshWindow = () => {
  setPageHydrating(false);
  restoreStoredCart();
  setTimeout(serverDataUsed, SERVER_DATA_FRESH_SECONDS * 1000);
};
if (root.dataset.pageReady) afterFreshWindow();
else {
  const observer = new MutationObserver(() => {
    if (!root.dataset.pageReady) return;
    observer.disconnect();
    afterFreshWindow();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
}
