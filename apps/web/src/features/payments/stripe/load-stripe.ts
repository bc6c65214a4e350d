import type { Stripe } from '@stripe/stripe-js';

const FAILED = 'The secure card form could not be loaded. Please check your connection and try again.';

let loading: { key: string; promise: Promise<Stripe> } | null = null;

/** Adds the configured Stripe.js script (a local stand-in in tests) once; resolves when it has run. */
function injectScript(url: string): Promise<void> {
  if ('Stripe' in window) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(FAILED));
    };
    document.head.append(script);
  });
}

/**
 * Stripe.js, loaded only when a page takes a card (never at start-up). `@stripe/stripe-js/pure` adds
 * js.stripe.com only when asked, and uses a `window.Stripe` that is already there: with STRIPE_JS_URL
 * set (the journeys' local stand-in) that script is added first, so js.stripe.com is never contacted.
 */
export function loadStripeJs(publishableKey: string, scriptUrl: string | null): Promise<Stripe> {
  const key = `${publishableKey}|${scriptUrl ?? ''}`;
  if (loading?.key === key) return loading.promise;
  const promise = (async () => {
    if (scriptUrl) await injectScript(scriptUrl);
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await loadStripe(publishableKey).catch(() => null);
    if (!stripe) throw new Error(FAILED);
    return stripe;
  })();
  loading = { key, promise };
  // A failed load may be tried again (the next card form asks anew).
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
