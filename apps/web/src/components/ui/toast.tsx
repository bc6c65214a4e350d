import { lazy, Suspense, useSyncExternalStore } from 'react';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '@/config/messages';
import { forPeople } from '@/lib/for-people';

/** SPEC §9: toasts close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

const startsSentence = (text: string) => /^[\p{Lu}\d]/u.test(text);

/**
 * SPEC §8: "Title: body" becomes a title and a description, split at the first colon, but only
 * where the first part is a title: short, capitalised, and followed by a sentence of its own
 * ("Payment failed: Your card was declined."). "Please Subscribe: choose a plan…" and
 * "Certificate activated: it is awaiting approval." are one sentence and stay whole.
 */
export function splitToastMessage(message: string): { title: string; description?: string } {
  const text = forPeople(message);
  const at = text.indexOf(':');
  if (at === -1) return { title: text };
  const title = text.slice(0, at).trim();
  const description = text.slice(at + 1).trim();
  const isTitle = title.length <= 40 && !/[.!?]/.test(title) && startsSentence(description);
  if (!isTitle || !description) return { title: text.replace(/:$/, '') };
  return { title, description };
}

/*
 * sonner is downloaded the first time something is announced, not with the page: most visits
 * never show a toast, and the home page has a JavaScript budget. `notify` asks the <Toaster />
 * host to mount, waits until sonner is listening, then shows the toast.
 */
let requested = false;
const subscribers = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const loadSonner = () => import('sonner');
const LazyToaster = lazy(() => import('./sonner-toaster'));

function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    subscribers.forEach((notifySubscriber) => notifySubscriber());
  }
  return ready;
}

function subscribe(callback: () => void) {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}

function show(kind: 'success' | 'error', message: string | null | undefined, fallback: string): Promise<void> {
  const text = message?.trim() ? message : fallback;
  const { title, description } = splitToastMessage(text);
  return Promise.all([loadSonner(), requestToaster()]).then(([{ toast }]) => {
    toast[kind](title, description ? { description } : undefined);
  });
}

/**
 * The one way to tell a person something happened (SPEC §8): notify.success(msg?) and
 * notify.error(msg?), defaulting to "Success!" and "Something went wrong!".
 */
export const notify = {
  success: (message?: string | null) => show('success', message, DEFAULT_SUCCESS_MESSAGE),
  error: (message?: string | null) => show('error', message, DEFAULT_ERROR_MESSAGE),
};

/** Mounted once at the app root; renders sonner's toaster from the first notify on. */
export function Toaster() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster durationMs={TOAST_DURATION_MS} onReady={markReady} />
    </Suspense>
  );
}
