import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/** sonner's Toaster as configured for Launchpad (SPEC §8: top right, 5 s). Loaded on first use. */
export default function LaunchpadToaster({ durationMs, onReady }: { durationMs: number; onReady: () => void }) {
  // Runs after sonner's own effects (children first), so it is already listening for toasts.
  useEffect(onReady, [onReady]);
  return (
    <SonnerToaster
      position="top-right"
      duration={durationMs}
      theme="light"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ className: 'lp-toast' }}
    />
  );
}
