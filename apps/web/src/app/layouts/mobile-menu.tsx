import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import type { TUserInfo } from '@launchpad/shared';
import { buttonClasses } from '@/components/ui/button';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The menu button below the desktop breakpoint; the panel's code arrives on first hover/use. */
export function MobileMenu({ user }: { user: TUserInfo | null }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-5!" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
