import { useSyncExternalStore } from 'react';

const TEST_MODE_ATTRIBUTE = 'data-payments-test-mode';

/** The mark never changes while the page is open. */
const subscribe = () => () => {};
/** Whether the api marked the page (`<html data-payments-test-mode>`, apps/api/src/plugins/spa.ts). */
const isMarked = () => document.documentElement.hasAttribute(TEST_MODE_ATTRIBUTE);

/**
 * Shown on every page when the api runs the built-in test gateway in production (chosen explicitly
 * with PAYMENT_PROVIDER=builtin): payments there move no real money. The api marks the page's `<html>` then,
 * so the banner needs no request; a server render leaves it to the browser (the server snapshot is false).
 */
export function TestModeBanner() {
  const testMode = useSyncExternalStore(subscribe, isMarked, () => false);
  if (!testMode) return null;
  return (
    <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      Test mode: payments use the built-in test gateway and no real money is taken.
    </div>
  );
}
