import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/** The header is 64 px tall; toasts start 12 px under it. */
export const HEADER_CLEARANCE_PX = 76;

/** sonner's Toaster as configured for Launchpad (SPEC §8: top right, 5 s). Loaded on first use. */
export default function LaunchpadToaster({ durationMs, onReady }: { durationMs: number; onReady: () => void }) {
  // Runs after sonner's own effects (children first), so it is already listening for toasts.
  useEffect(onReady, [onReady]);
  return (
    <SonnerToaster
      position="top-right"
      // Below the sticky header (4rem), so a toast never covers the menu or the cart icon.
      offset={{ top: HEADER_CLEARANCE_PX, right: 24 }}
      mobileOffset={{ top: HEADER_CLEARANCE_PX, right: 12, left: 12 }}
      duration={durationMs}
      theme="light"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ className: 'lp-toast' }}
    />
  );
}
