import { cn } from '@/lib/cn';

/** The Launchpad mark: a rocket on a rounded indigo tile (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="lp-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a70f5" />
          <stop offset="1" stopColor="#3d33a3" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#lp-logo-gradient)" />
      <path
        d="M16 6.5c3.6 2.3 5.4 5.8 5.1 10.4l2.4 2.7-.9 4.4-3.5-2.3h-6.2l-3.5 2.3-.9-4.4 2.4-2.7C10.6 12.3 12.4 8.8 16 6.5Z"
        fill="#fff"
      />
      <circle cx="16" cy="13.5" r="2" fill="#4a3dc9" />
      <path d="M14.2 23.6h3.6L16 27z" fill="#aba8fc" />
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-lg font-semibold tracking-tight', inverted ? 'text-white' : 'text-ink-900')}>
        Launchpad
      </span>
    </span>
  );
}
