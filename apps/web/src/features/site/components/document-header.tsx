import type { ReactNode } from 'react';

/** The top of a legal or FAQ page: eyebrow, h1 and the introduction. */
export function DocumentHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-ink-600">{children}</div>
    </header>
  );
}
