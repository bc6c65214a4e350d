import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type TEmptyStateProps = {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing in it yet: what will be here and how to get started. */
export function EmptyState({ icon, title, children, action, className }: TEmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-ink-200 bg-ink-25 px-6 py-10 text-center',
        className,
      )}
    >
      <div className="flex size-11 items-center justify-center rounded-xl bg-white text-ink-500 shadow-xs ring-1 ring-ink-100 [&_svg]:size-5">
        {icon}
      </div>
      <p className="mt-4 font-semibold text-ink-900">{title}</p>
      {children && <div className="mt-1 max-w-sm text-sm text-pretty text-ink-600">{children}</div>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
