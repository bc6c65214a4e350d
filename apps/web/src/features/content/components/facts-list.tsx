import type { TFact } from '../facts';

/** An item's facts as a description list. */
export function FactsList({ facts, label = 'Key facts' }: { facts: TFact[]; label?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl
      aria-label={label}
      className="grid gap-x-6 gap-y-3 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:grid-cols-2"
    >
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
