import type { ReactNode } from 'react';

type TSectionHeaderProps = { id: string; eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode };

/** The heading of a section of the services page. */
export function SectionHeader({ id, eyebrow, title, children, aside }: TSectionHeaderProps) {
  return (
    <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
      <div className="max-w-2xl">
        {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-2xl font-semibold tracking-tight text-balance text-ink-900 sm:text-3xl">
          {title}
        </h2>
        {children && <p className="mt-3 text-pretty text-ink-600">{children}</p>}
      </div>
      {aside && <div className="shrink-0">{aside}</div>}
    </div>
  );
}
