import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-300',
  secondary: 'bg-ink-900 text-white shadow-xs hover:bg-ink-800 active:bg-ink-950 disabled:bg-ink-400',
  outline:
    'border border-ink-200 bg-white text-ink-800 shadow-xs hover:border-ink-300 hover:bg-ink-50 active:bg-ink-100 disabled:text-ink-400',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900 active:bg-ink-200 disabled:text-ink-400',
  danger: 'bg-danger-600 text-white shadow-xs hover:bg-danger-700 active:bg-danger-700 disabled:bg-danger-500/50',
  /** On dark or brand backgrounds. */
  inverse: 'bg-white text-brand-800 shadow-xs hover:bg-brand-50 active:bg-brand-100',
  glass: 'bg-white/10 text-white ring-1 ring-white/25 ring-inset hover:bg-white/15 active:bg-white/20',
  link: 'text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type TButtonVariant = keyof typeof variants;
export type TButtonSize = keyof typeof sizes;

/** Button classes for things that look like a button but are not one (e.g. a router Link). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors duration-150 select-none disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0',
    variant === 'link' ? 'h-auto gap-1.5 p-0 text-sm' : sizes[size],
    variants[variant],
    className,
  );
}

type TButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Render the child element (e.g. a Link) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  className,
  children,
  disabled,
  type,
  ...props
}: TButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
