import type { ReactNode } from 'react';

/** One titled group of fields in an admin editor form, ruled off from the group above. */
export function FormGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-ink-100 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}
