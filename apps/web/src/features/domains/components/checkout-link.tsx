import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** SPEC §9: the Checkout link wiggles for 2 seconds after a domain is added. */
export const WIGGLE_MS = 2000;

// Four 0.5 s swings = 2 s. `motion-safe:` leaves it still for people who ask for reduced motion.
const WIGGLE_KEYFRAMES = `@keyframes lp-domain-wiggle {
  0%, 100% { transform: rotate(0deg); }
  20% { transform: rotate(-5deg) scale(1.04); }
  40% { transform: rotate(5deg) scale(1.04); }
  60% { transform: rotate(-3deg); }
  80% { transform: rotate(3deg); }
}`;

/** The green "Checkout" link a row's "Add to cart" becomes (SPEC §4). */
export function CheckoutLink({ describedBy, wiggle }: { describedBy?: string; wiggle: boolean }) {
  const [wiggling, setWiggling] = useState(wiggle);
  useEffect(() => {
    if (!wiggling) return;
    const timer = window.setTimeout(() => setWiggling(false), WIGGLE_MS);
    return () => window.clearTimeout(timer);
  }, [wiggling]);

  return (
    <>
      <style href="lp-domain-wiggle" precedence="medium">
        {WIGGLE_KEYFRAMES}
      </style>
      <Link
        to={paths.cart}
        aria-describedby={describedBy}
        data-wiggling={wiggling || undefined}
        className={cn(
          'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-success-600 px-3.5 text-sm font-semibold whitespace-nowrap text-white shadow-xs transition-colors hover:bg-success-700 focus-visible:ring-4 focus-visible:ring-success-100 focus-visible:outline-none [&_svg]:size-4',
          wiggling && 'motion-safe:animate-[lp-domain-wiggle_500ms_ease-in-out_4]',
        )}
      >
        <ShoppingCart aria-hidden="true" />
        Checkout
      </Link>
    </>
  );
}
