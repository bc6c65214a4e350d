import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { readable } from '@/lib/for-people';

const tones = {
  error: { box: 'border-danger-100 bg-danger-50 text-danger-700', icon: CircleAlert },
  success: { box: 'border-success-100 bg-success-50 text-success-700', icon: CircleCheck },
  warning: { box: 'border-warning-100 bg-warning-50 text-warning-700', icon: TriangleAlert },
  info: { box: 'border-brand-100 bg-brand-50 text-brand-800', icon: Info },
} as const;

type TAlertProps = {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links at the end (right on wide screens, below on narrow ones). */
  action?: ReactNode;
  className?: string;
  id?: string;
};

/**
 * A message in the page: errors are announced at once (role=alert), the rest politely (status).
 * Render it only when there is something to say, so screen readers hear each new message.
 */
export function Alert({ tone = 'info', title, children, action, className, id }: TAlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex flex-col gap-3 rounded-xl border p-4 text-sm sm:flex-row sm:items-center', box, className)}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon className="mt-0.5 size-[1.125rem] shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-0.5">
          {title && <p className="font-semibold">{readable(title)}</p>}
          {children && <div className={cn(title ? 'text-ink-700' : undefined)}>{readable(children)}</div>}
        </div>
      </div>
      {action && <div className="flex shrink-0 flex-wrap gap-2 pl-7 sm:pl-0">{action}</div>}
    </div>
  );
}
